"""Stop 73 round one, im82: implicature items from the s1204f and s1204e blind reviews (FOLDOC).

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. cardinal "many" as the passive subject of a verb of provision or inclusion ("Many new
   features were added", "Many strategies are supported"; Partee 1989, Freeze 1992);
2. epistemic "may" with an adversary subject ("Intruders may try to ..."), which the deontic
   "do not have to" misreads (Coates 1983 ch. 6);
3. the clause cut drops the understood partner of "share" ("X is an extension of Y, and shares
   many of its properties"; Gleitman 1965);
4. a comma-set reason clause after a parenthetical stayed under "Not all" (Quirk et al. 1985
   §15.46);
5. a clause before the trigger's conjunct kept because the parser hung the trigger's clause on
   a clause after a later ";" (Quirk et al. 1985 App. III.17);
6. a quoted sentence framed by "It's possible that" / "If" (Quirk et al. 1985 §14.29-14.31);
7. a verbless definition line whose relative clause holds the trigger (Gazdar 1979 ch. 3);
8. "most" before a singular count-only noun, a slip of the source (Quirk et al. 1985 §5.12).

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_hypotheses_by_kind as _pairs,
)
from tests.phenomenon_support import (
    implicature_premises_by_kind as _premises,
)
from tests.phenomenon_support import (
    mined_implicature_pairs,
)

# class 1: cardinal "many" with a verb of provision


def test_many_new_features_added_gets_no_pair() -> None:
    assert _pairs("Many new features were added to the editor after its first release.") == {}


def test_many_strategies_supported_gets_no_pair() -> None:
    text = "Many search strategies are supported, including breadth-first search and backtracking."
    assert _pairs(text) == {}


def test_partitive_many_with_a_provision_verb_stays() -> None:
    pairs = _pairs("Many of the proposed changes were added to the kernel.")
    assert pairs["original"] == "Not all of the proposed changes were added to the kernel."


def test_bare_many_with_another_passive_verb_stays() -> None:
    pairs = _pairs("In addition, many common packages have been ported.")
    assert pairs["original"] == "Not all common packages have been ported."


# class 2: "may" with an adversary subject


def test_adversary_may_gets_no_modal_pair() -> None:
    assert _pairs("Intruders may try to guess the password.", "modals") == {}
    assert _pairs("Thieves may try to open the lock.", "modals") == {}


def test_permission_may_stays() -> None:
    pairs = _pairs("Visitors may park behind the building.", "modals")
    assert pairs["original"] == "Visitors do not have to park behind the building."


# class 3: the partner of "share" cut away


def test_share_without_its_partner_gets_no_pair() -> None:
    text = "The new chips are an extension of the older design, and share many of its features."
    assert _pairs(text) == {}


def test_possessive_bound_by_the_kept_subject_stays() -> None:
    pairs = _pairs("The students left the rooms and took most of their books.")
    assert pairs["original"] == "The students didn't take all of their books."


# class 4: a reason clause after a parenthetical


def test_reason_clause_after_a_parenthetical_goes() -> None:
    pairs = _pairs(
        "Most of the code is written in C, mainly for speed, since the compiler is fast."
    )
    assert set(pairs.values()) == {"Not all of the code is written in C."}
    text = (
        "Most of this work is aimed at bringing more video to the web, mainly as a way to sell "
        "advertising, since telling people about new products is very hard in a pull model."
    )
    pairs = _pairs(text)
    assert set(pairs.values()) == {
        "Not all of this work is aimed at bringing more video to the web."
    }
    question = _premises(text)["interrogative"]
    assert question == "Is most of this work aimed at bringing more video to the web?"


def test_reason_clause_without_a_parenthetical_still_goes() -> None:
    pairs = _pairs("Most of the code is written in C, since the compiler is fast.")
    assert set(pairs.values()) == {"Not all of the code is written in C."}


# class 5: a conjunct before the trigger's clause, misparsed across ";"


def test_conjunct_hung_across_a_semicolon_is_cut() -> None:
    text = (
        'Plain files are streams, and sockets are files; ordinary programs "are data", and many '
        'small utilities are filters on the text of such programs; device drivers "are files", '
        "and terminals are streams on the serial line."
    )
    pairs = _pairs(text)
    assert set(pairs.values()) == {
        "Not all small utilities are filters on the text of such programs."
    }
    assert _premises(text)["modal"] == (
        "It's possible that many small utilities are filters on the text of such programs."
    )


def test_plain_semicolon_clause_stays() -> None:
    pairs = _pairs("Plain files are streams; many small utilities are filters on such files.")
    assert pairs["original"] == "Not all small utilities are filters on such files."


# class 6: a quoted sentence under "It's possible that" / "If"


def test_quoted_sentence_gets_no_modal_or_conditional_premise() -> None:
    pairs = _pairs('"Some people think it tastes like soap."')
    assert "modal" not in pairs and "conditional" not in pairs
    assert pairs["interrogative"] == '"Not everyone thinks it tastes like soap."'


def test_unquoted_sentence_keeps_its_embeddings() -> None:
    pairs = _pairs("Some people think it tastes like soap.")
    assert {"original", "modal", "interrogative", "conditional"} <= set(pairs)


# class 7: a verbless definition line


def test_definition_fragment_gets_no_pair() -> None:
    for verb in ("transmits", "sends"):
        text = (
            f"A device consisting of a small stick that pivots about one end and {verb} its "
            "angle in two dimensions to a computer."
        )
        assert _pairs(text, "numerals") == {}


def test_clause_with_a_relative_in_its_subject_stays() -> None:
    text = "The device that holds the stick sends its angle in two dimensions to a computer."
    pairs = _pairs(text, "numerals")
    assert pairs["original"] == (
        "The device that holds the stick doesn't send its angle in more than two dimensions to "
        "a computer."
    )


# class 8: "most" before a singular count-only noun, a slip of the source


def test_most_with_a_singular_count_noun_is_flagged() -> None:
    text = "Most version of the editor came with some version of the compiler."
    found = mined_implicature_pairs(text, "quantifiers")
    assert found and all(not p.well_formed for p in found)


def test_most_with_a_plural_or_noncount_noun_stays_well_formed() -> None:
    for text in (
        "Most versions of the editor came with a compiler.",
        "Most code of this kind is written in C.",
    ):
        found = mined_implicature_pairs(text, "quantifiers")
        assert found and all(p.well_formed for p in found)
