"""Stop 71 round two, pr131 (review s1204a, FOLDOC): presupposition false triggers, embeddings
over misparsed clauses and a filtered possessive (docs/presupposition.md, "Stop 71, pr131").

Sentences go through the real spaCy model. Where a rule answers a parser error the sentence has
to reproduce that error, so it stays close to the reviewed one; the others are constructed.
Each fix has a neighbour that must keep its trigger, draft or embedding.
"""

from __future__ import annotations

from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import presupposition_run as _run
from tests.phenomenon_support import presupposition_trigger_list as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts


def _premises(sentence: str) -> set[str]:
    return {p.premise for p in _run(sentence).pairs if p.well_formed}


# -- class 3: false triggers ---------------------------------------------------------------------


def test_command_name_in_an_infinitival_list_is_no_return():
    s = (
        "This gives access to the built-in monitor, which has commands to dump memory, "
        "return to the program that was interrupted, and others."
    )
    assert "return" not in _triggers(s, "change_of_state")


def test_a_finite_returns_conjunct_stays():
    s = "The girl left the house at noon and returned to the office."
    assert "returned" in _triggers(s, "change_of_state")


def test_inanimate_concealer_is_no_hiding_event():
    assert "hide" not in _triggers(
        "A gene for baldness may hide a gene for red hair.", "change_of_state"
    )
    assert "hid" not in _triggers("The clouds hid the peak of the mountain.", "change_of_state")


def test_a_person_hiding_a_thing_stays():
    s = "The girl hid the key under the mat."
    assert "The key was not hidden before." in _drafts(s, "change_of_state")


def test_entering_commands_is_typing():
    s = "The user enters editing commands which apply to the current line."
    assert "enters" not in _triggers(s, "change_of_state")


def test_entering_a_place_stays():
    s = "The girl entered the kitchen through the back door."
    assert "entered" in _triggers(s, "change_of_state")


def test_numeral_in_a_hyphenated_compound_is_no_count():
    s = "An algorithm which tries all one-step extensions of current paths first."
    assert not _triggers(s, "numeric_determiners")


def test_all_three_stays_a_count():
    s = "All three teams returned to the city."
    assert "There were three relevant teams." in _drafts(s, "numeric_determiners")


# -- class 4: embeddings -------------------------------------------------------------------------


def test_coordinated_verb_read_as_a_noun_after_a_preposition_goes_bare(parsed):
    doc, _ = parsed(
        "The receiver recomputes the checksum from the data and decrypts the received hash "
        "with the public key."
    )
    asked = embed(doc, "interrogative")
    assert asked.ok
    assert "and decrypt the received hash" in asked.text
    assert asked.text.startswith("Does the receiver recompute")


def test_whereas_clause_read_as_a_conjunct_gets_no_question_or_modal(parsed):
    doc, _ = parsed(
        "The prefix form, e.g. ++x, increments variable x before returning its value whereas "
        "postfix, x++, returns x's original value before it was incremented."
    )
    assert not embed(doc, "interrogative").ok
    assert not embed(doc, "modal").ok


def test_plain_coordination_keeps_its_question(parsed):
    doc, _ = parsed("The program reads the file and prints the result.")
    asked = embed(doc, "interrogative")
    assert (asked.text, asked.ok) == ("Does the program read the file and print the result?", True)


def test_existential_consequent_of_an_embedded_example_is_not_asked(parsed):
    doc, _ = parsed(
        "If done over-enthusiastically the code size may increase exponentially, e.g. if "
        "function f calls g twice, and g calls h twice and h is inlined in g which is inlined "
        "in f (in either order) then there will be four copies of h's body in f."
    )
    assert not embed(doc, "interrogative").ok


def test_plain_existential_is_asked(parsed):
    doc, _ = parsed("There will be four copies of the table in the file.")
    asked = embed(doc, "interrogative")
    assert (asked.text, asked.ok) == ("Will there be four copies of the table in the file?", True)


# -- class 5: filtering --------------------------------------------------------------------------


def test_possession_filtered_by_if_it_has_one():
    s = "She read the group's FAQ if it had one."
    assert not _drafts(s, "possessed_definites")
    assert not _drafts("She checked the package's manual if there was one.", "possessed_definites")


def test_unfiltered_possession_stays():
    s = "She read the group's FAQ before posting."
    assert "The group had a FAQ." in _drafts(s, "possessed_definites")


# -- class 4: negation under an exemplifying opener ----------------------------------------------


def _negated(sentence: str) -> set[str]:
    return {p.premise for p in _run(sentence).pairs if p.premise_kind == "negated"}


def test_exemplifying_opener_gets_no_negated_premise():
    assert not _negated("For example, the girl returned to the office at noon.")
    assert not _negated("E.g. the girl returned to the office at noon.")


def test_sentence_without_an_opener_keeps_its_negation():
    s = "The girl returned to the office at noon."
    assert "The girl didn't return to the office at noon." in _negated(s)
