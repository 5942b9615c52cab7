"""Stop 50, pr61: IMPPRES embedded premises (docs/presupposition.md, sixty-third pass).

- A preposed adverbial clause the parser made the root ("When he had closed the case he found
  a rag") takes no modal, question or "if" (Quirk et al. 1985 §14.11-14.12, §15.17).
- A bare imperative with a finite complement ("Suppose X died in June") is a directive: no
  operator goes into its complement (Huddleston & Pullum 2002 ch. 10 §9.1).
- A cut of one clause keeps the coordinator between the verb phrases it keeps (H&P ch. 15 §1)
  and leaves no dash or bracket without its other side (Quirk et al. 1985 App. III.24-26).
- A noun of a list the tagger misread as a verb conjunct is not reinflected (H&P ch. 15 §4).

Constructed sentences through the real pipeline (spaCy parse, real rewrites)."""

from __future__ import annotations

from functools import cache

from pipeline.rewrite.embedding import _dangling_separators
from tests.phenomenon_support import mined_pairs

EMBEDDED = ("modal", "interrogative", "conditional")


@cache
def _premises(text: str) -> dict[str, set[str]]:
    """The well-formed embedded presupposition premises of ``text``, by premise kind."""
    out: dict[str, set[str]] = {k: set() for k in EMBEDDED}
    for p in mined_pairs(text, "presupposition"):
        if p.premise_kind in EMBEDDED and p.hypothesis_kind == "presupposition" and p.well_formed:
            out[p.premise_kind].add(p.premise)
    return out


def test_no_operator_in_a_preposed_clause_read_as_the_root() -> None:
    premises = _premises("When he had closed the suitcase he found a rag and moved about the room.")
    written = {t for texts in premises.values() for t in texts}
    assert not any(t.startswith(("When he might", "When had he", "If when")) for t in written)


def test_comma_set_off_preposed_clause_still_embeds_the_main_clause() -> None:
    premises = _premises("When the storm ended, Maria stopped smoking.")
    assert any("Maria might have stopped smoking" in t for t in premises["modal"]), premises


def test_no_operator_in_the_complement_of_suppose() -> None:
    premises = _premises("Suppose Mary Smith, who worked in Leeds, died in June.")
    written = {t for texts in premises.values() for t in texts}
    assert not any("might have died" in t or t.startswith("Suppose") for t in written), written


def test_cut_keeps_the_coordinator_between_kept_verb_phrases() -> None:
    text = (
        "Jim bounced a hard shot off Kunkel's glove and beat it out for a single, and when "
        "Lumpe grabbed the ball Brandt took third."
    )
    premises = _premises(text)
    assert (
        "Jim might have bounced a hard shot off Kunkel's glove and beaten it out for a single."
        in premises["modal"]
    )
    assert (
        "Did Jim bounce a hard shot off Kunkel's glove and beat it out for a single?"
        in premises["interrogative"]
    )


def test_cut_leaves_no_dash_before_the_question_mark() -> None:
    premises = _premises(
        '"They know Ruth spent some -- and Carl must have dropped a few dollars on the trip."'
    )
    assert premises["interrogative"]
    assert not any("--" in t for t in premises["interrogative"]), premises["interrogative"]


def test_unmatched_bracket_and_final_dash_are_dangling(parsed) -> None:
    doc, _ = parsed("Two values (Af and Bf) were found -- and the rest were lost.")
    closing, dash = (
        next(t.i for t in doc if t.text == ")"),
        next(t.i for t in doc if t.text == "--"),
    )
    kept_after_opening = {t.i for t in doc if t.i > 2 and t.i <= dash}  # "(" itself cut away
    assert _dangling_separators(doc, kept_after_opening) == {closing, dash}
    whole = {t.i for t in doc}
    assert _dangling_separators(doc, whole) == set()


def test_noun_list_member_is_not_reinflected() -> None:
    premises = _premises(
        "The methods all organize the dictionary's contents around prefixes, stems, suffixes, etc.."
    )
    written = premises["interrogative"] | premises["modal"]
    assert written
    assert all("prefixes, stems, suffixes" in t for t in written), written


def test_fronted_adverbial_before_a_question_gets_its_comma() -> None:
    premises = _premises("A half hour later the Vice President arrived at Tom's house.")
    assert (
        "A half hour later, did the Vice President arrive at Tom's house?"
        in (premises["interrogative"])
    )


def test_sentence_initial_coordinator_takes_no_comma_before_the_question() -> None:
    premises = _premises("But he liked the smell of Delphine's perfume.")
    assert "But did he like the smell of Delphine's perfume?" in premises["interrogative"]


def test_verb_phrase_list_is_still_reinflected() -> None:
    premises = _premises("A band of robbers enters Tom's station, holds up the train and escapes.")
    assert any("hold up the train and escape" in t for t in premises["interrogative"]), premises


def test_no_operator_in_a_when_clause_read_as_a_conjunct() -> None:
    premises = _premises(
        "The rain stopped, and when the sun came out the players returned to Tom's field."
    )
    written = {t for texts in premises.values() for t in texts}
    assert not any("sun might have" in t or "did the sun" in t.lower() for t in written), written


def test_medial_adverb_after_a_copula_goes_before_the_modal_be() -> None:
    premises = _premises("There is normally only light stress on Tom's last word.")
    assert "There might normally be only light stress on Tom's last word." in premises["modal"]
