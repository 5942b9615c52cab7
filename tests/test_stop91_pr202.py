"""Stop 91, pr202: presupposition drafts on review text (blind review s1207a).

- re- verbs: a definite partitive or demonstrative pronoun object is the theme of the earlier
  event, whose agent re- leaves open (Marchand 1969; Keyser & Roeper 1992; Dowty 1979 and von
  Stechow 1996 on "again"): the agentless passive, not "I had glued ... before" (pres-055).
- A specific "it" of a past time clause is not resolved to a bare mass/generic noun (Lakoff
  1968; Bosch 1983; Carlson 1977): "It arrived.", not "Tea arrived." (pres-020).
- The conjunct "Then," and the disjunct "Believe it or not," are left out of
  the embedded premises (Quirk et al. 1985 §8.127, §8.137; pres-025, pres-078).
- A comment clause "I admit it, S" / "I must say, S" embeds no clause (Quirk et al. 1985
  §15.54; pres-035).
- "I happen to think/like" is a hedge, not the implicative "happen to" (Karttunen 1971;
  pres-057).
- A time clause inside "for when ..." / "whenever" ranges over possible occasions
  (Heinämäki 1974; pres-074).
- Existential "there is only" + a plural pivot: the prejacent agrees (CGEL ch. 5 §18;
  pres-030); "only" before a stranded determiner ("I only every saw") is refused (pres-028/066).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def _drafts(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.hypothesis_kind == "presupposition"}


def _premises(text: str, kind: str) -> set[str]:
    return {p.premise for p in mined_pairs(text, "presupposition") if p.premise_kind == kind}


# -- re- verbs --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft", "agentive"),
    [
        (  # s1207a pres-055
            "I had to reglue all of the flowers.",
            "All of the flowers had been glued before.",
            "I had glued all of the flowers before.",
        ),
        (  # constructed: present tense, plural partitive agrees
            "We repaint some of the walls every year.",
            "Some of the walls have been painted before.",
            "We have painted some of the walls before.",
        ),
    ],
)
def test_re_verb_partitive_object_takes_the_agentless_passive(text, draft, agentive):
    drafts = _drafts(text, "re_verbs")
    assert draft in drafts
    assert agentive not in drafts


def test_re_verb_indefinite_pronoun_object_keeps_its_draft():
    # "everything" is no definite theme: the neighbour is untouched
    assert "I had read everything before." in _drafts("I had to reread everything.", "re_verbs")


def test_re_verb_noun_object_still_passive():
    assert "The fence had been painted before." in _drafts(
        "She repainted the fence last week.", "re_verbs"
    )


# -- "since it arrived" -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wrong", "kept"),
    [
        ("I have made tea everyday since it arrived.", "Tea arrived.", "It arrived."),
        ("She has used soap every day since it was delivered.", "Soap was delivered.", None),
    ],
)
def test_bare_mass_noun_is_no_antecedent_of_episodic_it(text, wrong, kept):
    drafts = _drafts(text, "temporal_adverbs")
    assert wrong not in drafts
    assert drafts
    if kept is not None:
        assert kept in drafts


def test_definite_noun_still_resolves_it():
    drafts = _drafts("I have brewed the tea every morning since it arrived.", "temporal_adverbs")
    assert "The tea arrived." in drafts


# -- leading connectives and disjuncts ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "bad_start"),
    [
        ("THEN, I opened the oil side and put that into the popper.", "conditional", "THEN"),
        ("Believe it or not, I actually stopped eating candy.", "interrogative", "Believe"),
        ("Believe it or not, I actually stopped eating candy.", "conditional", "Believe"),
        ("Then, my cat stopped eating the dry food.", "modal", "Then"),
    ],
)
def test_leading_connective_left_out_of_the_embedding(text, kind, bad_start):
    premises = _premises(text, kind)
    assert premises
    assert not any(p.startswith(bad_start) for p in premises)


def test_then_without_comma_is_untouched():
    # without its comma "then" may be the time adverb of the clause: kept as before
    premises = _premises("Then he stopped eating the food.", "modal")
    assert "Then he might have stopped eating the food." in premises


# -- comment clauses ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        'I admit it, I am a self-proclaimed "seasoning/flavoring/condiment snob."',  # pres-035
        "He admitted it, he had lied to us about the money.",
        "I must admit, I am a coffee snob.",
    ],
)
def test_comment_clause_embeds_no_clause(text):
    assert _pairs(text, "clause_embedding_predicates") == []


def test_admit_that_keeps_its_candidate():
    assert "I am a coffee snob." in _drafts(
        "I admit that I am a coffee snob.", "clause_embedding_predicates"
    )


# -- "happen to" hedge ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Some people put cream below the fruit and I happen to think these taste best.",
        "I happen to know that the owner stopped selling it.",
        "My husband happens to believe that decaf is a crime.",
    ],
)
def test_hedge_happen_is_no_implicative(text):
    assert _pairs(text, "implicative_predicates") == []


def test_eventive_happen_keeps_its_draft():
    assert "It was not planned that he would meet her at the market." in _drafts(
        "He happened to meet her at the market.", "implicative_predicates"
    )


# -- time clauses in "for when" / "whenever" ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It's perfect also for when others feed our dogs while we're away.",  # pres-074
        "It works well for when you brew coffee after the kids have gone to bed.",
        "Whenever I feed the cat while my wife is at work, he eats everything.",
    ],
)
def test_time_clause_in_generic_frame_presupposes_nothing(text):
    assert _pairs(text, "temporal_adverbs") == []


def test_episodic_while_keeps_its_draft():
    assert "We were away." in _drafts("Others fed our dogs while we were away.", "temporal_adverbs")


# -- "only" -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft", "bad"),
    [
        (
            "There is only a few wontons per can and a few bits of green.",  # pres-030
            "There are a few wontons per can and a few bits of green.",
            "There is a few wontons per can and a few bits of green.",
        ),
        (
            "There's only two chairs left in the room.",
            "There are two chairs left in the room.",
            "There's two chairs left in the room.",
        ),
    ],
)
def test_existential_prejacent_agrees_with_plural_pivot(text, draft, bad):
    drafts = _drafts(text, "only")
    assert draft in drafts
    assert bad not in drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("There is only one chair in the room.", "There is one chair in the room."),
        (
            "There was only a handful of cookies in the bag.",
            "There was a handful of cookies in the bag.",
        ),
    ],
)
def test_singular_pivot_keeps_its_verb(text, draft):
    assert draft in _drafts(text, "only")


@pytest.mark.parametrize(
    "text",
    [
        'I only every saw "General" with "Tso", as in "General Tso\'s Sauce".',  # pres-028/066
        "We only every bought the large bags at the store.",
    ],
)
def test_only_before_stranded_determiner_is_refused(text):
    assert _pairs(text, "only") == []
