"""Negative-polarity idioms, defined once (stop 85, dx11).

``wordlists/verb_complement_npi_idioms.txt`` lists the idioms as lemmas (its header has the
sources: Israel 2011; Hoeksema 1994; Ladusaw 1979). Two readers used to keep their own copies:
``phenomena/verb_complement`` matched the lemmas, and ``rewrite/presupposition`` a hand-written
regex that lacked "bring oneself to" while the list lacked "give a hoot/fig". Both now read
this module: :data:`NPI_IDIOMS` as lemma tuples, :data:`NPI_IDIOM_PATTERN` as a regex over
surface text, with the verb in each of its forms (lemminflect) and "oneself" standing for any
reflexive pronoun. The licensors themselves are function words: ``syntax.NPI_LICENSORS``.
"""

from __future__ import annotations

import re

from lemminflect import getAllInflections

from .closed_class import REFLEXIVE_PRONOUNS
from .tables import word_set

#: Negative-polarity idioms as lemma sequences, longest first within a shared start.
NPI_IDIOMS: tuple[tuple[str, ...], ...] = tuple(
    sorted(tuple(w.split()) for w in word_set("verb_complement_npi_idioms"))
)

#: The words an idiom's "oneself" stands for: any reflexive pronoun, and "oneself" itself.
ONESELF_FORMS = REFLEXIVE_PRONOUNS | {"oneself"}


def _verb_forms(lemma: str) -> list[str]:
    """``lemma`` and all its inflected verb forms (lemminflect), longest first."""
    forms = {lemma}
    for inflected in getAllInflections(lemma, upos="VERB").values():
        forms.update(inflected)
    return sorted(forms, key=lambda f: (-len(f), f))


def _idiom_regex(idiom: tuple[str, ...]) -> str:
    verb, *rest = idiom
    parts = ["(?:" + "|".join(map(re.escape, _verb_forms(verb))) + ")"]
    for word in rest:
        if word == "oneself":
            reflexives = sorted(ONESELF_FORMS, key=lambda f: (-len(f), f))
            parts.append("(?:" + "|".join(reflexives) + ")")
        else:
            parts.append(re.escape(word))
    return r"\s+".join(parts)


#: The idioms of :data:`NPI_IDIOMS` over surface text ("couldn't bring herself to", "lifted a
#: finger", "gave a hoot"), whole words, any case.
NPI_IDIOM_PATTERN = re.compile(
    r"\b(?:" + "|".join(_idiom_regex(i) for i in NPI_IDIOMS) + r")\b", flags=re.IGNORECASE
)
