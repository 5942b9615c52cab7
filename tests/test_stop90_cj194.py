"""Stop 90, cj194: conjunction removals in contexts that are not upward entailing or not
assertions.

* a "lest" clause ("so that not", H&P 2002 ch. 8 §14) is downward entailing: a conjunct removed
  inside it is no entailment (``syntax.downward_operator``, "lest"; Ladusaw 1979);
* the relative clause of a generic "he who"/"she who" is the restrictor of a generic, downward
  entailing (Barwise & Cooper 1981; ConjNLI §3): ``conjunction._generic_personal_restrictor``;
* a sentence that is only a subject with relative clauses ("He who A; who B.") has no matrix
  predicate and no truth value: no pair (``conjunction._relative_only_fragment``);
* the optative subjunctive "Peace be to ..." (Quirk et al. 1985 §3.59) asserts nothing: no pair
  (``conjunction._optative_be_clause``);
* "Please come and let's V": pseudo-coordination behind a politeness "please" (de Vos 2005):
  the light verb is not removed (``conjunction._pseudo_coordination``);
* coordinated "of"-phrases of a partitive head ("half of the A and of the B") are collective:
  no removal (``conjunction_nonboolean.partitive_of_phrases``).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, tuple[str, bool]]:
    """Hypothesis -> (label, well_formed) of every conjunct removal of ``text``."""
    return {
        p.hypothesis: (p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def _written(text: str) -> set[str]:
    """The shortened sentence of every well-formed pair of ``text``."""
    out = set()
    for p in mined_pairs(text, "conjunction"):
        if not p.well_formed:
            continue
        out.add(p.hypothesis if p.hypothesis_kind == "conjunct_removed" else p.premise)
    return out


# -- lest --------------------------------------------------------------------------------------


def test_removal_inside_lest_clause_is_neutral():
    got = _removals("She spoke softly, lest the guards hear her and wake the king.")
    assert got["She spoke softly, lest the guards wake the king."] == ("neutral", True)
    assert got["She spoke softly, lest the guards hear her."] == ("neutral", True)
    # a good neighbour is untouched
    kept = _removals("She closed the door and locked it, lest the dog escape.")
    assert kept["She closed the door."][0] == "entailment"


def test_task_lest_clause_removal_is_neutral():
    text = (
        "He has blinded their eyes and he hardened their heart, lest they should see with their"
        " eyes, and perceive with their heart, and would turn, and I would heal them."
    )
    short = (
        "He has blinded their eyes and he hardened their heart, lest they should perceive with"
        " their heart and would turn, and I would heal them."
    )
    assert _removals(text)[short][0] == "neutral"


# -- "he who" restrictor and relative-only fragments -------------------------------------------


def test_removal_in_she_who_restrictor_is_neutral():
    got = _removals("She who sews and knits will never be cold.")
    assert got["She who sews will never be cold."][0] == "neutral"
    assert got["She who knits will never be cold."][0] == "neutral"
    # a good neighbour is untouched
    kept = _removals("He who believes will be saved and will live forever.")
    assert kept["He who believes will be saved."][0] == "entailment"


def test_relative_only_fragment_gives_no_pair():
    assert not _written("She who keeps the law and loves mercy; who does not lie to her neighbour.")
    assert not _written(
        "He who has clean hands and a pure heart; who has not lifted up his soul to falsehood,"
        " and has not sworn deceitfully."
    )


# -- optative "be" ---------------------------------------------------------------------------


def test_optative_be_blessing_gives_no_pair():
    assert not _written("Grace be with you and with your children.")
    assert not _written(
        "Peace be to the brothers, and love with faith, from God the Father and the Lord Jesus"
        " Christ."
    )
    # a good neighbour is untouched
    assert "Peace is fragile." in _written("Peace is fragile and rare.")


# -- "Please come and let's" -----------------------------------------------------------------


def test_please_come_and_lets_is_one_event():
    text = 'The boy said to his father, "Please come and let\'s walk to the river, and rest there."'
    written = _written(text)
    assert 'The boy said to his father, "Let\'s walk to the river, and rest there."' not in written
    assert 'The boy said to his father, "Please come."' not in written
    # a good neighbour is untouched
    # (cj225: a removal that splices the quotation, "Please sit with us" from "Please sit and
    # eat with us", misquotes; the neighbour keeps one stretch of the speaker's words)
    kept_written = _written('She said, "Please sit and eat."')
    assert 'She said, "Please sit."' in kept_written


# -- partitive of-phrases --------------------------------------------------------------------


def test_partitive_of_phrases_give_no_removal():
    assert not _removals("Half of the singers and of the dancers left early.")
    assert not _removals(
        "This is the thing that you must do: a third part of you, who come in on the Sabbath, of"
        " the priests and of the Levites, shall be gatekeepers of the thresholds."
    )

    # a good neighbour is untouched
    kept = _removals("She spoke of the priests and of the Levites.")
    assert kept["She spoke of the priests."][0] == "entailment"
