"""Stop 82 round one, branch cj172: a premodifier the parse coordinated with the next head noun.

"the standard for [image] and [video recording]": the parse makes the first premodifier a
conjunct of the head noun, when the coordination is of two premodifiers sharing that head
("[image and video] recording"; Huddleston & Pullum 2002 ch. 15 §4.1, Quirk et al. 1985
§13.64). ``conjuncts._premodifier_read_as_head`` refuses the removal of the last conjunct then
(it would take the shared head: "for image"); removing the first stays ("for video recording").

Sentences are constructed and go through the real spaCy model and the real pipeline; the
adjective branch is checked on a hand-built parse of the shape the model gives in running text
("The binary" as the subject, "transforms" its conjunct)."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from pipeline.rewrite.conjuncts import _premodifier_read_as_head
from tests.phenomenon_support import written_conjunction_pairs

# --- bad: the shared head would go --------------------------------------------------------

NOUN_PAIR = "The lab built a new scanner for image and sound recording."
CARVING = "The museum runs workshops on wood and metal carving."


@pytest.mark.parametrize(
    "text, stranded",
    [
        (NOUN_PAIR, "The lab built a new scanner for image."),
        (CARVING, "The museum runs workshops on wood."),
    ],
)
def test_last_conjunct_with_the_shared_head_is_not_removed(text, stranded):
    assert stranded not in written_conjunction_pairs(text)
    assert stranded not in written_conjunction_pairs(text, "conjunct_added")


def test_first_premodifier_is_still_removed():
    hyp = "The lab built a new scanner for sound recording."
    assert written_conjunction_pairs(NOUN_PAIR)[hyp].heuristic_label == "entailment"


# --- good neighbours: two noun phrases, or a parse that already coordinates premodifiers ----


@pytest.mark.parametrize(
    "text, kept",
    [
        # a plural first conjunct is a noun phrase of its own
        (
            "The team thanked the nurses and hospital staff for their help.",
            "The team thanked the nurses for their help.",
        ),
        # a noun, then an adjective premodifier: unlike premodifiers, so two noun phrases
        (
            "The guests ate cheese and green olives on the terrace.",
            "The guests ate cheese on the terrace.",
        ),
        # its own article: a noun phrase of its own
        (
            "The town hired a baker and a school cook last spring.",
            "The town hired a baker last spring.",
        ),
        # the parse already coordinates the premodifiers: the head stays
        (
            "The standard sets rules for radio and television broadcasting.",
            "The standard sets rules for radio broadcasting.",
        ),
    ],
)
def test_noun_phrase_conjuncts_keep_their_removal(text, kept):
    assert kept in written_conjunction_pairs(text)


# --- the adjective branch on a hand-built parse -------------------------------------------


def _doc(nlp, words, tags, heads, deps):
    return Doc(nlp.vocab, words=words, tags=tags, heads=heads, deps=deps)


def test_adjective_coordinated_with_a_premodified_noun_is_a_premodifier(nlp):
    # "The binary and text codecs provided are listed ." parsed with "binary" the subject
    words = ["The", "binary", "and", "text", "codecs", "provided", "are", "listed", "."]
    tags = ["DT", "JJ", "CC", "NN", "NNS", "VBN", "VBP", "VBN", "."]
    heads = [1, 7, 1, 4, 1, 1, 7, 7, 7]
    deps = ["det", "nsubjpass", "cc", "compound", "conj", "acl", "auxpass", "ROOT", "punct"]
    doc = _doc(nlp, words, tags, heads, deps)
    assert _premodifier_read_as_head(doc, doc[2], [(0, 2), (3, 5)])


def test_determined_noun_before_a_premodified_noun_is_a_noun_phrase(nlp):
    # "the mayor and city council met ." : "the mayor" is a noun phrase of its own
    words = ["The", "mayor", "and", "city", "council", "met", "."]
    tags = ["DT", "NN", "CC", "NN", "NN", "VBD", "."]
    heads = [1, 5, 1, 4, 1, 5, 5]
    deps = ["det", "nsubj", "cc", "compound", "conj", "ROOT", "punct"]
    doc = _doc(nlp, words, tags, heads, deps)
    assert not _premodifier_read_as_head(doc, doc[2], [(0, 2), (3, 5)])


def test_a_word_before_its_own_compound_is_an_alias(nlp):
    # "Cobalt or cobalt blue is a pigment ." : an alias, no premodifier coordinated with itself
    words = ["Cobalt", "or", "cobalt", "blue", "is", "a", "pigment", "."]
    tags = ["NN", "CC", "NN", "NN", "VBZ", "DT", "NN", "."]
    heads = [4, 0, 3, 0, 4, 6, 4, 4]
    deps = ["nsubj", "cc", "compound", "conj", "ROOT", "det", "attr", "punct"]
    doc = _doc(nlp, words, tags, heads, deps)
    assert not _premodifier_read_as_head(doc, doc[1], [(0, 1), (2, 4)])
    # the same shape with two different words is a coordination of premodifiers
    words[2] = "copper"
    doc = _doc(nlp, words, tags, heads, deps)
    assert _premodifier_read_as_head(doc, doc[1], [(0, 1), (2, 4)])
