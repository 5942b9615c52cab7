"""Stop 76 round one, branch ng09: no negation (or other operator) inside an imperative.

An imperative is a directive: it denotes no proposition but a property the addressee is to make
true (Portner 2004, 2007; Searle 1976), so it has no sentential "not" of a declarative, and a
"not" put into the clause under it ("Make sure that the file isn't saved") reverses what the
addressee is told to do instead of denying the sentence (NOPE §3 negates the main clause; the
rubric's (b)). The rewriter already refused a bare imperative root (``imperative``); now it
refuses a clause subordinate to one (``imperative-host``, negation.imperative_host), for the
addition and the removal alike, and the modal, question and "if" embeddings refuse it too.
Good neighbours: a declarative host with the same complement, a declarative before an
imperative tag ("..., remember?"), a declarative conjunct after an imperative, and the
verb-veridicality convention of negating a non-finite verb in place.
Sentences constructed for these tests, parsed by the real spaCy model.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import imperative_host, negate
from tests.phenomenon_support import mined_pairs


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


def _neg(doc, word: str, above_only: bool = True):
    return negate(doc, _token(doc, word), contract=True, above_only=above_only)


# -- the addition: no "not" inside the content of a directive ------------------------------------


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Make sure that the telescope is connected.", "connected"),
        ("Check whether the mount has stopped tracking.", "stopped"),
        ("Remember that the dome closed at midnight.", "closed"),
        ("Open the menu and make sure that the file was saved again.", "saved"),
        ("Never assume that the clock is right.", "is"),
    ],
)
def test_negation_inside_an_imperative_is_refused(nlp, text, word, above_only):
    result = _neg(nlp(text), word, above_only)
    assert not result.ok
    assert "imperative-host" in result.flags
    assert result.text == text


@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        (
            "The manual says that the telescope is connected.",
            "connected",
            "The manual says that the telescope isn't connected.",
        ),
        (
            "The guide reminds you that the dome closed at midnight.",
            "closed",
            "The guide reminds you that the dome didn't close at midnight.",
        ),
    ],
)
def test_same_complement_under_a_declarative_is_negated(nlp, text, word, negated):
    """Control: a statement's complement clause still takes the "not" as before."""
    result = _neg(nlp(text), word, above_only=False)
    assert result.ok and result.text == negated
    assert "imperative-host" not in result.flags


def test_declarative_before_an_imperative_tag_is_negated(nlp):
    """Control: "remember?" comments on the statement before it (Quirk et al. 1985 §15.54)."""
    doc = nlp("You sent both of the reports, remember?")
    assert imperative_host(_token(doc, "sent")) is None
    result = _neg(doc, "sent", above_only=False)
    assert result.ok and result.text == "You didn't send both of the reports, remember?"


def test_declarative_conjunct_after_an_imperative_is_no_host(nlp):
    """Control: a coordinate clause with its own subject is not subordinate to the directive."""
    doc = nlp("Press the switch, and the dome manages to rotate.")
    assert imperative_host(_token(doc, "manages")) is None
    result = _neg(doc, "manages", above_only=False)
    assert result.ok and "doesn't manage to rotate" in result.text


def test_nonfinite_verb_under_an_imperative_keeps_the_in_place_negation(nlp):
    """Control: the verb-veridicality convention negates the verb itself ("not ensuring", RP19
    §3), and its gold writes it under an imperative host too."""
    doc = nlp("Praise the crew for ensuring that the logs are complete.")
    result = _neg(doc, "ensuring", above_only=False)
    assert result.ok
    assert result.text == "Praise the crew for not ensuring that the logs are complete."


# -- the removal: the same refusal -------------------------------------------------------------


def test_removal_inside_a_negative_imperative_is_refused(nlp):
    doc = nlp("Don't forget that the port isn't open.")
    result = _neg(doc, "open")
    assert not result.ok and "imperative-host" in result.flags
    assert result.text == "Don't forget that the port isn't open."


def test_removal_under_a_declarative_stays(nlp):
    """Control: the same clause under a statement loses its "not"."""
    doc = nlp("The admin doesn't forget that the port isn't open.")
    result = negate(doc, _token(doc, "open"), contract=True)
    assert result.ok and result.text == "The admin doesn't forget that the port is open."


# -- the other embeddings -------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["modal", "interrogative", "conditional"])
def test_embedding_inside_an_imperative_is_refused(nlp, kind):
    """The "if" made "*If make sure that the telescope is connected, it's okay" (well formed)."""
    doc = nlp("Make sure that the telescope is connected.")
    result = embed(doc, kind, _token(doc, "connected"))
    assert not result.ok and "imperative" in result.flags


def test_modal_under_a_declarative_host_stays(nlp):
    """Control: a report's complement still takes the modal (a verb of saying)."""
    doc = nlp("The manual says that the telescope is connected.")
    result = embed(doc, "modal", _token(doc, "connected"))
    assert result.ok and "might be connected" in result.text


# -- through the real pipeline ---------------------------------------------------------------------


def test_verb_complement_writes_no_negated_premise_inside_an_imperative():
    text = "Make sure that the script manages to open the port."
    negated = [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]
    assert not negated


def test_verb_complement_negates_the_same_clause_under_a_statement():
    """Control: under a report the negated premise is written, well formed."""
    text = "The log shows that the script managed to open the port."
    premises = {
        p.premise: p.well_formed
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "negated"
    }
    assert premises.get("The log shows that the script did not manage to open the port.")
