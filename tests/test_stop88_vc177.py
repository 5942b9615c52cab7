"""Stop 88, vc177: what a verb-complement hypothesis takes from the sentence, and the
counterfactive "wish".

* a clause with its own subject coordinated with a non-veridical matrix clause after the
  infinitive is no part of the complement ("They will desire to die, and death will flee from
  them" -> "They will die."; Quirk et al. 1985 §13.2, §16.38);
* a comma-set-off "for" phrase of motive ("for the love that he had", "for fear of ...") is the
  matrix agent's motive and leaves an object-control hypothesis (Quirk et al. 1985 §9.45);
* a that-complement that opens a quotation keeps the closing quotation mark after the stop;
* "wish" with the singular were-subjunctive presupposes its clause false in S and in ¬S alike
  (Karttunen 1971); "was"/"they were" keep RP19's neutral on the negated side;
* an emotive verb with anticipatory "it" and an infinitive of copular "be" names a prospect,
  not a state that holds ("it pleased her to be queen": neutral; Bolinger 1968).

Sentences go through the real spaCy model and the real pipeline; each is constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> dict[str, tuple[str, str, bool]]:
    """premise kind -> (hypothesis, label, well formed) of the complement pairs."""
    return {
        p.premise_kind: (p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement"
    }


def test_coordinated_main_clause_leaves_the_hypothesis():
    pairs = _pairs("The villagers will want to leave, and the soldiers will stop them.")
    assert pairs["original"][0] == "The villagers will leave.", pairs
    assert pairs["negated"][0] == "The villagers will leave.", pairs


def test_coordinated_main_clause_after_an_implicative_is_cut_since_vc210():
    # stop 97 (vc210) reversed this neighbour: after an implicative a ", and" main clause is
    # no part of the complement either; RP19's gold keeps only the comma-less and "but" ones
    pairs = _pairs("She managed to reach the summit, and her team cheered.")
    assert pairs["original"][:2] == ("She reached the summit.", "entailment"), pairs


def test_a_conjunct_inside_the_infinitive_stays():
    # neighbour: a conjunct of the infinitive is the complement's own ("go and stay")
    pairs = _pairs("He refused to go and stay there.")
    assert pairs["original"][0] == "He went and stayed there.", pairs


def test_motive_for_phrase_stays_with_subject_control():
    # neighbour: with subject control the motive stays with the same agent (RP19's gold)
    pairs = _pairs("The pilot chose to turn back, for some reason.")
    assert pairs["original"][0] == "The pilot turned back, for some reason.", pairs


def test_motive_for_phrase_goes_with_the_matrix():
    pairs = _pairs("The captain ordered the men to retreat, for fear of an ambush.")
    assert pairs["original"][0] == "The men retreated.", pairs


def test_motive_for_phrase_with_a_rebinding_pronoun():
    pairs = _pairs("Mary caused Anne to stay, for the pity that she felt for her.")
    assert pairs["original"][0] == "Anne stayed.", pairs


def test_a_for_phrase_of_duration_stays():
    # neighbour: "for the night" without a comma is the complement's own adjunct
    pairs = _pairs("She persuaded him to stay for the night.")
    assert pairs["original"][0] == "He stayed for the night.", pairs


def test_quoted_complement_keeps_its_closing_quotation_mark():
    pairs = _pairs("The clerks testify that the judge said, 'The case is closed.'")
    assert pairs["original"][0] == "The judge said, 'The case is closed.'", pairs


def test_a_balanced_quotation_is_not_doubled():
    # neighbour: a quotation closed inside the complement gets no second mark
    pairs = _pairs("He admits that the plan was 'risky' at the time.")
    assert pairs["original"][0] == "The plan was 'risky' at the time.", pairs


def test_negated_wish_with_the_were_subjunctive_contradicts():
    pairs = _pairs("She wishes she were taller.")
    assert pairs["original"][:2] == ("She is taller.", "contradiction"), pairs
    assert pairs["negated"][:2] == ("She is taller.", "contradiction"), pairs


def test_negated_wish_with_a_plain_past_form_stays_neutral():
    # neighbour: "was" is also the plain past; RP19's annotators read the negation neutral
    pairs = _pairs("He wished that Tuppence was around to taste it.")
    assert pairs["original"][1] == "contradiction", pairs
    assert pairs["negated"][1] == "neutral", pairs


def test_extraposed_emotive_over_a_state_is_prospective():
    pairs = _pairs("When the envoys brought the offer, it pleased the prince to be the heir.")
    assert pairs["original"][1] == "neutral", pairs
    assert pairs["negated"][1] == "neutral", pairs


def test_emotive_over_an_event_stays_factive():
    # neighbour: the emotion's cause is an event met ("to see him again"): KK68e's +/+
    pairs = _pairs("It pleased her to see him again.")
    assert pairs["original"][:2] == ("She saw him again.", "entailment"), pairs


def test_coordinated_main_clause_after_a_semicolon_goes_with_its_break():
    pairs = _pairs("The guards tried to open the gate; and the crowd waited outside.")
    assert pairs["original"][:2] == ("The guards opened the gate.", "neutral"), pairs
