"""Demonstrative "that" + comma is no complementizer (pr205, stop 92; shared syntax layer).

"V that, SUBJ VERB ...": the comma right after "that" ends the verb phrase, so "that" is the
demonstrative object and the next clause a separate main clause (Huddleston & Pullum 2002
ch. 11 §3.2; Quirk et al. 1985 §15.3, §6.40). Neither presupposition (clause-embedding
predicates) nor verb_complement ("that") may build a complement candidate on it. A fronted
adjunct or a disjunct after the comma ("that, after the war, S") keeps the complementizer.
Constructed sentences through the real pipeline (real spaCy parse).
"""

from __future__ import annotations

import pytest

from pipeline.parse import load, resolve_model
from pipeline.syntax import demonstrative_that_object
from tests.phenomenon_support import mined_pairs


def _hyps(text: str, phenomenon: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, phenomenon)}


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


DEMONSTRATIVE = [
    ("She knows that, he is only teasing her.", "He is only teasing her."),
    ("We realized that, the ferry was already gone.", "The ferry was already gone."),
    ("I know that, it is a long drive.", "It is a long drive."),
]


@pytest.mark.parametrize(("text", "clause"), DEMONSTRATIVE)
def test_demonstrative_that_comma_is_no_presupposition(text: str, clause: str) -> None:
    pairs = mined_pairs(text, "presupposition")
    assert not [p for p in pairs if p.subtype == "clause_embedding_predicates"]
    assert clause not in _hyps(text, "presupposition")


@pytest.mark.parametrize(("text", "clause"), DEMONSTRATIVE)
def test_demonstrative_that_comma_is_no_verb_complement(text: str, clause: str) -> None:
    assert clause not in _hyps(text, "verb_complement")


def test_syntax_helper_reads_full_noun_subject(nlp) -> None:
    doc = nlp("They noticed that, the kitchen was flooded.")
    verb = next(t for t in doc if t.lower_ == "noticed")
    assert demonstrative_that_object(doc, verb)


# -- near misses: the complementizer stays ------------------------------------------------------


def test_fronted_adjunct_after_that_comma_keeps_presupposition() -> None:
    hyps = _hyps("She knew that, after the war, the city was empty.", "presupposition")
    assert any("city was empty" in h for h in hyps)


def test_disjunct_after_that_comma_keeps_verb_complement() -> None:
    hyps = _hyps("He noticed that, frankly, the hall was cold.", "verb_complement")
    assert any("hall was cold" in h for h in hyps)


def test_plain_complementizer_keeps_both() -> None:
    text = "She knows that he is only teasing her."
    assert "He is only teasing her." in _hyps(text, "presupposition")
    assert "He is only teasing her." in _hyps(text, "verb_complement")


def test_syntax_helper_leaves_fronted_adjunct(nlp) -> None:
    doc = nlp("They noticed that, by noon, the kitchen was flooded.")
    verb = next(t for t in doc if t.lower_ == "noticed")
    assert not demonstrative_that_object(doc, verb)
