"""Stop 72 round two, pr135 (review s1204d, FOLDOC): presupposition drafts that misstate the
presupposition (docs/presupposition.md, "Stop 72, pr135").

Sentences go through the real spaCy model. Where a rule answers a parser error the sentence has
to reproduce that error, so it stays close to the reviewed one; the others are constructed.
Each fix has a neighbour that must keep its draft.
"""

from __future__ import annotations

from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- "only": the prejacent of the trigger's own clause, not of a comma-spliced one ---------


def test_only_prejacent_leaves_a_comma_spliced_clause_out():
    s = "There is no OSPF EGP, OSPF is an IGP only."
    assert _drafts(s, "only") == {"OSPF is an IGP."}


def test_only_under_a_fronted_reported_clause_keeps_it():
    s = "The server was down, she only said."
    assert _drafts(s, "only") == {"The server was down, she said."}


def test_only_in_a_plain_clause_keeps_its_prejacent():
    assert _drafts("The lab only uses the other room.", "only") == {"The lab uses the other room."}


# -- "only" on a noun the parser took for a verb: no bare noun phrase as the draft ----------


def test_only_on_a_misparsed_object_gives_no_bare_noun_phrase():
    s = "J uses only the ASCII character set but has a spelling scheme that retains the old look."
    assert _drafts(s, "only") == set()


# -- a person's prose pieces are written by them, not had -------------------------------------


def test_a_persons_articles_give_no_have_draft():
    s = "A.K. Dewdney's articles are still the most readable introduction to the game."
    assert _drafts(s, "possessed_definites") == set()


def test_a_magazines_articles_keep_the_have_draft():
    s = "The magazine's articles are still the most readable introduction to the game."
    assert _drafts(s, "possessed_definites") == {"The magazine has articles."}


# -- a deverbal noun of motion with a path phrase is an event, not a thing had ---------------


def test_an_agents_entry_into_a_business_gives_no_have_draft():
    s = "The venture marked the company's entry into the computer business."
    assert _drafts(s, "possessed_definites") == set()


def test_a_concrete_possessum_with_a_path_phrase_keeps_the_have_draft():
    s = "The company's road to the sea was closed."
    assert _drafts(s, "possessed_definites") == {"The company had a road."}


def test_a_concrete_possessum_keeps_the_have_draft():
    assert _drafts("John's bicycle was stolen.", "possessed_definites") == {"John had a bicycle."}


# -- the commas around a parenthetical in the subject stay ------------------------------------


def test_parenthetical_commas_in_the_subject_stay():
    s = "Most of the staff, particularly in the north, stopped smoking last year."
    assert _drafts(s, "aspectual_verbs") == {
        "Most of the staff, particularly in the north, had been smoking before."
    }


def test_subject_without_a_parenthesis_has_no_comma():
    s = "Most of the staff in the north stopped smoking last year."
    assert _drafts(s, "aspectual_verbs") == {
        "Most of the staff in the north had been smoking before."
    }


# -- a content clause's subject pronoun takes the finder's subject ----------------------------


def test_they_of_a_found_clause_takes_the_subject():
    s = "Thousands of office workers found that they could use the program to write reports."
    assert _drafts(s, "clause_embedding_predicates") == {
        "Thousands of office workers could use the program to write reports."
    }


def test_a_gendered_subject_that_clashes_is_not_substituted():
    s = "The actress found that he had left the theatre."
    assert _drafts(s, "clause_embedding_predicates") == {"He had left the theatre."}


def test_a_downward_entailing_subject_is_not_substituted():
    s = "Few office workers found that they could use the program to write reports."
    assert _drafts(s, "clause_embedding_predicates") == {
        "They could use the program to write reports."
    }
