"""Stop 83, branch rv16: four concepts that had a local copy beside a shared mechanism, each
now in one place (docs/ARCHITECTURE.md, "Stop 83: rv16").

* ``clause_scope.splice_mark``: the one test of the comma splice, a clause the parser hung as
  the complement of a later head with a mark between them (Quirk et al. 1985 App. III.7);
  ``clause_scope.spliced_clause``, presupposition's ``_spliced_clause``, implicature's
  ``formulae.spliced_clause`` and ``supplements._spliced_clause`` call it with their marks,
  relations and adjacency, and keep their own tests of what follows from the splice.
* ``syntax.agreeing_word``: the tensed word of a verb group, its first auxiliary else the verb
  (Quirk et al. 1985 §3.22-3.23 on the operator), with ``to=False`` for a caller that skips an
  infinitival "to"; the copies in fitness, verb_complement, verb_complement_context,
  complement and conjuncts call it.
* ``conjunction_nonboolean._mistagged_imperative``: the one test of a clause-initial imperative
  the tagger read as a noun or an adjective (the object test of cj173 and the noun test of
  ``_imperative_verb``, which shared their core).
* ``anaphora.prop_it``: "it is time" is prop "it" (Quirk et al. 1985 §10.26-10.27) for every
  caller, the verb_complement pronoun substitution too; ``ambiguous=False`` (conjuncts' lost
  antecedent) keeps only that reading, not the raising and extraposition shapes a referring
  "it" shares.

Constructed sentences through the real spaCy model."""

from __future__ import annotations

import pytest

from pipeline.parse import load, resolve_model
from pipeline.phenomena.conjunction_nonboolean import _imperative_verb, _mistagged_imperative
from pipeline.phenomena.presupposition.pairs import _spliced_clause
from pipeline.rewrite.anaphora import prop_it
from pipeline.rewrite.clause_scope import splice_mark, spliced_clause
from pipeline.syntax import agreeing_word
from tests.phenomenon_support import mined_pairs


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _word(nlp, text: str, word: str):
    return next(t for t in nlp(text) if t.text == word)


# --- the comma splice ----------------------------------------------------------------------------


def _clause(nlp, text: str, word: str):
    return _word(nlp, text, word)


def test_comma_splice_has_its_mark(nlp):
    clause = _clause(
        nlp, "The bridge collapsed, the river rose and the village flooded.", "collapsed"
    )
    mark = splice_mark(clause)
    assert mark is not None and mark.text == ","
    assert spliced_clause(clause)
    assert _spliced_clause(clause)


def test_comment_clause_has_the_mark_but_is_no_splice(nlp):
    clause = _clause(nlp, "The storm is coming, I think.", "coming")
    assert splice_mark(clause) is not None
    assert not spliced_clause(clause)  # "I think": a comment clause (H&P 2002 ch. 11 §9)
    assert not _spliced_clause(clause)  # "think" is a plug (Karttunen 1973)


def test_no_mark_no_splice(nlp):
    clause = _clause(nlp, "The bridge collapsed, the river rose and the village flooded.", "rose")
    assert splice_mark(clause) is None


# --- the tensed word: first auxiliary, else the verb -----------------------------------------


def test_tensed_word_is_the_first_auxiliary(nlp):
    verb = _word(nlp, "The old lanterns have been repaired by the smith.", "repaired")
    assert agreeing_word(verb).text == "have"


def test_tensed_word_is_the_verb_without_auxiliary(nlp):
    verb = _word(nlp, "The old lanterns hang above the gate.", "hang")
    assert agreeing_word(verb) is verb


def test_infinitival_to_counts_unless_the_caller_skips_it(nlp):
    verb = _word(nlp, "She wanted to mend the lanterns.", "mend")
    assert agreeing_word(verb).text == "to"
    assert agreeing_word(verb, to=False) is verb


# --- the imperative the tagger read as a noun or an adjective --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Clean the cellar and you will get a reward.",  # Clean/JJ with a direct object
        "Stare at the lamp long enough and you feel dizzy.",  # Stare/NN opening the sentence
    ],
)
def test_mistagged_imperative_is_read_as_imperative(nlp, text):
    doc = nlp(text)
    assert _mistagged_imperative(doc, doc[0], 0)
    assert _imperative_verb(doc, doc[0], 0)


@pytest.mark.parametrize(
    "text",
    [
        "Captain: and we sail at dawn.",  # a label before a colon
        "Clean water and fresh bread were scarce.",  # an adjective in a noun phrase
    ],
)
def test_label_or_adjective_is_no_imperative(nlp, text):
    doc = nlp(text)
    assert not _imperative_verb(doc, doc[0], 0)


# --- prop "it" of "it is time" -----------------------------------------------------------------


def _it(nlp, text: str):
    return next(t for t in nlp(text) if t.lower_ == "it")


def test_it_is_time_is_prop_it(nlp):
    it = _it(nlp, "It is high time we left.")
    assert prop_it(it)
    assert prop_it(it, ambiguous=False)


def test_the_time_with_a_determiner_keeps_its_referent(nlp):
    assert not prop_it(_it(nlp, "It was the time of my life."))


def test_raising_it_is_prop_only_when_ambiguity_is_allowed(nlp):
    it = _it(nlp, "The pump was repaired and it seems to work.")
    assert prop_it(it)
    assert not prop_it(it, ambiguous=False)


def test_complement_keeps_prop_it_of_time():
    """The pronoun substitution of verb_complement ("The council believes it ..." -> "The
    council ...") no longer replaces prop "it" (main wrote "The council is time for ...")."""
    pairs = mined_pairs("The council believes it is time for a new bridge.", "verb_complement")
    hypotheses = {p.hypothesis for p in pairs}
    assert "It is time for a new bridge." in hypotheses
    assert not any(h.startswith("The council is time") for h in hypotheses)
