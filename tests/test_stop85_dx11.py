"""Stop 85, branch dx11: the negative-polarity licensors and idioms defined once.

1. ``syntax.NPI_LICENSORS`` (with the named parts ``NEGATIVE_LICENSORS`` and
   ``NON_NEGATIVE_LICENSORS``) replaces three sets that disagreed; the readers add "every"/"all"
   (restrictor: Ladusaw 1979) or the modals (free choice: Giannakidou 1998) where they need them.
   The presupposition premises now count a second negation, "nowhere" and the adversative verbs
   as licensors of their own; the drafts count "nowhere" and every form of "refuse"/"deny"/
   "doubt"/"fail".
2. The draft check splits "n't" off its host ("doesn't" -> "does", "n't"), so a draft with
   "doesn't ... any" is no longer flagged as an orphan NPI.
3. The negation remover flags no NPI that a negator of its own licenses below the removed one
   (Klima 1964; Ladusaw 1979).
4. ``lexicon.polarity``: one list of negative-polarity idioms (with "give a hoot/fig", Hoeksema
   1994; Israel 2011) for both phenomena; the presupposition regex is built from it and now
   has "bring oneself to".
5. ``rewrite.presupposition`` FUTURE_MODALS is ``syntax.FUTURE_AUXILIARIES`` (curly "’ll").

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, phenomenon: str, premise_kind: str, hypothesis_kind: str) -> list:
    return [
        p
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == premise_kind and p.hypothesis_kind == hypothesis_kind
    ]


# -- 1. one set of licensors -----------------------------------------------------------------------


def test_one_licensor_set_with_named_parts() -> None:
    from pipeline import syntax
    from pipeline.phenomena import verb_complement_scope
    from pipeline.rewrite.presupposition import drafting, premises

    assert syntax.NPI_LICENSORS == syntax.NEGATIVE_LICENSORS | syntax.NON_NEGATIVE_LICENSORS
    assert {"if", "whether", "than", "only", "without", "few", "unless"} <= (
        syntax.NON_NEGATIVE_LICENSORS
    )
    # universals and modals are left out of the core set (Ladusaw 1979; Giannakidou 1998) ...
    assert not {"every", "all", "can", "may", "will"} & syntax.NPI_LICENSORS
    # ... and added by the readers that need them
    assert syntax.NPI_LICENSORS | {"every", "all"} == verb_complement_scope.NPI_LICENSERS
    assert syntax.NPI_LICENSORS <= drafting.NPI_LICENSERS
    assert syntax.NPI_LICENSORS - {"before"} == premises._OWN_LICENSORS


def test_nowhere_licenses_the_ever_of_a_draft() -> None:
    text = "I didn't know that the boys had nowhere ever to swim."
    kept = [p for p in _pairs(text, "presupposition", "original", "presupposition")]
    assert kept and all(p.well_formed for p in kept)
    assert kept[0].hypothesis == "The boys had nowhere ever to swim."


def test_inflected_adversative_verb_licenses_any_in_a_draft() -> None:
    from pipeline.rewrite.presupposition import unlicensed_npi

    assert not unlicensed_npi("Her son refuses to eat any meat.")
    assert not unlicensed_npi("The clerk denies seeing anyone.")
    assert unlicensed_npi("Her son eats any meat.")  # neighbour: nothing licenses it


def test_second_negation_keeps_the_negation_removed_premise() -> None:
    text = "He did not realize that his sister had not ever visited Rome."
    negated = _pairs(text, "presupposition", "negated", "presupposition")
    assert negated and all(p.well_formed for p in negated)
    assert negated[0].premise == "He realized that his sister had not ever visited Rome."
    assert not any("unlicensed-npi" in p.features["flags"] for p in negated)


def test_ever_licensed_only_by_the_removed_negation_stays_refused() -> None:
    text = "She did not realize that the twins ever sailed on the river."
    negated = [p for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"]
    assert negated and not any(p.well_formed for p in negated)


# -- 2. "n't" split off its host in the draft check ------------------------------------------------


def test_doesnt_any_draft_is_not_an_orphan_npi() -> None:
    text = "Ann knows that her son doesn't eat any meat."
    kept = _pairs(text, "presupposition", "original", "presupposition")
    assert [p.hypothesis for p in kept if p.well_formed] == ["Her son doesn't eat any meat."]


def test_didnt_any_draft_of_regret_is_kept() -> None:
    text = "Tom regrets that he didn't buy any bread."
    kept = _pairs(text, "presupposition", "original", "presupposition")
    assert kept and all(p.well_formed and not p.features["flags"] for p in kept)


def test_unlicensed_npi_splits_the_clitic() -> None:
    from pipeline.rewrite.presupposition import unlicensed_npi

    assert not unlicensed_npi("I don't have any money.")
    assert not unlicensed_npi("He can\u2019t see anyone.")
    assert unlicensed_npi("I have any money.")


# -- 3. the negation remover -----------------------------------------------------------------------


def test_remover_flags_no_npi_licensed_below(nlp) -> None:
    from pipeline.rewrite.negation import negate

    doc = nlp("He did not realize that his sister had not ever visited Rome.")
    out = negate(doc)
    assert out.text == "He realized that his sister had not ever visited Rome."
    assert out.ok and not any(f.startswith("npi:") for f in out.flags)
    # neighbour: the only licensor is the removed negation
    doc = nlp("He did not realize that his sister ever visited Rome.")
    assert "npi:ever" in negate(doc).flags


# -- 4. the negative-polarity idioms ----------------------------------------------------------------


def test_one_idiom_list_for_both_phenomena() -> None:
    from pipeline.lexicon.polarity import NPI_IDIOM_PATTERN, NPI_IDIOMS
    from pipeline.phenomena import verb_complement
    from pipeline.rewrite.presupposition import premises

    assert verb_complement.NPI_IDIOMS is NPI_IDIOMS
    assert premises.NPI_IDIOMS is NPI_IDIOM_PATTERN
    assert ("give", "a", "hoot") in NPI_IDIOMS and ("give", "a", "fig") in NPI_IDIOMS
    for text in ("couldn't bring herself to", "never gave a hoot", "didn't bat an eyelid"):
        assert NPI_IDIOM_PATTERN.search(text), text
    assert not NPI_IDIOM_PATTERN.search("brought it to the table")


def test_bring_oneself_to_is_an_orphan_npi_in_a_premise(nlp) -> None:
    from pipeline.rewrite.presupposition.premises import _orphan_npi

    doc = nlp("He did not bring himself to stop smoking.")
    assert _orphan_npi(next(t for t in doc if t.lower_ == "bring"))
    # neighbour: a plain catenative has no idiom
    doc = nlp("He did not bother to stop smoking.")
    assert not _orphan_npi(next(t for t in doc if t.lower_ == "bother"))


def test_give_a_hoot_has_no_negation_removed_pair() -> None:
    for text in (
        "He didn't bother to give a hoot about the rules.",
        "She didn't care to give a fig for their opinion.",
    ):
        assert not _pairs(text, "verb_complement", "negation_removed", "complement"), text


def test_plain_give_keeps_its_negation_removed_pair() -> None:
    text = "He didn't bother to give a speech about the rules."
    pairs = _pairs(text, "verb_complement", "negation_removed", "complement")
    assert [p.hypothesis for p in pairs] == ["He gave a speech about the rules."]


# -- 5. future modals --------------------------------------------------------------------------------


def test_future_modals_are_the_syntax_set(nlp) -> None:
    from pipeline.rewrite.presupposition.shared import FUTURE_MODALS, _modal_perfect
    from pipeline.syntax import FUTURE_AUXILIARIES

    assert FUTURE_MODALS is FUTURE_AUXILIARIES
    doc = nlp("By June, his sister\u2019ll have sold her house.")
    assert not _modal_perfect(next(t for t in doc if t.lower_ == "sold"))
    # neighbour: "must have sold" is a past
    doc = nlp("By June, his sister must have sold her house.")
    assert _modal_perfect(next(t for t in doc if t.lower_ == "sold"))
