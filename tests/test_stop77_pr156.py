"""Stop 77, pr156: presupposition embeddings built on fragments, and drafts that lose a frame.

Error classes of the blind reviews s1204p/s1204q (GnuCash manuals): an "only" prejacent that
drops a fronted condition or mode frame and so states unconditionally what holds only in the
frame (``rewrite.presupposition._restricting_frames``; Karttunen 1973 filtering), an embedding
of an imperative, which has no truth value (``pairs._imperative_sentence``), and a question or
conditional built on a subject the parser cut out of a colon path (``pairs._subject_inside_word``).
Also pinned: a factive under "would have to" keeps its complement as the draft, and a correlative
"both A and B" gives no "two N" draft. Sentences constructed for these tests, through the real
spaCy model and the real run path.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition.extract import _correlative_both
from tests.phenomenon_support import mined_pairs, presupposition_pairs_by_kind

# -- class 1: the "only" prejacent keeps a fronted condition or mode frame ------------------------


def test_only_draft_keeps_a_fronted_if_clause_and_is_entailed():
    pairs = presupposition_pairs_by_kind(
        "If the box is ticked, only unpaid invoices are printed.", "only"
    )
    assert pairs["original"][1:] == (
        "If the box is ticked, unpaid invoices are printed.",
        "entailment",
    )
    assert pairs["interrogative"][1:] == (
        "If the box is ticked, unpaid invoices are printed.",
        "entailment",
    )


def test_only_draft_keeps_an_elliptical_if_clause():
    pairs = presupposition_pairs_by_kind(
        "If selected, the summary will only list vendors with open bills.", "only"
    )
    assert pairs["original"][1:] == (
        "If selected, the summary will list vendors with open bills.",
        "entailment",
    )


def test_only_draft_keeps_a_fronted_mode_phrase():
    pairs = presupposition_pairs_by_kind("In compact mode, there is only one row per bill.", "only")
    assert {h for _, h, _ in pairs.values()} == {"In compact mode, there is one row per bill."}


def test_only_draft_without_a_frame_is_unchanged():
    pairs = presupposition_pairs_by_kind(
        "The summary will only list vendors with open bills.", "only"
    )
    assert pairs["original"][1:] == ("The summary will list vendors with open bills.", "entailment")


def test_only_draft_still_drops_a_fronted_discourse_phrase():
    # "In practice" is a fixed adverbial idiom, no condition (Quirk et al. 1985 §8.90)
    pairs = presupposition_pairs_by_kind("In practice, only the first column is read.", "only")
    assert pairs["original"][1:] == ("The first column is read.", "entailment")


# -- class 2: no embedding of an imperative -------------------------------------------------------


def test_imperative_gets_no_embedded_premise():
    pairs = mined_pairs(
        "Use Renumber Accounts to rewrite the codes of all the children of this account.",
        "presupposition",
    )
    assert pairs, "the plain pair of the re- verb is still written"
    assert {p.premise_kind for p in pairs} == {"original"}


def test_declarative_neighbour_keeps_its_embeddings():
    pairs = presupposition_pairs_by_kind(
        "The wizard will rewrite the codes of all the children of this account.", "re_verbs"
    )
    assert {"original", "negated", "interrogative"} <= set(pairs)


# -- class 3: no question or conditional on a subject cut out of a colon path ---------------------


def test_no_question_inside_a_colon_path():
    pairs = presupposition_pairs_by_kind(
        "The Assets:Boats:BOAT7:Price shows you what you originally paid for the boat.",
        "embedded_question",
    )
    assert "original" in pairs
    assert "interrogative" not in pairs
    assert not any(":does" in p for p, _, _ in pairs.values())
    # after the determiner the path keeps its capital: the conditional stays
    assert pairs["conditional"][0].startswith("If the Assets:Boats:BOAT7:Price shows you")


def test_no_question_or_conditional_on_a_sentence_initial_colon_path():
    pairs = presupposition_pairs_by_kind(
        "Assets:Boats:BOAT7:Price shows you what you originally paid for the boat.",
        "embedded_question",
    )
    assert "original" in pairs
    assert "interrogative" not in pairs
    assert "conditional" not in pairs


def test_negation_of_a_colon_path_subject_stays():
    pairs = presupposition_pairs_by_kind(
        "The Assets:Boats:BOAT7:Price shows you what you originally paid for the boat.",
        "embedded_question",
    )
    assert pairs["negated"][0] == (
        "The Assets:Boats:BOAT7:Price doesn't show you what you originally paid for the boat."
    )


def test_plain_subject_keeps_its_question():
    pairs = presupposition_pairs_by_kind(
        "The truck account shows you what you first paid for the truck.", "embedded_question"
    )
    assert pairs["interrogative"][0] == (
        "Does the truck account show you what you first paid for the truck?"
    )


# -- pinned: a factive under "would have to", and correlative "both" ------------------------------


def test_factive_under_necessity_modal_keeps_its_complement():
    pairs = presupposition_pairs_by_kind(
        "You would have to remember that the backup was erased.", "clause_embedding_predicates"
    )
    assert pairs["original"][1:] == ("The backup was erased.", "entailment")
    assert pairs["negated"][1:] == ("The backup was erased.", "entailment")


def test_correlative_both_gives_no_two_noun_draft():
    for text in (
        "Both the ledger and the graph display the monthly totals.",
        "The option affects both asset and liability accounts.",
    ):
        drafts = presupposition_pairs_by_kind(text, "numeric_determiners")
        assert not any("two" in h for _, h, _ in drafts.values()), text


def test_determiner_both_keeps_its_two_noun_draft():
    pairs = presupposition_pairs_by_kind(
        "Both panes display the monthly totals.", "numeric_determiners"
    )
    assert pairs["original"][1:] == ("There are two relevant panes.", "entailment")


def test_tagger_read_correlative_both_is_no_determiner(nlp):
    # the parser hangs "and" on the adjective inside the first coordinate; the tagger's CC tag
    # on "both" marks the correlative (``extract._correlative_both``)
    doc = nlp("You can see the same payment in both the Items paid and Items in review lists.")
    both = next(t for t in doc if t.lower_ == "both")
    assert both.tag_ == "CC"
    assert _correlative_both(both)
    plain = nlp("You can see the same payment in both lists.")
    assert not _correlative_both(next(t for t in plain if t.lower_ == "both"))
