"""Stop 75 round one, branch ng05: negated and embedded premises of verb_complement and
presupposition that are ill formed or scope over the wrong clause (blind reviews s1204l and
s1204k). Sentences go through the real spaCy model and the real run path; they are constructed
in the shape of the reviewed ones. Controls (good neighbours) say so.

- an indefinite under the added negation cannot antecede a later definite (Karttunen 1976);
- a hedged performative with the writer's third-person self-reference ("The author would like
  to thank") is not negated (Fraser 1975; Wales 1996);
- one half of a distributive pair ("one value ... and one value ...") is not negated alone;
- a clause set off by ";" that the parser hung on the next one as an adverbial clause is no
  scope for an operator on that next one (Quirk et al. 1985 App. III.18);
- the reformulatory conjunct "That is," is left out of a question, modal or "if";
- a sentence-initial as-parenthetical projects (Potts 2002): no modal, question or "if", and
  the negation is flagged;
- a summative appositive ("..., a change that ...") projects (Potts 2005): likewise;
- an anaphoric "then" in an "if"-antecedent reads as the conditional's "then" (Iatridou 1994).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _premises(text: str, phenomenon: str, kind: str) -> dict[str, bool]:
    """Premise -> well formed (settled) of the pairs of ``kind`` mined from ``text``."""
    return {p.premise: kept(p) for p in mined_pairs(text, phenomenon) if p.premise_kind == kind}


def _flags(text: str, phenomenon: str, kind: str) -> set[str]:
    return {
        f
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == kind
        for f in p.features.get("flags") or []
    }


# -- negation: an indefinite antecedent under the added negation --------------------------------


def test_negated_indefinite_antecedent_is_refused():
    text = "She decided to write a letter, and the letter reached him in May."
    premises = _premises(text, "verb_complement", "negated")
    assert premises, "the negated premise is still written, flagged"
    assert not any(premises.values())
    assert "discourse-clash:negated-antecedent" in _flags(text, "verb_complement", "negated")


def test_negated_indefinite_without_later_definite_stays():
    """Control: a later indefinite takes up nothing."""
    text = "She decided to write a letter, and a parcel reached him in May."
    premises = _premises(text, "verb_complement", "negated")
    assert "She did not decide to write a letter, and a parcel reached him in May." in premises
    assert "discourse-clash:negated-antecedent" not in _flags(text, "verb_complement", "negated")


def test_definite_inside_the_negated_verb_phrase_stays():
    """Control: "not allowed to [return a value and pass the value on]": both under "not"."""
    text = "The program is allowed to return a value and pass the value on."
    assert "discourse-clash:negated-antecedent" not in _flags(text, "verb_complement", "negated")


# -- negation: the authorial hedged performative ---------------------------------------------------


def test_authorial_performative_is_not_negated():
    for text in (
        "The authors would like to thank the reviewers for their comments.",
        # a list of names after a colon, which the parser hangs on the subject
        "The author would like to thank the following people for their help with various "
        "drafts of this essay: Ann Lee, Bob Ray, Carl Moe, Dan Poe, Eve Kim, Fay Roe.",
    ):
        premises = _premises(text, "verb_complement", "negated")
        assert premises and not any(premises.values()), text
        assert "negated-discourse-formula" in _flags(text, "verb_complement", "negated")


def test_author_of_something_else_is_no_performative():
    """Control: "the author of the letter" is a third person, and "see" no speech act."""
    for text in (
        "The author of the letter would like to thank the mayor.",
        "The author would like to see more examples in the book.",
    ):
        assert "negated-discourse-formula" not in _flags(text, "verb_complement", "negated")


# -- negation: one half of a distributive pair ---------------------------------------------------


def test_one_half_of_distributive_pair_is_not_negated():
    text = "In many cases, one value seems to be the common case and one value is a rare case."
    premises = _premises(text, "verb_complement", "negated")
    assert premises and not any(premises.values())
    assert "negated-parallel-conjunct" in _flags(text, "verb_complement", "negated")


def test_plain_coordinated_subjects_are_no_distributive_pair():
    """Control: "the first value ... and the second value" divide nothing by "one"."""
    text = "In most cases the first value seems to be the common case and the second is rare."
    assert "negated-parallel-conjunct" not in _flags(text, "verb_complement", "negated")


# -- embedding: a semicolon clause misparsed as adverbial ------------------------------------------


def test_operator_does_not_skip_the_triggers_semicolon_clause():
    text = "Consult the library's manual for more details; the Stack class offers a clean API."
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind in ("negated", "modal", "interrogative", "conditional")
    ]
    assert [p for p in pairs if kept(p)] == []


def test_trigger_in_the_only_clause_keeps_its_question():
    """Control: one clause, the trigger in it."""
    text = "The Stack class offers the library's manual a clean API."
    assert _premises(text, "presupposition", "interrogative")


# -- embedding: detached "That is," ----------------------------------------------------------------


def test_that_is_left_out_of_the_question():
    text = "That is, there is only one built-in string type, named str."
    premises = _premises(text, "presupposition", "interrogative")
    assert "Is there only one built-in string type, named str?" in premises
    assert not any(p.startswith("That is") for p in premises)


# -- as-parenthetical ---------------------------------------------------------------------------


def test_as_parenthetical_refuses_modal_question_conditional():
    text = "As noted above, the parser stopped supporting the old syntax."
    for kind in ("modal", "interrogative", "conditional"):
        assert not any(_premises(text, "presupposition", kind).values()), kind
    assert "discourse-clash:as-parenthetical" in _flags(text, "presupposition", "negated")


def test_as_of_is_no_parenthetical():
    """Control: "As of version 3," is a time adjunct inside the clause."""
    text = "As of version 3, the parser stopped supporting the old syntax."
    assert any(_premises(text, "presupposition", "interrogative").values())


# -- summative appositive -----------------------------------------------------------------------


def test_summative_appositive_refuses_embedding():
    text = "The team stopped moving the office to Berlin, a decision that surprised everyone."
    for kind in ("modal", "interrogative", "conditional"):
        assert not any(_premises(text, "presupposition", kind).values()), kind
    assert "discourse-clash:supplement" in _flags(text, "presupposition", "negated")


def test_appositive_on_a_noun_stays():
    """Control: "the mayor, a man who rarely smiles" is anchored to the noun."""
    text = "She stopped visiting the mayor, a man who rarely smiles."
    assert any(_premises(text, "presupposition", "interrogative").values())


# -- conditional: anaphoric "then" ----------------------------------------------------------------


def test_then_in_antecedent_refuses_conditional():
    text = "The parser's tables then reference the grammar, which references its own rules."
    assert not any(_premises(text, "presupposition", "conditional").values())
    assert any(_premises(text, "presupposition", "modal").values())
