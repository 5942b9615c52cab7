"""Stop 76 round two, branch pr152: presupposition draft text (review slice s1204o).

- A subject pronoun with no noun before it in the sentence is the premise's own pronoun:
  premise and hypothesis share the referent, so the draft is written (stop 76 pr150's rule
  against it withdrawn). A main-clause subject pronoun whose antecedent the sentence names
  before it, which the draft does not substitute, leaves that antecedent behind: no draft
  (``rewrite.presupposition._unresolved_subject_pronoun``, ``_independent_clause``; Halliday & Hasan
  1976 ch. 2; Quirk et al. 1985 App. III.19 on the comma splice).
- A comma-set-off "with" phrase holding a clause of its own ("with the caveat that ...") is a
  supplement, outside "only"'s prejacent (``_supplementive_with``; Quirk et al. 1985 §15.58,
  Potts 2005).

Sentences are constructed for these tests and go through the real spaCy model and the real
pipeline."""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair


def _drafts(text: str, subtype: str) -> dict[str, Pair]:
    """The unembedded presupposition pair of each draft of ``subtype``, by hypothesis."""
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return {
        p.hypothesis: p
        for p in map(settle, result.pairs)
        if p.subtype == subtype and p.label_rule == "presupposition:projects"
    }


# -- 1. subject pronouns -------------------------------------------------------------------------


def test_sentence_initial_this_shared_with_the_premise_is_written():
    drafts = _drafts("This only runs on release builds.", "only")
    assert "This runs on release builds." in drafts
    pair = drafts["This runs on release builds."]
    assert pair.well_formed and pair.heuristic_label == "entailment"


def test_sentence_initial_it_shared_with_the_premise_is_written():
    drafts = _drafts("It stopped responding after the upgrade.", "aspectual_verbs")
    assert any(h.startswith("It ") for h in drafts)


def test_comma_spliced_it_with_its_antecedent_behind_gets_no_draft():
    """Bad case: "it" refers to a noun of the earlier clauses, which the draft drops."""
    text = (
        "The old importer is deprecated because the cache format is fragile, it only "
        "stores one path at a time, and it might only accept ASCII names."
    )
    assert not any(h.startswith("It ") for h in _drafts(text, "only"))


def test_coordinated_it_with_rival_antecedents_gets_no_draft():
    """Bad case: "the kernel" or "the driver" could be "it"; the draft cannot say which."""
    drafts = _drafts("The kernel loaded the driver, and it only supports USB now.", "only")
    assert not any(h.startswith("It ") for h in drafts)


def test_coordinated_it_with_one_subject_antecedent_is_named():
    """Good neighbour: the first conjunct's subject is the antecedent, and the draft names it."""
    drafts = _drafts("The installer replaced the library, and it only logs errors now.", "only")
    assert "The installer logs errors now." in drafts


def test_pronoun_of_a_subordinate_time_clause_keeps_its_draft():
    """Good neighbour: a time clause's pronoun takes its reference from the host clause."""
    drafts = _drafts(
        "The referee warned the goalkeeper after he left the area.", "temporal_adverbs"
    )
    assert "He left the area." in drafts


# -- 2. supplementive "with" phrases -------------------------------------------------------------


def test_with_the_caveat_that_clause_is_not_in_the_prejacent():
    drafts = _drafts(
        "Tokens can be reused only within one session, with the caveat that expired tokens "
        "are rejected.",
        "only",
    )
    assert "Tokens can be reused within one session." in drafts


def test_with_the_exception_that_clause_is_not_in_the_prejacent():
    drafts = _drafts(
        "The files can only be read by the owner, with the exception that backups are "
        "readable by root.",
        "only",
    )
    assert "The files can be read by the owner." in drafts


def test_plain_with_phrase_stays_in_the_prejacent():
    """Good neighbour: a "with" phrase with no clause of its own is part of the proposition."""
    drafts = _drafts("The files can be read only by the owner, with root access.", "only")
    assert "The files can be read by the owner, with root access." in drafts


def test_pronoun_after_a_fronted_adverbial_clause_keeps_its_draft():
    """Good neighbour: the nouns of a fronted adverbial clause are left to the resolver, which
    names a clear antecedent and leaves an ambiguous one as the premise has it."""
    drafts = _drafts("When the clerks met the managers, they stopped arguing.", "aspectual_verbs")
    assert any(h.startswith("They ") for h in drafts)
