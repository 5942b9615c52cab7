"""fl100: ``lost_antecedent`` on a noun-phrase removal whose partner pronoun keeps an antecedent
in its own clause (``conjuncts.partner_clause_subjects``, ``conjuncts.subject_possessor_binds``).

A pronoun in the conjunct after a removed noun phrase is left without its nearest antecedent;
it is lost only if its clause holds no other agreeing one. Hobbs's (1978) search climbs from
the pronoun's noun phrase through the noun phrases above it to the clause and proposes the
subject and then the possessor inside the subject (Lappin & Leass 1994 §2.1 rank both above
any noun of an earlier clause). Constructed sentences, the real pipeline and parse; near misses
whose clause holds no agreeing antecedent stay flagged."""

from tests.phenomenon_support import mined_pairs, pair_flags


def _removals(text: str) -> dict:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_copular_subject_binds_the_partner_pronoun() -> None:
    # "an inspiration to A and his B": the coordination is the complement of a predicative noun
    # inside the clause; its subject is proposed (before fl100 the search stopped at the noun)
    removals = _removals("The general's wife was an inspiration to her husband and his men.")
    pair = removals["The general's wife was an inspiration to his men."]
    assert "lost_antecedent" not in pair_flags(pair)


def test_subject_possessor_binds_the_partner_pronoun() -> None:
    removals = _removals("Tom's company was a comfort to her husband and his friends.")
    assert "lost_antecedent" not in pair_flags(
        removals["Tom's company was a comfort to his friends."]
    )


def test_near_miss_no_agreeing_subject_stays_flagged() -> None:
    removals = _removals("The committee was a comfort to her husband and his men.")
    assert "lost_antecedent" in pair_flags(removals["The committee was a comfort to his men."])


def test_near_miss_no_possessor_stays_flagged() -> None:
    # an inanimate possessor ("the company's board") does not agree with "his"
    removals = _removals("The company's board was an inspiration to her husband and his men.")
    assert "lost_antecedent" in pair_flags(
        removals["The company's board was an inspiration to his men."]
    )


def test_near_miss_reduced_relative_stays_flagged() -> None:
    # a noun reached after a verb heads a reduced relative, a clause of its own
    removals = _removals("The list names the aircraft used by the Air Force or its predecessors.")
    pair = removals["The list names the aircraft used by its predecessors."]
    assert "lost_antecedent" in pair_flags(pair)


# ``source:fragment`` / ``source:description`` (``fitness.verb_only_plain_form``): a plural
# subject's present verb that WordNet knows only as a verb, which the tagger read as the
# relative verb's object noun, is the main verb, and the sentence is a clause.


def test_plain_verb_only_form_after_relative_is_the_main_verb(nlp) -> None:
    from pipeline import fitness

    text = "The kilns that dry such timber consist of two heating chambers and a chimney."
    doc = nlp(text)
    assert [t.text for t in doc if fitness.verb_only_plain_form(t)] == ["consist"]
    assert not {"fragment", "description"} & set(fitness.assess(text, doc))


def test_near_miss_relative_clause_alone_stays_a_fragment(nlp) -> None:
    from pipeline import fitness

    text = "Two old kilns which dry timber and grain."
    assert "fragment" in fitness.assess(text, nlp(text))


def test_near_miss_definiens_stays_a_description(nlp) -> None:
    from pipeline import fitness

    text = "A program that converts another program from some source language to machine language."
    assert "description" in fitness.assess(text, nlp(text))
