"""Stop 79 round two, branch em04: what the embedding rewriter (``rewrite/embedding.py``) must
refuse or mend in the modal, question and conditional premises.

1. A lone fronted adverb set off by commas ("Here,", "Currently,") is not made a parenthetical
   after "if" ("*If, here, you can ..."): the conditional is refused; a heavier set-off adjunct
   ("If, in 2005, ...") stays.
2. A clause-final sentential "which" relative (", which means ..." after a plural noun or a
   verb: ng15's ``denied_relative_antecedent``) is a supplement, not at issue (Potts 2005): no
   modal, question or conditional takes it; a supplement on a noun stays.
3. A plural subject under a plural determiner takes "Do", not "Does", in the question even when
   the source's verb slipped into the singular.
4. A clause opening with a relative pronoun outside a relative clause of its own ("some of
   which are ...") is no sentence: no operator takes it.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a good neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str = "presupposition") -> dict[str, set[str]]:
    """Embedded premises of ``text`` by premise kind (all of them, well formed or not)."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, phenomenon, assess_sources=True):
        if p.premise_kind != "original":
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


# 1. a lone fronted adverb is no parenthetical after "if"


def test_lone_fronted_adverb_refuses_the_conditional():
    premises = _premises("Here, you can set the two colours that make up the border again.")
    assert "conditional" not in premises
    assert premises.get("interrogative")  # the question keeps the adverb in front


def test_heavier_set_off_adjunct_stays_a_parenthetical():
    # good neighbour: a prepositional phrase is heavy enough for "If, in 2005, ..."
    premises = _premises("In 2005, she won the prize again.")
    assert premises.get("conditional") == {"If, in 2005, she won the prize again, it's okay."}


# 2. a sentential relative is not at issue


def test_sentential_which_relative_refuses_the_operators():
    premises = _premises(
        "Moving the layers only changes their positions, which means the preview will change again."
    )
    for kind in ("modal", "interrogative", "conditional"):
        assert kind not in premises, premises.get(kind)


def test_supplement_on_a_noun_stays():
    # good neighbour: a non-restrictive relative on the subject reads well under the operator
    premises = _premises("The tool, which ships with the editor, crashes again.")
    assert premises.get("interrogative") == {
        "Does the tool, which ships with the editor, crash again?"
    }
    assert premises.get("conditional") == {
        "If the tool, which ships with the editor, crashes again, it's okay."
    }


# 3. the question's auxiliary agrees with a plural subject


def test_plural_determined_subject_takes_do_despite_a_source_slip():
    premises = _premises("Most windows now follows the new theme again.", "implicature")
    assert premises.get("interrogative") == {"Do most windows now follow the new theme again?"}


def test_quantified_singular_subject_keeps_does():
    # good neighbour: "most of the window" is singular (the partitive's noun decides) and keeps
    # "Does"
    premises = _premises("Most of the window now follows the new theme.", "implicature")
    assert premises.get("interrogative") == {"Does most of the window now follow the new theme?"}


# 4. a relative-clause fragment is no sentence


def test_relative_fragment_is_not_embedded():
    premises = _premises(
        "The tools have some settings in common, some of which are only shown in the advanced mode."
    )
    for kind in ("modal", "interrogative", "conditional"):
        assert not any("of which" in p for p in premises.get(kind, set())), premises.get(kind)


def test_partitive_with_a_noun_is_embedded():
    # good neighbour: "some of the settings" is a subject of its own
    premises = _premises("Some of the settings are only shown in the advanced mode.")
    assert premises.get("interrogative") == {
        "Are some of the settings only shown in the advanced mode?"
    }
