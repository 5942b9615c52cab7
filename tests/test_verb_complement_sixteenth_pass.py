"""verb_complement precision, sixteenth pass (issue #12, branch vc8): one test per error class
of the latest three blind reviews (from 43d634b).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (43d634b), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import pairs_of


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# 2. complement form


def test_hyphenated_verb_inflects_its_last_part(mine):
    """ "co-operate" is split "co - operate": the tail takes the tense, not "coed-operate"."""
    for text, lemma, hypothesis in (
        (
            "They refused to co-operate with the police.",
            "refuse",
            "They co-operated with the police.",
        ),
        ("He tried to pre-empt the attack.", "try", "He pre-empted the attack."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text
