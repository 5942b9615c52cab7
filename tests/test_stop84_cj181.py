"""Stop 84 round four, branch cj181: an "and" in the restrictor of a generic singular subject.

A characterising sentence ("A wise and learned person will listen", "Blessed is the person who
is kind and who forgives") quantifies over the cases its subject describes (Krifka et al. 1995,
the generic operator GEN), and a restrictor is downward entailing (Ladusaw 1979): removing a
restriction is not entailed, and adding one is entailed only on a strictly universal reading,
which a generic lacks. Both directions are neutral (``generic_restrictor``). A past-tense
sentence (episodic, the indefinite is existential), an inanimate indefinite subject of a
stage-level predicate ("a new window will open": existential, Diesing 1992) and a singular
definite subject of an ordinary predicate (one referent) keep their labels.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs


def _label(text: str, kind: str, rewritten: str) -> str:
    pairs = written_conjunction_pairs(text, kind)
    assert rewritten in pairs, sorted(pairs)
    return pairs[rewritten].heuristic_label


_ADJECTIVES = "A careful and patient teacher listens to every pupil."
_MODAL = "He will spoil his supper with sweets, but a wise and careful child will refuse them."
_BEATITUDE = "Happy is the farmer who plants early and harvests late."


# --- bad cases: the Boolean labels of an upward position are neutral now ----------------------


def test_removed_adjective_of_generic_indefinite_is_neutral():
    hypothesis = "A patient teacher listens to every pupil."
    assert _label(_ADJECTIVES, "conjunct_removed", hypothesis) == "neutral"


def test_removed_adjective_under_characterising_modal_is_neutral():
    hypothesis = "He will spoil his supper with sweets, but a wise child will refuse them."
    assert _label(_MODAL, "conjunct_removed", hypothesis) == "neutral"


def test_removed_relative_conjunct_of_beatitude_is_neutral():
    hypothesis = "Happy is the farmer who plants early."
    assert _label(_BEATITUDE, "conjunct_removed", hypothesis) == "neutral"


def test_added_relative_conjunct_of_beatitude_is_neutral():
    premise = "Happy is the farmer who plants early."
    assert _label(_BEATITUDE, "conjunct_added", premise) == "neutral"


def test_coordinated_relative_clauses_of_beatitude_are_neutral():
    text = "Blessed is the quiet man who is found honest, and who does not chase fame."
    hypothesis = "Blessed is the quiet man who is found honest."
    assert _label(text, "conjunct_removed", hypothesis) == "neutral"


# --- good neighbours: episodic, existential or referential subjects keep their labels --------


def test_past_tense_indefinite_keeps_entailment():
    text = "A careful and patient teacher listened to every pupil."
    hypothesis = "A patient teacher listened to every pupil."
    assert _label(text, "conjunct_removed", hypothesis) == "entailment"


def test_inanimate_indefinite_subject_keeps_entailment():
    text = "A new and empty window will open."
    assert _label(text, "conjunct_removed", "A new window will open.") == "entailment"


def test_singular_definite_subject_keeps_entailment():
    text = "The careful and patient teacher listens to every pupil."
    hypothesis = "The patient teacher listens to every pupil."
    assert _label(text, "conjunct_removed", hypothesis) == "entailment"


def test_clause_coordination_after_generic_keeps_entailment():
    text = "A careful teacher listens to every pupil, and the pupils trust her."
    hypothesis = "A careful teacher listens to every pupil."
    assert _label(text, "conjunct_removed", hypothesis) == "entailment"
