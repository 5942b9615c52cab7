"""Verb inflection for rewriters, on top of lemminflect (no hand-written inflection tables).

One place for "put this verb in that tense/person", used by negation (do-support), complement
extraction (to-infinitive -> finite verb), conjunct removal (subject agreement) and implicature
hypotheses.
"""

from __future__ import annotations

import re
from functools import cache

from lemminflect import getAllInflections, getAllLemmas, getInflection
from spacy.tokens import Token

from ..syntax import verb_lemma

PAST, PRESENT_3SG, PRESENT_NON3SG, BASE = "VBD", "VBZ", "VBP", "VB"
_BE = {
    ("VBD", True): "was",
    ("VBD", False): "were",
    ("VBZ", True): "is",
    ("VBP", False): "are",
}


#: Past participles whose first lemminflect form is restricted to one construction: "born" is
#: only the passive of birth ("she was born in 1950"); every other use of "bear", and so the
#: perfect that the rewriters build ("might have borne", "hasn't borne"), takes "borne" (Quirk
#: et al. 1985 §3.16 note; Huddleston & Pullum 2002 ch. 3 §1.3; OED "bear" v.1, "born" ppl.).
#: Seventy-fourth pass (im67, s1202u class 3).
ACTIVE_PARTICIPLES = {"bear": "borne"}


#: Participles fixed by the writer's own past form where one lemma covers two verbs: "lay" is
#: the past of intransitive "lie" (recline, be situated), whose participle is "lain"; "lied" is
#: the past and participle of "lie" (tell an untruth), lemminflect's only VBN. "The dog lay
#: dead" -> "might have lain dead", never "might have lied dead" (Quirk et al. 1985 §3.16;
#: Huddleston & Pullum 2002 ch. 3 §1.3; Merriam-Webster "lie" v.1 and v.2). Stop 68, pr120
#: (review s1202y).
SENSE_PARTICIPLES = {("lie", "lay"): "lain", ("lie", "lain"): "lain"}

#: The simple past that goes with a participle where one lemma covers two verbs (the converse of
#: ``SENSE_PARTICIPLES``): "had lain" is intransitive "lie" (recline), whose past is "lay", not
#: lemminflect's first "lied" (tell an untruth). Same sources as ``SENSE_PARTICIPLES``. Stop 90,
#: pr199 (blind review s1205w pres-044: "before they had lain down" -> "They lay down").
SENSE_PASTS = {("lie", "lain"): "lay"}


def is_participle_form(token: Token) -> bool:
    """Whether ``token``'s word is a past participle of its verb whatever the tagger said: the
    small model tags rarer participles after "had" as VB or VBD ("they had lain down": "lain"
    VB), and a participle after perfect "have" is the only reading of such a form (Quirk et al.
    1985 §3.16 on the -en participle; lemminflect's VBN forms, ``SENSE_PARTICIPLES``)."""
    if token.tag_ == "VBN":
        return True
    lemma = verb_lemma(token)
    head = lemma.partition(" ")[0]
    forms = set(getInflection(head, tag="VBN")) | {
        part for (lem, _), part in SENSE_PARTICIPLES.items() if lem == head
    }
    return token.lower_ in forms


def past_of_participle(token: Token) -> str:
    """The simple past of the participle ``token`` in its own paradigm: "lain" -> "lay"
    (``SENSE_PASTS``); a participle that is also one of the lemma's past forms is that past
    ("had lied" -> "lied", not lemminflect's first "lay"; "had hanged" -> "hanged"): a weak
    verb's past and participle are one form (Quirk et al. 1985 §3.14-3.16, as
    ``_same_paradigm``); else lemminflect's first past form."""
    lemma = verb_lemma(token)
    head, _, rest = lemma.partition(" ")
    key = (head.lower(), token.lower_)
    if key in SENSE_PASTS:
        return f"{SENSE_PASTS[key]} {rest}".strip()
    if token.lower_ in getInflection(head, tag="VBD"):
        return f"{token.lower_} {rest}".strip()
    return inflect(lemma, "VBD")


#: Past and participle of a verb whose lemminflect first form belongs to a rarer sense: "bid"
#: (offer a price, "bid for land") has past and participle "bid"; "bade/bidden" belong to the
#: archaic "command, greet" sense ("bade them farewell"; Merriam-Webster "bid" v.; Quirk et al.
#: 1985 §3.16), which the corpus text rarely has and a hypothesis must not bring in (vc220).
#: "quit" has past and participle "quit" in current usage; lemminflect's first participle
#: "quitted" is chiefly British and dated (Merriam-Webster "quit" v.; Quirk et al. 1985 §3.14
#: on verbs with one form for base, past and participle): "might have quit", not "might have
#: quitted" (stop 102, pr239's report).
UNCHANGED_PASTS = frozenset({"bid", "quit"})


