"""Stop 80 round one, branch fl62: flags that keep their promise (docs/flags.md, "Stop 80: fl62").

- ``asyndetic-list`` (``process.asyndetic_list_end`` with the source's parse,
  ``process._not_a_list_member``): not where the item kept before the cut is no list member: it
  opens with a sequence conjunct ("then"; Quirk et al. 1985 §8.137), a correlative opener stands
  before it ("either A, or B": two members; Quirk et al. 1985 §13.39), or it is a finite clause
  after a comma-set stretch with no finite verb (two coordinated clauses after a fronted
  adjunct). A list of noun phrases or of clauses cut to "A, B." stays flagged.
- ``dangling_punctuation`` (``flags.surface_slips``): a double colon inside an identifier
  ("Net::Ping", a Perl package name) is no pair of marks; a doubled comma or colon between
  words stays a slip.
- ``source:fragment`` / ``source:description`` (``fitness._verb_only_s_form``): an "-s" word
  tagged a plural noun that WordNet knows only as a verb ("differs", "simplifies") is the finite
  verb (Quirk et al. 1985 §3.5, §5.77), so the sentence is a clause. A noun phrase standing
  alone, whose "-s" words are nouns, stays flagged.

Each rule has a bad case and a close good neighbour. Sentences are constructed and go through
the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness, flags
from pipeline.flags import settle
from pipeline.parse import load, resolve_model
from pipeline.process import asyndetic_list_end, run_texts
from pipeline.records import Pair


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


# (source, shortened text): a list of three cut to "A, B." -- still flagged
STILL_LISTS = [
    ("The box holds a pen, a ruler, and a compass.", "The box holds a pen, a ruler."),
    ("The wind rose, the boats rocked, and the gulls cried.", "The wind rose, the boats rocked."),
]

# (source, shortened text): no list member before the cut -- not flagged any more
NOT_LISTS = [
    (
        "After the update, the menu is hidden, and the toolbar is moved to the left.",
        "After the update, the menu is hidden.",
    ),
    (
        "It sorts the rows and removes the blanks, then saves the file, and then closes the window.",
        "It sorts the rows and removes the blanks, then saves the file.",
    ),
    (
        "You can rename the layer, either by typing a new name, or by picking one from the list.",
        "You can rename the layer, by typing a new name.",
    ),
]


@pytest.mark.parametrize(("source", "text"), STILL_LISTS)
def test_list_cut_to_two_members_stays_flagged(nlp, source: str, text: str) -> None:
    assert asyndetic_list_end(source, text, nlp(source))


@pytest.mark.parametrize(("source", "text"), NOT_LISTS)
def test_no_list_member_before_the_cut(nlp, source: str, text: str) -> None:
    assert asyndetic_list_end(source, text)  # the text-only check fires ...
    assert not asyndetic_list_end(source, text, nlp(source))  # ... the parse says no list


def test_parse_of_another_text_is_not_read(nlp) -> None:
    source, text = NOT_LISTS[0]
    assert asyndetic_list_end(source, text, nlp("Some other sentence."))


@pytest.mark.parametrize(("source", "text"), [NOT_LISTS[0], NOT_LISTS[2]])
def test_clause_cut_written_well_formed(source: str, text: str) -> None:
    pairs = [p for p in _pairs(source, "conjunction") if text in (p.premise, p.hypothesis)]
    assert pairs
    assert all("asyndetic-list" not in (p.features.get("flags") or []) for p in pairs)
    assert all(p.well_formed for p in pairs)


def test_noun_list_cut_pair_flagged() -> None:
    pairs = [
        p
        for p in _pairs(STILL_LISTS[0][0], "conjunction")
        if p.hypothesis.rstrip(".").endswith("a pen, a ruler")
        or p.premise.rstrip(".").endswith("a pen, a ruler")
    ]
    for p in pairs:  # the conjunction rewriter may not write this cut at all
        assert not p.well_formed


VERB_ONLY_S = [
    "The procedure to restore backups differs for old and new disks.",
    "The new Crop tool simplifies cutting several regions at once.",
    "The list of open files in the sidebar simplifies switching between documents.",
]

NOUN_PHRASES = [
    "Number of files copied or moved from the archive folder.",
    "A tool that converts images from one format to another.",
    "List of settings stored for each user account.",
]


@pytest.mark.parametrize("text", VERB_ONLY_S)
def test_verb_only_s_form_is_a_clause(nlp, text: str) -> None:
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" not in reasons and "description" not in reasons


@pytest.mark.parametrize("text", NOUN_PHRASES)
def test_noun_phrase_alone_stays_unfit(nlp, text: str) -> None:
    assert {"fragment", "description"} & set(fitness.assess(text, nlp(text)))


def test_verb_only_s_form_pairs_written_well_formed() -> None:
    pairs = _pairs(VERB_ONLY_S[0], "conjunction")
    assert pairs
    assert all(
        not any(f.startswith("source:") for f in p.features.get("flags") or []) for p in pairs
    )


def _pair(premise: str, hypothesis: str) -> Pair:
    return Pair(
        "p",
        "c",
        "s",
        "verb_complement",
        "that",
        premise,
        hypothesis,
        "original",
        "complement",
        "entailment",
        "rule",
    )


def test_namespace_colons_are_no_doubled_mark() -> None:
    pair = _pair(
        "If the menu is grey, that means that the Net::Ping module is not loaded.",
        "The Net::Ping module is not loaded.",
    )
    assert "dangling_punctuation" not in flags.surface_slips(pair)


@pytest.mark.parametrize(
    "hypothesis",
    ["The list holds tabs,,colons and commas.", "The list holds tabs, : colons and commas."],
)
def test_doubled_mark_between_words_stays_a_slip(hypothesis: str) -> None:
    pair = _pair("The list holds tabs, colons and commas.", hypothesis)
    assert "dangling_punctuation" in flags.surface_slips(pair)


def test_namespace_pair_written_well_formed() -> None:
    pairs = _pairs(
        "If the menu is grey, that means that the Net::Ping module is not loaded.",
        "verb_complement",
    )
    assert pairs
    assert all("dangling_punctuation" not in (p.features.get("flags") or []) for p in pairs)
