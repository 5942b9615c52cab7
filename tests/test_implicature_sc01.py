"""implicature (stop 101, branch sc01): the embeddings scope over the trigger's clause, never
a clause above a relative or adverbial clause that holds the trigger.

``pairs.embedding_target`` already refuses a trigger in a relative, adverbial or finite
complement clause (Simons et al. 2010: backgrounded content projects out of the matrix
operators); these tests pin the rule that the presupposition and verb_complement changes of
sc01 extend (one rule for the three phenomena: the operator scopes over the trigger's clause,
NOPE §3, IMPPRES §4).

Constructed sentences through the real spaCy model and the real extractor/rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_premises_by_kind

EMBEDDED = {"negated", "modal", "interrogative", "conditional"}


def test_trigger_in_relative_clause_gets_no_embedded_premise():
    premises = implicature_premises_by_kind(
        "She thanked the man who had eaten some of the cookies."
    )
    assert not EMBEDDED & set(premises)


def test_trigger_in_preposed_adverbial_clause_gets_no_embedded_premise():
    text = "When the guests had eaten some of the cookies, the host left."
    assert not EMBEDDED & set(implicature_premises_by_kind(text))


def test_near_miss_trigger_in_main_clause_is_embedded():
    premises = implicature_premises_by_kind("The guests ate some of the cookies.")
    assert premises["interrogative"] == "Did the guests eat some of the cookies?"
    assert premises["conditional"] == "If the guests ate some of the cookies, it's okay."
