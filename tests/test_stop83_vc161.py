"""verb_complement, stop 83 (branch vc161): veridicality does not project through a non-factive
attitude or report (Karttunen 1971; Nairn, Condoravdi & Karttunen 2006, "Computing relative
polarity").

An implicative's entailment about its complement holds for the speaker only if the clause with
the implicative is asserted. Under a non-factive attitude the complement's polarity is UNKNOWN,
whoever holds the attitude: "I don't think they managed to open it" (a neg-raised "I think
not-P", Horn 1989 ch. 5), "I thought they managed" and "I hope you managed to find it" leave
"They opened it" / "You found it" open. Before, an attitude verb with a first-person subject
was no plug at all (the right call for a factive's presupposition, Heim 1992: "I hope you know
that X" commits the speaker to X), so the detached hypothesis took the implicative's label.
The first-person present positive weak assertive ("I think P") stays a hedged assertion of P
(Urmson 1952; Hooper 1975), as RP19's annotators rate it.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import assessed_vcomp_labels

# a report by another: the detached complement is never entailed, the in-place one keeps the label


def test_report_leaves_detached_complement_open():
    labels = assessed_vcomp_labels(
        "She said that the pilot managed to land the plane.", "The pilot landed the plane."
    )
    assert set(labels.values()) <= {"neutral"}


def test_report_keeps_in_place_entailment():
    text = "She said that the pilot managed to land the plane."
    assert (
        assessed_vcomp_labels(text, "She said that the pilot landed the plane.").get("original")
        == "entailment"
    )


def test_factive_neighbour_keeps_entailment():
    text = "She knew that the pilot managed to land the plane."
    assert (
        assessed_vcomp_labels(text, "The pilot managed to land the plane.").get("original")
        == "entailment"
    )


# a first-person non-factive attitude over an implicative: neutral


def test_negated_neg_raiser_over_implicative_is_neutral():
    text = "We don't believe the crew managed to repair the engine."
    assert assessed_vcomp_labels(text, "The crew repaired the engine.").get("original") == "neutral"


def test_first_person_hope_over_implicative_is_neutral():
    text = "I hope the courier remembered to lock the gate."
    assert assessed_vcomp_labels(text, "The courier locked the gate.").get("original") == "neutral"


def test_first_person_past_belief_over_implicative_is_neutral():
    # a former belief, no present hedge: the detached complement is never entailed (the builder
    # keeps the frame here: "I thought the engineers restored the power.")
    text = "I thought the engineers managed to restore the power."
    assert set(assessed_vcomp_labels(text, "The engineers restored the power.").values()) <= {
        "neutral"
    }


def test_first_person_present_hedge_keeps_entailment():
    # "I think P": a parenthetical hedge whose complement is the main assertion (Urmson 1952)
    text = "I think the engineers managed to restore the power."
    assert (
        assessed_vcomp_labels(text, "The engineers restored the power.").get("original")
        == "entailment"
    )


# a first-person attitude over a factive: the presupposition is the speaker's (Heim 1992)


def test_first_person_attitude_over_factive_keeps_entailment():
    text = "I think the guard realized that the gate was open."
    assert assessed_vcomp_labels(text, "The gate was open.").get("original") == "entailment"


def test_unembedded_implicative_keeps_entailment():
    text = "The crew managed to repair the engine."
    assert (
        assessed_vcomp_labels(text, "The crew repaired the engine.").get("original") == "entailment"
    )
