"""Stop 83, branch pr176: a person's letter, thanks or apology has no "X had N" draft.

With a person possessor the genitive of a message names its sender, the genitive of origin
(Quirk et al. 1985 §5.116: "the general's letter" = the letter the general wrote), and "have"
names ownership, so "The vicar had a letter" misstates the presupposition
(``rewrite.presupposition._authored_message``, called from ``_authored_work``). A thing's or
an institution's messages, and what a person holds or receives ("a claim", "mail"), keep their
drafts. Body parts keep their flagged ``inalienable-possession`` draft (docs/presupposition.md,
"Stop 83: pr176").

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, possessive_drafts

_drafts = possessive_drafts


def test_persons_letter_is_no_draft() -> None:
    assert _drafts("The vicar's letter reached the farm on Friday.") == set()


def test_persons_thanks_are_no_draft() -> None:
    assert _drafts("Julia's thanks were received with a smile.") == set()


def test_institutions_letters_keep_their_draft() -> None:
    # an archive keeps the letters it holds: ownership, which "have" states
    assert "The archive had letters." in _drafts("The archive's letters were catalogued in 1990.")


def test_persons_claim_keeps_its_draft() -> None:
    # a claim is a right one holds, not a message one sends
    assert "The widow had a claim." in _drafts("The widow's claim was rejected.")


def test_persons_mail_keeps_its_draft() -> None:
    # mail is what one receives
    assert "The customer has mail." in _drafts("The customer's mail is kept at the front desk.")


def test_body_part_keeps_its_flagged_draft() -> None:
    pairs = [
        p
        for p in mined_pairs("The sailor's hands were cold.", "presupposition")
        if p.subtype == "possessed_definites" and p.hypothesis_kind == "presupposition"
    ]
    assert {p.hypothesis for p in pairs} == {"The sailor had hands."}
    assert all("inalienable-possession" in p.features.get("flags", []) for p in pairs)
