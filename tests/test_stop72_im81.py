"""Stop 72 round three, im81: implicature items from the s1204e blind review (FOLDOC).

Class: an inclusive parenthetical on the quantified subject ("most users (including the
vendor itself) use X") carried under "Not all" says the members it names do not (Quirk et al.
1985 §17.65 on apposition with "including"; Potts 2005 ch. 4 on supplements). The cut was
already there; it was lost when a bracket fused into a word of code notation ("fun(a b)",
CMOS 6.95-6.97) left a closing bracket with no opener, and ``parenthetical_spans`` gave up on
the whole sentence. A fused opener now pairs with its split-off closer. Constructed sentences
through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_hypotheses_by_kind as _pairs,
)
from tests.phenomenon_support import (
    mined_implicature_pairs,
)


def test_including_parenthetical_goes_after_code_notation_brackets() -> None:
    text = (
        "The editor takes C-syntax, fun(a b), as well as Lisp syntax, (fun a b), but most "
        "users (including the authors themselves) use the C-style."
    )
    pairs = {
        p.premise_kind: (p.premise, p.hypothesis)
        for p in mined_implicature_pairs(text, "quantifiers")
        if p.premise_kind != "negated"
    }
    assert {h for _, h in pairs.values()} == {"Not all users use the C-style."}
    assert pairs["interrogative"][0] == "Do most users use the C-style?"


def test_fused_bracket_with_a_comma_appositive_leaves_no_stray_bracket() -> None:
    text = (
        "The shell accepts two syntaxes, f(x y), and most scripts (including the installer) "
        "use the first."
    )
    pairs = _pairs(text)
    assert pairs["original"] == "Not all scripts use the first."
    assert all(")" not in h and "(" not in h for h in pairs.values())


def test_including_parenthetical_without_fused_brackets_still_goes() -> None:
    pairs = _pairs("Most users (including the vendor itself) prefer the graphical editor.")
    assert set(pairs.values()) == {"Not all users prefer the graphical editor."}


def test_code_notation_in_the_kept_clause_stays() -> None:
    pairs = _pairs("Most programs call exit(0) when they finish.")
    for hypothesis in pairs.values():
        assert "exit(0)" in hypothesis


def test_numeral_in_a_copular_as_phrase_gets_no_pair() -> None:
    text = "The usual way of picturing a network link is as two stacks of protocols."
    assert _pairs(text, "numerals") == {}


def test_numeral_in_an_ordinary_object_keeps_its_bound() -> None:
    pairs = _pairs("The usual network link joins two stacks of protocols.", "numerals")
    assert (
        pairs["original"]
        == "The usual network link doesn't join more than two stacks of protocols."
    )


def test_numeral_in_an_as_phrase_of_a_construal_verb_keeps_its_bound() -> None:
    # only the copular remnant is refused: a construal verb's "as" phrase negates cleanly
    pairs = _pairs("The link was described as two stacks of protocols.", "numerals")
    assert pairs["original"] == "The link wasn't described as more than two stacks of protocols."
