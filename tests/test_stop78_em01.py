"""Stop 78 round one, branch em01: what the embedding rewriter (``rewrite/embedding.py``, used by
every phenomenon) must leave out of, or refuse for, the modal, question and conditional.

1. Enumerative and exemplifying connectives set off by a comma ("Finally, ...", "For example,
   ...") are connective adjuncts that order the sentence in the text (Quirk et al. 1985
   §8.137; Huddleston & Pullum 2002 ch. 8): they stay out of the embedding, as "However, ..."
   already did.
2. A sentence opening with a bare noting verb and "that" ("Notice that ...") is an imperative
   (Huddleston & Pullum 2002 ch. 10 §9.1) even when the parser takes the verb for a subject: no
   truth value to embed.
3. An evidential adverb inside the main clause ("..., apparently for ...") resists questions
   and conditional antecedents (Bellert 1977; Ernst 2009 §2): no question or conditional.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a good neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str = "presupposition") -> dict[str, set[str]]:
    """Well-formed embedded premises of ``text`` by premise kind."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, phenomenon, assess_sources=True):
        if p.premise_kind != "original" and p.well_formed:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


# 1. connective adjuncts stay out of the embedding


def test_enumerative_finally_stays_out_of_the_antecedent():
    premises = _premises("Finally, this section explains how the tool stores your notes.")
    assert premises.get("conditional") == {
        "If this section explains how the tool stores your notes, it's okay."
    }


def test_finally_stays_in_front_of_a_might_clause():
    # good neighbour: before a "might" clause or a question the connective stays in front,
    # outside the operator, and reads well
    premises = _premises("Finally, this page explains how the parser reads your files.")
    assert any(p.startswith("Finally, ") for p in premises.get("modal", set()))
    assert premises.get("conditional") == {
        "If this page explains how the parser reads your files, it's okay."
    }


def test_for_example_stays_out_of_the_antecedent():
    premises = _premises("For example, the balances of both ledgers drop after the sale.")
    assert premises.get("conditional") == {
        "If the balances of both ledgers drop after the sale, it's okay."
    }


def test_example_as_a_noun_is_kept():
    # good neighbour: "for example" that is no connective (a PP inside the clause) stays
    premises = _premises("This section explains how the tool stores the notes for example files.")
    assert any("for example files" in p for p in premises.get("conditional", set()))


# 2. "Notice that ..." is an imperative, whatever the parse


def _misparsed_notice(nlp) -> object:
    """The parse the model gave a review sentence of this shape (blind review s1204s): the
    opening "Notice" taken for the subject of the complement's verb, which became the root.
    Built by hand since the model parses most such sentences right."""
    from spacy.tokens import Doc

    words = ["Notice", "that", "the", "sum", "of", "the", "rows", "only", "shows", "totals", "."]
    tags = ["VB", "IN", "DT", "NN", "IN", "DT", "VBZ", "RB", "VBZ", "NNS", "."]
    pos = ["VERB", "SCONJ", "DET", "NOUN", "ADP", "DET", "VERB", "ADV", "VERB", "NOUN", "PUNCT"]
    deps = ["nsubj", "mark", "det", "nsubj", "prep", "det", "ccomp", "advmod", "ROOT", "dobj",
            "punct"]  # fmt: skip
    heads = [8, 6, 3, 6, 3, 6, 0, 8, 8, 8, 8]
    return Doc(nlp.vocab, words=words, tags=tags, pos=pos, deps=deps, heads=heads)


def test_misparsed_notice_that_is_a_directive(nlp):
    from pipeline.rewrite.embedding import directive, embed

    doc = _misparsed_notice(nlp)
    assert doc[8].dep_ == "ROOT" and doc[0].dep_ == "nsubj"
    assert directive(doc)
    for kind in ("modal", "interrogative", "conditional"):
        assert not embed(doc, kind).ok


def test_notice_that_is_not_embedded():
    text = "Notice that the sum of the parent rows only shows the value of the child rows."
    premises = mined_pairs(text, "presupposition", assess_sources=True)
    embedded = [p for p in premises if p.premise_kind != "original" and p.well_formed]
    assert embedded == []


def test_noticed_that_in_a_statement_is_embedded():
    # good neighbour: a declarative with a subject before the noting verb is a statement
    premises = _premises("The clerk noticed that only the top row was shown in the report.")
    assert any(p.startswith("If the clerk noticed") for p in premises.get("conditional", set()))


# 3. a medial evidential adverb takes no question or conditional


def test_medial_apparently_refuses_question_and_conditional():
    premises = _premises(
        "Red and Blue are used only in the old importer, apparently for completeness with the "
        "standard."
    )
    assert "conditional" not in premises
    assert "interrogative" not in premises


def test_medial_mainly_still_takes_question_and_conditional():
    premises = _premises(
        "Red and Blue are used only in the old importer, mainly for completeness with the standard."
    )
    assert premises.get("conditional") == {
        "If Red and Blue are used only in the old importer, mainly for completeness with the "
        "standard, it's okay."
    }
    assert "interrogative" in premises


def test_apparently_in_a_relative_clause_does_not_refuse():
    premises = _premises("Only the old importer reads the file that apparently came from the bank.")
    assert "interrogative" in premises
