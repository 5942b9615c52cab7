"""fl105: flags that judges kept as is (narrowed), and a rewrite slip no flag caught (added).

Narrowed (each with a near miss that stays flagged):
1. ``negative-word:<w>`` (negation): a "No" inside a quoted or capitalised title ("the \"Man with
   No Name\"") is mentioned, not used; an added "not" makes no double negative.
2. ``negated-reporting-passive``: "X is estimated at N" has no reported clause (a verb of
   measuring); "X is estimated to be N" stays flagged.
3. ``negated-under-quantified-subject:counted`` (presupposition): "most" is proportional, so
   "most A don't B" contradicts "most A B"; "many" stays flagged.
4. ``source:disfluent``: personal "who" after a collective noun takes a plural verb by notional
   concord ("a couple who live"); "a couple that live" stays flagged.
5. ``source:description``: a fused quantifier subject before a verb-only word tagged an
   adjective ("All portray warriors ..."); "All happy warriors ..." stays flagged.
6. ``lost_antecedent`` (conjunction): a removed noun premodifier ("the summer and winter
   seasons") introduces no referent; a later definite with an "of" complement ("the weight of
   the beads") is identified by its own content. "... the wallet" stays flagged.

Added: ``half-inflected-coordination`` (defect, every phenomenon): "to destroy or disable" ->
"*destroyed or disable".

Constructed sentences, the real parse and pipeline.
"""

import pytest

from pipeline import flags as flag_registry
from pipeline.flags import half_inflected_coordination
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import fitness_reasons, mined_pairs, pair_flags

# -- 1. negative word inside a title -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        'Maria rose to fame with her role as the "Girl with No Shoes" in the long series.',
        "Maria won praise for her part in No Time for Tears at the festival.",
    ],
)
def test_no_in_a_title_is_no_double_negative(nlp, text: str) -> None:
    result = negate(nlp(text))
    assert result.ok
    assert not any(f.startswith("negative-word") for f in result.flags)


@pytest.mark.parametrize(
    "text",
    [
        "The report would have to be no later than 1994.",
        'The report, called "Final", would have to be no later than 1994.',
    ],
)
def test_plain_no_stays_flagged(nlp, text: str) -> None:
    result = negate(nlp(text))
    assert not result.ok and "negative-word:no" in result.flags


# -- 2. "estimated at" is no reporting frame -----------------------------------------------


def _negated_flags(text: str, phenomenon: str = "presupposition") -> set[str]:
    out: set[str] = set()
    seen = False
    for p in mined_pairs(text, phenomenon):
        if p.premise_kind == "negated":
            seen = True
            out |= set(pair_flags(p))
    assert seen, "no negated premise"
    return out


def test_estimated_at_amount_is_an_ordinary_denial() -> None:
    flags = _negated_flags("Lagos's urban population is estimated at over ten million people.")
    assert "negated-reporting-passive" not in flags


def test_estimated_to_be_stays_flagged() -> None:
    flags = _negated_flags("Lagos's urban population is estimated to be over ten million people.")
    assert "negated-reporting-passive" in flags


# -- 3. "most" subject ---------------------------------------------------------------------


def test_most_subject_is_denied_by_not() -> None:
    flags = _negated_flags("Most electric kettles heat the water through the kettle's metal coil.")
    assert "negated-under-quantified-subject:counted" not in flags


def test_many_subject_stays_flagged() -> None:
    flags = _negated_flags("Many electric kettles heat the water through the kettle's metal coil.")
    assert "negated-under-quantified-subject:counted" in flags


# -- 4. and 5. source checks -------------------------------------------------------------------


def test_collective_noun_with_who_takes_plural_verb(nlp) -> None:
    text = "The novel is about an old couple who live by the sea and sell fish to tourists."
    assert "disfluent" not in fitness_reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The novel is about an old couple that live by the sea and sell fish to tourists.",
        "The novel is about an old fisherman who live by the sea and sell fish to tourists.",
    ],
)
def test_relative_agreement_slip_stays_flagged(nlp, text: str) -> None:
    assert "disfluent" in fitness_reasons(nlp, text)


def test_quantifier_subject_before_verb_only_word_is_a_clause(nlp) -> None:
    text = (
        "All portray warriors with weapons corresponding to styles that are still common "
        "among the tribes of the coast and the hills."
    )
    reasons = fitness_reasons(nlp, text)
    assert "description" not in reasons and "fragment" not in reasons


def test_quantifier_before_adjective_stays_a_description(nlp) -> None:
    text = (
        "All happy individuals with characteristics corresponding to phenotypes that are still "
        "common among the inhabitants of the coast and the hills."
    )
    assert "description" in fitness_reasons(nlp, text)


# -- 6. lost_antecedent ----------------------------------------------------------------------


def _removal_flags(text: str) -> dict[str, set[str]]:
    return {
        p.hypothesis: set(pair_flags(p))
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_removed_premodifier_leaves_no_antecedent_lost() -> None:
    text = (
        "During the summer and winter seasons, the polar jet is dominated by a single, broad "
        "wave with air rising in the summer hemisphere and falling in the winter hemisphere."
    )
    removals = _removal_flags(text)
    hyp = next(h for h in removals if h.startswith("During the winter seasons,"))
    assert "lost_antecedent" not in removals[hyp]


def test_definite_with_of_complement_needs_no_antecedent() -> None:
    text = (
        "The device sorts the beads by colour or weight and in the second stage by length, to "
        "estimate the weight of the larger beads, or to sort the beads by colour."
    )
    removals = _removal_flags(text)
    hyp = next(h for h in removals if h.startswith("The device sorts the beads by colour and"))
    assert "lost_antecedent" not in removals[hyp]


def test_bare_definite_reiteration_stays_flagged() -> None:
    removals = _removal_flags(
        "The card is kept in a wallet or purse, and read by holding the wallet near the reader."
    )
    hyp = next(h for h in removals if h.startswith("The card is kept in a purse,"))
    assert "lost_antecedent" in removals[hyp]


# -- added: half-inflected-coordination ------------------------------------------------------


def test_half_inflected_coordination_registered_as_defect() -> None:
    assert flag_registry.severity("half-inflected-coordination") == flag_registry.DEFECT


@pytest.mark.parametrize(
    ("source_side", "rewritten", "bad"),
    [
        ("It is designed to destroy or disable targets.", "It destroyed or disable targets.", True),
        ("They tried to build and run the mill.", "They built and run the mill.", True),
        (
            "It is designed to destroy or disable targets.",
            "It destroys or disables targets.",
            False,
        ),
        ("They hope to read and write well.", "They read and write well.", False),
        ("They tried to build and run the mill.", "They tried to build and run the mill.", False),
    ],
)
def test_half_inflected_coordination(source_side: str, rewritten: str, bad: bool) -> None:
    assert half_inflected_coordination(source_side, rewritten) is bad
    assert half_inflected_coordination(rewritten, source_side) is bad


def test_verb_complement_rewrite_slip_is_flagged() -> None:
    text = (
        "A tank trap is a heavy obstacle often buried under or hidden on the road, and designed "
        "to destroy or disable enemy vehicles as they drive over or near it."
    )
    pairs = [
        p for p in mined_pairs(text, "verb_complement") if "destroyed or disable" in p.hypothesis
    ]
    assert pairs
    for p in pairs:
        assert "half-inflected-coordination" in pair_flags(p) and not p.well_formed
