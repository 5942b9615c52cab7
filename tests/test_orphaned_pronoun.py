"""Stop 28, from the judges of blind slice s1128e: a cut to the trigger's clause or conjunct
must not keep a pronoun whose antecedent went with the cut ("Much of her work was composed for
choir, and many of these were inspired by spirituals" -> "Were many of these inspired ...?").
Constructed sentences through the real parser (``pipeline.process.run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from pipeline.rewrite.clause_scope import orphaned_pronoun


def _pairs(text: str, phenomenon: str) -> list:
    return run_texts([text], [phenomenon])[1].pairs


@pytest.mark.parametrize(
    "text",
    [
        "Much of her music was written for choirs, and many of these were inspired by hymns.",
        "The novel is the third book in the Harbor series but is set before most of them.",
    ],
)
def test_no_implicature_pair_keeps_a_pronoun_whose_antecedent_was_cut(text):
    assert _pairs(text, "implicature") == []


def test_a_clause_with_its_own_antecedent_keeps_its_pairs():
    pairs = _pairs("The team won most of its games, and the fans celebrated.", "implicature")
    assert {p.premise_kind for p in pairs} == {"original", "modal", "interrogative", "conditional"}
    assert all("fans" not in p.premise for p in pairs if p.premise_kind != "original")


def test_a_determiner_is_no_pronoun(nlp):
    doc = nlp("The club sold the stadium, and these players left.")
    keep = {t.i for t in doc if t.i > 5}
    assert not orphaned_pronoun(doc, keep)
    doc = nlp("The club sold the stadium, and these left.")
    assert orphaned_pronoun(doc, {t.i for t in doc if t.i > 5})