def inflect(lemma: str, tag: str) -> str:
    """``lemma`` in Penn tag ``tag`` (VB, VBD, VBZ, VBP, VBG, VBN); multi-word lemmas inflect the head."""
    head, _, rest = lemma.partition(" ")
    if tag == "VBN" and head.lower() in ACTIVE_PARTICIPLES:
        return f"{ACTIVE_PARTICIPLES[head.lower()]} {rest}".strip()
    if tag in ("VBD", "VBN") and head.lower() in UNCHANGED_PASTS:
        return lemma
    forms = getInflection(head, tag=tag)
    word = next(
        (f for f in forms if not _other_verbs_form(f, head, tag)), forms[0] if forms else head
    )
    return f"{word} {rest}".strip()


#: Defective verbs with the base form only: "beware" is used only where the base form is
#: (imperative, infinitive, subjunctive, after a modal), with no "-s", past or participle
#: forms in use ("*She bewared of strangers"; Quirk et al. 1985 §3.45 note on "beware";
#: OED s.v. "beware" v.; Huddleston & Pullum 2002 ch. 3 §1.2 on defective lexemes).
#: lemminflect builds regular forms for it all the same.
BASE_ONLY_VERBS = frozenset({"beware"})


@cache
def _base_only_forms() -> frozenset[str]:
    return frozenset(
        form.lower()
        for lemma in BASE_ONLY_VERBS
        for tag in ("VBD", "VBZ", "VBG", "VBN")
        for form in getInflection(lemma, tag=tag)
        if form.lower() != lemma
    )


def defective_form_used(text: str) -> bool:
    """Does ``text`` hold a non-base form of a ``BASE_ONLY_VERBS`` verb ("bewared", "bewares")?"""
    forms = _base_only_forms()
    return any(w in forms for w in re.findall(r"[a-z]+", text.lower()))


def _other_verbs_form(form: str, lemma: str, tag: str) -> bool:
    """Is ``form`` also the same-tag inflection of another verb, while ``lemma`` has a form of
    its own? lemminflect gives "bide" the past "boded" first (from the archaic strong past
    "bode"), but "boded" is the regular past of the verb "bode" (Merriam-Webster s.v. "bide":
    past "bided" or "bode", and "bide one's time" takes "bided"; OED s.v. "bide" v.), so the
    hypothesis "The department boded its time" names another verb. ``inflect`` takes the next
    form that is ``lemma``'s alone ("bided"); a form that is another verb's base or other tag
    ("lie" -> "lay", the base of "lay") is not that verb's same-tag inflection and stays.
    Over lemminflect's whole verb list this changes about 130 lemma/tag forms, all toward the
    lemma's own spelling ("jell" -> "jelled" not "gelled", "bear" -> perfect "borne" not
    "born", "re-set" -> "re-set" not "reset"); none of a common verb."""
    if form.startswith(lemma.rstrip("e")):
        # the lemma's own stem, spelled as another verb's too ("skied": "ski" and "sky";
        # "whizzed": "whiz" and "whizz"): a spelling variant, not another verb
        return False
    for other in getAllLemmas(form).get("VERB", ()):
        if other != lemma and form in getInflection(other, tag=tag):
            return True
    return False


def finite_tag(token: Token) -> str:
    """The finite Penn tag of the clause headed by ``token`` (looks at its auxiliaries too).

    Returns VBD for past, VBZ/VBP for present, or MD when a modal carries the tense.
    """
    for child in token.children:
        if child.dep_ in ("aux", "auxpass") and child.tag_ in ("MD", "VBD", "VBZ", "VBP"):
            return child.tag_
    if token.tag_ in ("VBD", "VBZ", "VBP", "MD"):
        return token.tag_
    if token.tag_ == "VBN" and not any(c.dep_ in ("aux", "auxpass") for c in token.children):
        return "VBD"  # tagger confusion on bare past forms
    return "VBZ" if token.morph.get("Number") == ["Sing"] else "VBP"


def like(lemma: str, model: Token, subject_singular: bool | None = None) -> str:
    """Inflect ``lemma`` to the tense and agreement of the finite verb ``model``.

    "attempt" (past) + "overcome" -> "overcame"; present tense agrees with ``subject_singular``
    when given (otherwise with the model's own form).
    """
    tag = finite_tag(model)
    if tag == "MD":
        return lemma
    if tag in ("VBZ", "VBP") and subject_singular is not None:
        tag = "VBZ" if subject_singular else "VBP"
    if lemma == "be":
        singular = subject_singular if subject_singular is not None else tag == "VBZ"
        return _BE.get((tag, singular), _BE.get((tag, not singular), "be"))
    return inflect(lemma, tag)


