"""Source defects a verb-complement pair would copy into both sides, and reporting frames that a
negated report cannot keep (sixtieth pass, vc53; docs/verb_complement.md).

- ``glued_boundary``: two sentences or a heading and its text run together with no space after a
  colon or stop ("... a ladder:Mathematical induction proves ..."): orthographic sentences and a
  colon's elaboration are separated by a space (CMOS 6.7, 6.63; Nunberg 1990 on the text-
  sentence), so the sentence the pair is built on is two text units the dump glued together,
  and the complement runs across the boundary. Both pairs flagged ``source:glued`` (the
  ``source`` family: a defect of the source sentence, pipeline/fitness.py).
- ``disagreeing_subject``: a plural common-noun subject head with a singular tensed verb ("The
  roots of these customs is thought to be ..."), the proximity slip after a postmodifier
  (Bock & Miller 1991 on agreement attraction; Quirk et al. 1985 §10.35 on grammatical
  concord): the hypothesis copies it ("The roots ... is the need"), and a reader cannot tell a
  slip from an error of the rewrite. Not the plural-form singulars of
  ``fitness._SINGULAR_PLURALS`` and -ics fields (Quirk et al. §5.74-5.75), nor a measure phrase
  with a numeral ("Ten years is a long time", notional concord, H&P 2002 ch. 5 §18.3), nor a
  name or title (capitalised head). Both pairs flagged ``source:agreement``.
- ``reporting_frame_after``: a negated verb of saying whose sentence goes on to quote the
  speaker ("He did not say P -- "but Q" -- ..., he added"): a final reporting clause ("he
  added", "she said") is a comment clause whose complement is the host sentence (Quirk et al.
  1985 §15.54, §14.26), and a quotation set off by dashes or commas is the reported speaker's
  own words (direct speech, Quirk et al. §14.29): both assert that the subject spoke, which the
  added negation denies. The negated pair only (``discourse-clash:reporting-frame``).
- ``exemplified_individual``: a "such as" list after a comma hung on a singular noun with a
  demonstrative ("explain this technique, such as falling dominoes"): "such as" introduces
  members of a class (Quirk et al. 1985 §17.65 on exemplifying apposition; CGEL ch. 7 §5.2 on
  "such as"), and "this/that N" refers to one individual, which has no members to give; the
  list belongs to a noun further back (the extraposed examples of the subject), so in the
  hypothesis and under the added negation it dangles. Both pairs flagged
  ``dangling-such-as:<noun>``.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from ..fitness import _SINGULAR_PLURALS
from ..syntax import SPEECH_VERBS, agreeing_word

#: A lower-case word of two or more letters, a colon or stop, and a capitalised word of two or
#: more lower-case letters after it with no space: "ladder:Mathematical", "traditions:Anglo",
#: "war.The". Not abbreviations ("e.g.The": one letter before the stop; "St.Louis": a capital),
#: times or references ("10:30", "3:16": digits), nor web addresses (``_WEB``).
_GLUED = re.compile(r"(?<![\w./@])([a-z]{2,})([:.])([A-Z][a-z]{2,})")
#: A host name or path around the boundary: "example.Com" is no sentence break.
_WEB = re.compile(r"(?:www|https?|://|\.(?:com|org|net|js)\b)", re.IGNORECASE)


def glued_boundary(text: str) -> str | None:
    """The glued boundary ("ladder:Mathematical") in ``text``, else None (see module doc)."""
    for match in _GLUED.finditer(text):
        window = text[max(match.start() - 12, 0) : match.end() + 6]
        if _WEB.search(window):
            continue
        return match.group(0)
    return None


#: Tensed singular forms and the singular auxiliaries of a finite verb group.
_SINGULAR_TENSED = frozenset({"is", "was", "has", "does"})


def _tensed_word(verb: Token) -> Token | None:
    """The tensed word of ``verb``'s group (its first auxiliary, or the verb itself), if the
    group is finite."""
    word = agreeing_word(verb)
    return word if word.tag_ in ("VBZ", "VBD", "VBP", "MD") else None


def _singular_verb(verb: Token) -> bool:
    word = _tensed_word(verb)
    if word is None:
        return False
    return word.lower_ in _SINGULAR_TENSED or (
        word.tag_ == "VBZ" and word.lower_.endswith("s") and word.lemma_ != "be"
    )


#: Compounds of the plural-form singulars keep their singular concord ("miniseries",
#: "subspecies", "metadata"): the head word decides (Quirk et al. 1985 §5.75).
_SINGULAR_PLURAL_ENDINGS = tuple(sorted(_SINGULAR_PLURALS))


def _plural_common_head(subject: Token) -> bool:
    return (
        subject.tag_ == "NNS"
        and subject.text.islower()
        and subject.lower_ != subject.lemma_.lower()
        and not subject.lower_.endswith(_SINGULAR_PLURAL_ENDINGS)  # "miniseries", "subspecies"
        and not subject.lower_.endswith(("ics", "ss"))
        and not any(c.dep_ in ("nummod", "conj", "cc", "quantmod") for c in subject.children)
        and not any(t.tag_ == "CD" or t.lower_ in ("each", "every") for t in subject.subtree)
    )


def disagreeing_subject(doc: Doc, verb: Token, complement: range) -> str | None:
    """ "<subject> <verb>" for a plural common-noun subject of a singular tensed verb, when the
    verb is the trigger's finite verb or a verb of the complement (the pair copies it), else
    None (see module doc). Only a subject with a postmodifier between head and verb ("The roots
    of these customs is"): a bare "Fans reacts" is the fitness check's (``source:disfluent``)."""
    verbs = [verb] + [t for t in doc if t.i in complement and t.pos_ in ("VERB", "AUX")]
    for head in verbs:
        if head.dep_ in ("aux", "auxpass"):
            continue
        subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.i > head.i or not _plural_common_head(subject):
            continue
        if subject.right_edge.i == subject.i:
            continue  # "Fans reacts": left to fitness._disagreeing_subject
        if not any(c.dep_ == "prep" and c.i > subject.i for c in subject.children):
            continue
        if _singular_verb(head):
            return f"{subject.lower_} {_tensed_word(head).lower_}"
    return None


#: Verbs of a final reporting clause ("..., he added"): the speech verbs that take the host
#: sentence as their quoted or reported content (Quirk et al. 1985 §14.26, §15.54).
REPORT_TAG_VERBS = frozenset(
    {"add", "say", "explain", "continue", "note", "insist", "conclude", "write", "argue"}
    | {"claim", "observe", "remark", "state", "tell", "warn", "recall", "admit", "predict"}
)
_QUOTES = frozenset({'"', "``", "''", "\u201c", "\u201d"})
_SETTERS = frozenset({"--", "-", "\u2014", "\u2013", ",", "("})


def _final_report_tag(doc: Doc, verb: Token) -> Token | None:
    """The verb of a final reporting clause after the trigger ("..., she added."): a comma, a
    subject (pronoun or short noun phrase) and a report verb with nothing after them but
    punctuation, or the inverted "..., added Smith."."""
    words = [t for t in doc if not t.is_punct]
    if not words:
        return None
    comma = next((t for t in reversed(doc) if t.text == ","), None)
    if comma is None or comma.i <= verb.i:
        return None
    tail = [t for t in doc[comma.i + 1 :] if not t.is_punct]
    if not 2 <= len(tail) <= 5:
        return None
    tag = next(
        (t for t in tail if t.lemma_.lower() in REPORT_TAG_VERBS and t.tag_ in ("VBD", "VBZ")),
        None,
    )
    if tag is None or tag.i == verb.i:
        return None
    nominal = [t for t in tail if t.pos_ in ("PRON", "PROPN", "NOUN", "DET")]
    if not nominal or any(t.lower_ == "that" or t.dep_ in ("ccomp", "xcomp") for t in tail):
        return None
    return tag


def _quoted_aside(doc: Doc, verb: Token) -> bool:
    """A quotation after the trigger that opens right after a dash, comma or bracket ("P --
    "but Q" --"): the speaker's words set off inside the report, not its that-clause."""
    for tok in doc[verb.i + 2 :]:
        if tok.text in _QUOTES and doc[tok.i - 1].text in _SETTERS:
            closing = next((t for t in doc[tok.i + 1 :] if t.text in _QUOTES), None)
            if closing is not None and closing.i - tok.i > 2:
                return True
    return False


def reporting_frame_after(doc: Doc, verb: Token) -> str | None:
    """ "tag:<verb>" or "quotation" when the negated report's sentence still reports the subject
    speaking (see module doc), else None. Only for verbs of saying."""
    if verb.lemma_.lower() not in SPEECH_VERBS:
        return None
    tag = _final_report_tag(doc, verb)
    if tag is not None:
        return f"tag:{tag.lower_}"
    if _quoted_aside(doc, verb):
        return "quotation"
    return None


_SINGULAR_DEMONSTRATIVES = frozenset({"this", "that"})


def exemplified_individual(doc: Doc, complement: range) -> str | None:
    """The singular demonstrative noun a ", such as" list of the complement is hung on ("this
    technique, such as ..."), else None (see module doc)."""
    for tok in doc:
        if tok.i not in complement or tok.lower_ != "such" or tok.i < 2:
            continue
        if tok.i + 1 >= len(doc) or doc[tok.i + 1].lower_ != "as" or doc[tok.i - 1].text != ",":
            continue
        host = doc[tok.i + 1].head
        if host.tag_ != "NN" or host.i >= tok.i:
            continue
        if any(c.dep_ == "det" and c.lower_ in _SINGULAR_DEMONSTRATIVES for c in host.children):
            return host.lower_
    return None
