"""The conjunction extractor (ConjNLI §3.1-3.2) on real sentences parsed by the real spaCy model."""

from __future__ import annotations

import pytest

from pipeline import prefilter
from pipeline.phenomena.conjunction import Conjunction
from pipeline.process import run_texts

PHEN = Conjunction()
ALL = frozenset(PHEN.subtypes)


@pytest.fixture(scope="module")
def extract(parsed, ctx):
    def _extract(text: str, subtypes: frozenset[str] = ALL):
        doc, sent = parsed(text)
        return list(PHEN.extract(doc, sent, subtypes, ctx))

    return _extract


def only(cands, subtype):
    found = [c for c in cands if c.subtype == subtype]
    assert len(found) == 1, [(c.subtype, c.features["conjunct_texts"]) for c in cands]
    return found[0]


def test_two_np_conjuncts_as_character_spans(extract):
    text = "He is a Worcester resident and a member of the Democratic Party."
    cand = only(extract(text), "and")
    assert (cand.trigger, cand.trigger_lemma) == ("and", "and")
    assert text[cand.char_start : cand.char_end] == "and"
    f = cand.features
    assert f["conjunct_texts"] == ["a Worcester resident", "a member of the Democratic Party"]
    assert [text[s:e] for s, e in f["conjuncts"]] == f["conjunct_texts"]
    assert f["categories"] == ["NP", "NP"] and f["structure"] == "dependency"
    assert not f["multiple_conjunctions"] and not f["has_negation"] and not f["in_named_entity"]
    assert cand.extractor == "conjunction@0.4" and cand.parser == "dependency"


def test_all_conjuncts_of_a_list(extract):
    cand = only(extract("I bought apples, pears, and plums at the market."), "and")
    assert cand.features["conjunct_texts"] == ["apples", "pears", "plums"]


def test_names_are_never_cut(extract):
    # spaCy hangs "Bening" on "Aykroyd"; the entity keeps "Annette Bening" whole
    text = (
        "It stars Dan Aykroyd, John Candy, Stephanie Faracy and Annette Bening in her film debut."
    )
    cand = only(extract(text), "and")
    assert cand.features["conjunct_texts"] == [
        "Dan Aykroyd",
        "John Candy",
        "Stephanie Faracy",
        "Annette Bening",
    ]


def test_verb_phrases_and_multiple_conjunctions(extract):
    cands = extract(
        "Terry Phelps and Raffaella Reggi were the defending champions but did not compete that year."
    )
    but = only(cands, "but")
    assert but.features["conjunct_texts"] == [
        "were the defending champions",
        "did not compete that year",
    ]
    assert but.features["categories"] == ["VP", "VP"]
    and_ = only(cands, "and")
    assert and_.features["conjunct_texts"] == ["Terry Phelps", "Raffaella Reggi"]
    assert and_.features["role"] == "nsubj"
    assert but.features["multiple_conjunctions"] and and_.features["multiple_conjunctions"]
    assert but.features["has_negation"]


def test_clauses_are_s(extract):
    cand = only(extract("It is a white solid, but impure samples can appear yellowish."), "but")
    assert cand.features["categories"] == ["S", "S"]


def test_neither_nor(extract):
    text = "The Chinese name is figurative, as there is neither any tea nor any soup in this dish."
    cand = only(extract(text), "nor")
    f = cand.features
    assert f["conjunct_texts"] == ["any tea", "any soup"]
    assert f["preconjunction"] == "neither" and text[slice(*f["preconjunction_span"])] == "neither"
    assert f["has_negation"] and f["negated"]


def test_either_or_is_subtype_or(extract):
    cand = only(extract("You can either walk home or take the bus."), "or")
    assert cand.features["preconjunction"] == "either"
    assert cand.features["conjunct_texts"][1] == "take the bus"


def test_named_entity_and_quoted_title(extract):
    ent = only(
        extract(
            "Gilbert was the freshman football coach of Franklin and Marshall College in 1938."
        ),
        "and",
    )
    assert ent.features["in_named_entity"]
    title = only(
        extract('It was released as the lead single from their album "Here and Now".'), "and"
    )
    assert title.features["in_named_entity"] and title.features["named_entity"] == "Here and Now"
    people = only(extract("The show was created by Trey Parker and Matt Stone."), "and")
    assert not people.features["in_named_entity"]