def agree_be(form: str, singular: bool) -> str:
    """Map "were" -> "was" etc. for a copula/auxiliary form whose subject changed number."""
    table = {
        ("were", True): "was",
        ("was", False): "were",
        ("are", True): "is",
        ("is", False): "are",
        ("have", True): "has",
        ("has", False): "have",
        ("do", True): "does",
        ("does", False): "do",
    }
    out = table.get((form.lower(), singular), form)
    return out.capitalize() if form[:1].isupper() else out


def agree_verb(token: Token, singular: bool) -> str:
    """The present-tense form of ``token`` agreeing with a singular/plural subject."""
    if token.tag_ not in ("VBZ", "VBP"):
        return token.text
    if token.lemma_ in ("be", "have", "do"):
        return agree_be(token.text, singular)
    out = inflect(token.lemma_, "VBZ" if singular else "VBP")
    return out.capitalize() if token.text[:1].isupper() else out


def reinflect(token: Token, tag: str) -> str:
    """``token`` (a verb) re-inflected to Penn ``tag`` via :func:`verb_lemma` and lemminflect.

    A past participle keeps the paradigm of the writer's past form (:func:`_same_paradigm`)."""
    lemma = verb_lemma(token)
    if tag == "VBN" and token.lower_ == "born":
        return token.text  # the passive of birth stays "born" (ACTIVE_PARTICIPLES)
    if tag == "VBN" and (lemma.lower(), token.lower_) in SENSE_PARTICIPLES:
        return SENSE_PARTICIPLES[(lemma.lower(), token.lower_)]
    if tag == "VBN":
        kept = _same_paradigm(lemma, token.lower_)
        if kept is not None:
            return kept
    return inflect(lemma, tag)


def _same_paradigm(lemma: str, past: str) -> str | None:
    """The participle of ``lemma`` in the paradigm of its past form ``past``, when lemminflect
    lists several participles and another past form belongs to the other one: "woke" ->
    "woken", not lemminflect's first "waked" (the weak form, which goes with the weak past
    "waked"); "spat" -> "spat", "bade" -> "bidden". Verbs with variant forms pair a strong past
    with a strong participle and a regular past with a regular one (Quirk et al. 1985
    §3.14-3.16 on irregular verbs with variants; Huddleston & Pullum 2002 ch. 3 §1.3), so
    "might have waked" after "woke" reads archaic (stop 46). None: lemminflect's first form."""
    head, _, rest = lemma.partition(" ")
    participles = getInflection(head, tag="VBN")
    pasts = getInflection(head, tag="VBD")
    if len(participles) < 2 or past not in pasts:
        return None
    kept = [p for p in participles if p == past or p not in pasts]
    if not kept or kept[0] == participles[0]:
        return None
    return f"{kept[0]} {rest}".strip()


@cache
def is_plain_verb_form(form: str) -> bool:
    """Whether ``form`` is the plain (base) form of some verb: its own verb lemma in
    lemminflect's lexicon ("aim", "disable"; not "aims", "destroyed")."""
    return form in getAllLemmas(form, upos="VERB").get("VERB", ())


@cache
def is_third_singular_form(form: str) -> bool:
    """Whether ``form`` is the present "-s" form (VBZ) of some verb in lemminflect's lexicon."""
    return any(
        form in getAllInflections(lemma, upos="VERB").get("VBZ", ())
        for lemma in getAllLemmas(form, upos="VERB").get("VERB", ())
    )


@cache
def is_finite_verb_form(form: str) -> bool:
    """Whether ``form`` is a present or past form of some verb (lemminflect's lexicon)."""
    for lemma in getAllLemmas(form, upos="VERB").get("VERB", ()):
        forms = getAllInflections(lemma, upos="VERB")
        if any(form in forms.get(tag, ()) for tag in ("VBP", "VBZ", "VBD")):
            return True
    return False


@cache
def only_a_finite_verb(form: str) -> bool:
    """``form`` is a present or past verb form (lemminflect) and no noun in WordNet ("rang",
    "endures"; not "works", "acts", "assist", which are nouns too: lemminflect's own lemma
    table lists only some noun readings)."""
    from .wordnet import wordnet

    return is_finite_verb_form(form) and not wordnet().synsets(form, pos="n")
