"""presupposition (stop 101 integration): a passive clause-embedding verb graded by "so" + an
adverb, with its theme as subject, takes a result clause, not a content clause (the
verb_complement test of vc220, ``filled_slot_degree_result_clause``, shared; Huddleston &
Pullum 2002 ch. 11 §4.6). Real spaCy parses through the real run path."""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts

CEP = "clause_embedding_predicates"


def test_result_clause_of_so_is_no_factive_complement():
    text = "Her talent was so widely recognized that she won every prize."
    assert original_presupposition_drafts(text, CEP) == set()


def test_extraposed_complement_keeps_its_draft():
    # near miss: expletive "it", the clause is the verb's own (extraposed) complement
    text = "It was widely recognized that she had won every prize."
    assert original_presupposition_drafts(text, CEP) == {"She had won every prize."}