def test_quantifier_negation_and_split_words(extract):
    cand = only(extract("All devices they tested did not produce gravity or anti-gravity."), "or")
    f = cand.features
    assert f["conjunct_texts"] == ["gravity", "anti-gravity"]  # spaCy's "anti - gravity" merged
    assert f["has_quantifier"] and f["quantifiers"] == ["all"]
    assert f["negated"]


def test_non_coordinating_uses_are_not_candidates(extract):
    # "all but one of the songs" is an exceptive phrase since stop 80 (cj165): a candidate,
    # as in ConjNLI Table 1 ex. 7 (tests/test_stop80_cj165.py); "all but impossible" is not
    assert extract("Fowler found it all but impossible.", frozenset({"but"})) == []
    assert extract("But he left early.") == []


def test_subtypes_restrict_the_output(extract):
    text = "Terry and Mary were tired but happy."
    assert {c.subtype for c in extract(text)} == {"and", "but"}
    assert {c.subtype for c in extract(text, frozenset({"but"}))} == {"but"}


SENTENCES = [
    "He is a Worcester resident and a member of the Democratic Party.",
    "Historically, the Commission was run by three commissioners or fewer.",
    "It is for Orienteers in or around North Staffordshire and South Cheshire.",
    "Pantun were originally not written down, the bards often being illiterate.",
    "NEITHER the mayor NOR the council replied.",
    "A queue is an example of a linear data structure, or more abstractly a sequential collection.",
    "Salt, pepper and oil were added; but nothing else.",
    "The weather was cold.",
]


def test_prefilter_is_a_necessary_condition(parsed, ctx):
    """Every candidate the extractor finds passes the prefilter for its subtype."""
    pf = prefilter.build([(PHEN, ALL)])
    found = 0
    for text in SENTENCES:
        doc, sent = parsed(text)
        keys = pf.match(text)
        for cand in PHEN.extract(doc, sent, ALL, ctx):
            found += 1
            assert ("conjunction", cand.subtype) in keys, text
    assert found >= 6
    assert pf.match("The weather was cold.") == set()


def test_prefilter_changes_nothing_end_to_end():
    with_pf = run_texts(SENTENCES, ["conjunction"], use_prefilter=True)[1]
    without = run_texts(SENTENCES, ["conjunction"], use_prefilter=False)[1]
    assert [c.candidate_id for c in with_pf.candidates] == [
        c.candidate_id for c in without.candidates
    ]
    assert with_pf.counts["prefiltered"] < without.counts["prefiltered"]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "The mystery endures, but the two rivals have despised each other for decades.",
            "The mystery endures.",
        ),
        (
            "Almost simultaneously, the mayor's home phone rang, and Tom found himself standing "
            "barefoot in his kitchen.",
            "Almost simultaneously, the mayor's home phone rang.",
        ),
    ],
)
def test_a_verb_only_form_tagged_a_noun_by_the_reparse_is_not_no_verb(text, kept):
    """The small model tags "endures" NNS and "rang" NN after a noun; English has these only as
    finite verbs, so the clause keeps its verb and the pair is not flagged (stop 35 review)."""
    _, result = run_texts([text], ["conjunction"])
    removed = {p.hypothesis: p for p in result.pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "no_verb" not in removed[kept].features.get("flags", [])
    # ... and no pair reads the two clauses as two coordinated nouns ("the phone [rang], and
    # [Tom]"), which gave "the mayor's Tom found himself ..." (stop 35)
    assert not any("'s Tom" in p.premise + p.hypothesis for p in result.pairs)


def test_a_kept_verb_retagged_by_the_reparse_is_not_no_verb():
    """The re-parse check flagged 'Fans like the mountain stages.' no_verb: parsed alone, the
    small model tags "like" IN, although the verb is still there (issue #18)."""
    text = "Fans like the mountain stages, and many love the final sprint on the Champs-Élysées."
    _, result = run_texts([text], ["conjunction"])
    removed = {p.hypothesis: p for p in result.pairs if p.hypothesis_kind == "conjunct_removed"}
    kept_first = removed["Fans like the mountain stages."]
    assert "no_verb" not in kept_first.features.get("flags", [])
    assert kept_first.well_formed
