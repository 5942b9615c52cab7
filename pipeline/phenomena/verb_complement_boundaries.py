"""verb_complement (stop 102, vc221): complement boundaries, parenthetical formulas, the
"make sure" reading of "see that", and continuations that settle the complement.

* ``fronted_adjunct_swallowed_subject``: "On learning that he was leaving for Rome Mary was
  astonished": a fronted "on/after V-ing that ..." phrase with no comma, whose complement the
  parser ran on over the matrix subject ("Rome Mary"), leaving the finite matrix verb with no
  subject. A finite declarative clause has a subject (CGEL ch. 4 §1; Quirk et al. 1985 §10.2),
  so the matrix subject is inside the parsed complement, and where it starts is not known:
  the hypothesis "He was leaving for Rome Mary." is refused.
* ``parenthetical_formula_infinitive``: "He began, so to speak, at the bottom": "so to speak",
  "strange to say", "needless to say", "truth to tell", "sad to say" are fixed non-finite
  disjuncts (Quirk et al. 1985 §8.127, §15.56 on style and content disjuncts; CGEL ch. 14
  on non-finite parentheticals), no to-infinitive complement of the verb they follow.
* ``unrealized_ensure_see``: "see that" = "make sure" (OED s.v. "see" v. 18; Quirk et al. 1985
  §16.36) in the infinitive of a verb of commitment or intention ("She promised to see that
  the letter was sent") or of purpose after "be there/here" ("He was there to see that the
  workers started on time"): not the perception/knowledge "see that" that White & Rawlins
  (2018) and Karttunen (1971) count factive, and the making-sure is itself unrealized, so
  the complement is open (o/o).
* ``restated_continuation``: "He ordered them to leave, and they all left": a later conjunct
  whose verb is the complement's own, with the complement's subject, asserts the complement
  in the speaker's voice (Quirk et al. 1985 §13.5 on additive coordination); "I thought the
  shop was open, but it turned out it was closed": a "but"-conjunct "it turned out/proved
  (that) Q" after a verb of belief says the belief was mistaken (Quirk et al. 1985 §13.25 on
  contrastive "but"; Karttunen 1971 on "turn out" as a factive-like verdict). The caller
  treats both like ``continuation_settles``: a pair whose label goes against the verdict is
  flagged.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..rewrite.complement_as_proform import proform_as_clause
from ..syntax import DOUBLE_QUOTES, FINITE_TAGS, SUBJECT_DEPS, verb_lemma

# -- fronted adjunct over the matrix subject -------------------------------------------------

#: Prepositions that head a fronted gerund adjunct of time or circumstance (Quirk et al. 1985
#: §15.33: "on arriving", "after hearing", "upon learning", "before leaving").
_GERUND_PREPOSITIONS = frozenset({"on", "upon", "after", "before", "in", "since", "by"})


def fronted_adjunct_swallowed_subject(doc: Doc, verb: Token, span: tuple[int, int]) -> bool:
    """Is ``verb`` the gerund of a fronted "on/after V-ing" adjunct with no comma, whose
    complement (``span``, token range) runs up to the finite verb group of a matrix verb that
    has no subject (module docstring)?"""
    if verb.tag_ != "VBG" or verb.dep_ != "pcomp":
        return False
    prep = verb.head
    if prep.lower_ not in _GERUND_PREPOSITIONS or prep.dep_ != "prep":
        return False
    matrix = prep.head
    if matrix.i <= prep.i or matrix.pos_ not in ("VERB", "AUX"):
        return False
    if any(c.dep_ in (*SUBJECT_DEPS, "expl") for c in matrix.children):
        return False
    group = [c for c in matrix.children if c.dep_ in ("aux", "auxpass") and c.i < matrix.i]
    first = min([matrix, *group], key=lambda t: t.i)
    if not any(t.tag_ in ("VBD", "VBZ", "VBP", "MD") for t in (matrix, *group)):
        return False  # no finite matrix verb, no subject gap to fill
    end = span[1]
    between = doc[end : first.i]
    return end <= first.i and not any(t.is_punct for t in between) and len(between) <= 1


# -- parenthetical formulas ------------------------------------------------------------------

#: The first word of a fixed non-finite disjunct "X to say/speak/tell" (Quirk et al. 1985
#: §8.127 "so to speak", "strange to say", "needless to say", "sad to say", "truth to tell",
#: "sorry to say", "suffice to say").
_FORMULA_FIRST = frozenset(
    {"so", "strange", "needless", "sad", "sorry", "truth", "suffice", "oddly", "curious"}
)
_FORMULA_VERBS = frozenset({"say", "speak", "tell"})


def parenthetical_formula_infinitive(doc: Doc, to: int | None, head: Token) -> bool:
    """Is the to-infinitive headed by ``head`` (marker at ``to``) the verb of a formula "so to
    speak", "strange to say", "truth to tell", set off by a comma or closing the sentence?"""
    if to is None or to < 1 or verb_lemma(head) not in _FORMULA_VERBS or head.i != to + 1:
        return False
    first = doc[to - 1]
    if first.lower_ not in _FORMULA_FIRST:
        return False
    before = doc[to - 2] if to >= 2 else None
    after = doc[head.i + 1] if head.i + 1 < len(doc) else None
    set_off_before = before is None or before.is_punct
    set_off_after = after is None or after.is_punct
    if first.lower_ == "so" and not (set_off_before and set_off_after):
        return False  # "He tried so to speak that all could hear": a manner "so"
    return set_off_before or set_off_after


# -- "see that" = make sure, unrealized -------------------------------------------------------

#: Verbs of commitment and intention whose to-infinitive is an unrealized act (Karttunen 1971
#: on non-implicative "promise/intend/want/plan/hope"; Searle 1976 on commissives).
_UNREALIZED_FRAMES = frozenset(
    {
        "promise",
        "vow",
        "swear",
        "pledge",
        "undertake",
        "agree",
        "offer",
        "volunteer",
        "resolve",
        "decide",
        "intend",
        "plan",
        "mean",
        "want",
        "wish",
        "hope",
        "try",
        "attempt",
        "aim",
        "seek",
        "strive",
        "endeavour",
        "endeavor",
        "expect",
    }
)


def unrealized_ensure_see(verb: Token) -> bool:
    """Is ``verb`` a "see" = make sure in an unrealized infinitive (module docstring)?"""
    if verb_lemma(verb) != "see" or not any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children
    ):
        return False
    if not any(c.dep_ == "ccomp" for c in verb.children):
        return False
    head = verb.head
    if verb.dep_ == "xcomp" and verb_lemma(head) in _UNREALIZED_FRAMES:
        return True
    # "He was there to see that ...": the purpose infinitive of a locative "be" (Quirk et al.
    # 1985 §15.48); "She was glad to see that" (an adjective's infinitive) stays perception
    return (
        verb.dep_ in ("advcl", "xcomp")
        and head.lemma_ == "be"
        and head.i < verb.i
        and any(c.dep_ == "advmod" and c.lower_ in ("there", "here") for c in head.children)
        and not any(c.dep_ in ("acomp", "attr") for c in head.children)
    )


# -- continuations that settle the complement --------------------------------------------------

#: Verbs of belief whose content a "but it turned out" conjunct reports as mistaken.
_BELIEF_VERBS = frozenset(
    {"think", "believe", "assume", "suppose", "imagine", "expect", "guess", "fancy", "fear"}
)
#: Verdict verbs of the "but it turned out (that) Q" conjunct.
_VERDICT_VERBS = frozenset({"turn", "prove"})


def _complement_head(doc: Doc, complement: range) -> Token | None:
    inside = [doc[i] for i in complement if 0 <= i < len(doc)]
    heads = [t for t in inside if t.head.i not in complement or t.head is t]
    return next((t for t in heads if t.pos_ in ("VERB", "AUX")), None)


def _same_subject(a: Token | None, b: Token | None) -> bool:
    if a is None or b is None:
        return False
    pronouns = {"them": "they", "him": "he", "her": "she", "me": "i", "us": "we"}
    return pronouns.get(a.lower_, a.lower_) == pronouns.get(b.lower_, b.lower_)


def restated_continuation(doc: Doc, verb: Token, complement: range) -> str | None:
    """ "asserts" / "denies" when a later conjunct of the trigger's clause restates or
    overturns the complement (module docstring), else None."""
    if not complement:
        return None
    last = max(complement)
    head = _complement_head(doc, complement)
    if head is None:
        return None
    for t in doc[min(complement) + 1 :]:
        # "He believed that the plan would fail, as indeed it did": the "as"-clause's pro-form
        # takes the complement up and asserts it (rewrite.complement_as_proform)
        if (
            t.lower_ == "as"
            and t.dep_ == "mark"
            and doc[t.i - 1].text == ","
            and proform_as_clause(t.head)
        ):
            return "asserts"
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i <= last:
            continue
        if any(c.dep_ == "neg" for c in conj.children):
            continue
        cc = next((c for c in verb.children if c.dep_ == "cc" and last < c.i < conj.i), None)
        if cc is None:
            continue
        subject = next((c for c in conj.children if c.dep_ in SUBJECT_DEPS), None)
        if (
            cc.lower_ in ("and", "so")
            and verb_lemma(conj) == verb_lemma(head)
            and conj.tag_ == "VBD"
            and not any(c.dep_ == "neg" for c in head.children)
        ):
            own = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
            if own is None and head.dep_ == "xcomp":
                # the controller of an object-control infinitive ("ordered them to leave")
                own = next((c for c in verb.children if c.dep_ in ("dobj", "dative")), None)
                own = own or next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
            if _same_subject(own, subject):
                return "asserts"
        if (
            cc.lower_ == "but"
            and verb_lemma(verb) in _BELIEF_VERBS
            and verb_lemma(conj) in _VERDICT_VERBS
            and subject is not None
            and subject.lower_ == "it"
            and any(c.dep_ == "ccomp" for c in conj.children)
            and (verb_lemma(conj) == "prove" or any(c.lower_ == "out" for c in conj.children))
        ):
            return "denies"
    return None


# -- stop 102 integration: a reduced adverbial clause read as the complement, a scare-quoted verb --

#: Subordinators that head a reduced (verbless or participial) adverbial clause: "once
#: raised", "when heated", "if needed", "though tired" (Quirk et al. 1985 §14.9, §15.58; CGEL
#: ch. 14 §9 on non-finite and verbless adjuncts with a subordinator).
_REDUCED_CLAUSE_SUBORDINATORS = frozenset(
    {"once", "when", "whenever", "while", "if", "unless", "though", "although", "until"}
)
_PARTICIPLE_TAGS = frozenset({"VBN", "VBG", "VBD"})


def reduced_adverbial_read_as_complement(doc: Doc, head: Token) -> bool:
    """ "She has noticed that prices, once raised, tend to stay high": the parser makes the
    participle of the comma-set reduced clause "once raised" the head of the that-clause, and
    the hypothesis comes out as "Prices, once raised." A that-clause is finite (CGEL ch. 11
    §1), and a participle right after a subordinator between two commas is a reduced
    adverbial clause (Quirk et al. 1985 §14.9), so the clause's own verb is the finite verb
    after the second comma, which the parse put elsewhere: the complement is not known."""
    i = head.i
    if head.tag_ not in _PARTICIPLE_TAGS or i < 2 or i + 2 >= len(doc):
        return False
    if doc[i - 1].lower_ not in _REDUCED_CLAUSE_SUBORDINATORS or doc[i - 2].text != ",":
        return False
    if doc[i + 1].text != ",":
        return False
    following = next((t for t in doc[i + 2 :] if not t.is_punct and t.pos_ != "ADV"), None)
    return following is not None and following.tag_ in FINITE_TAGS


def scare_quoted_trigger(doc: Doc, verb: Token) -> bool:
    """'He "managed" to get a seat': a trigger verb alone between quotation marks is
    mentioned as much as used (scare quotes: Predelli 2003; Clark & Gerrig 1990 on
    demonstrations): the speaker does not vouch for the verb's literal sense, so its
    signature does not license the label, and the hypothesis, which drops the verb, keeps
    the empty quotes ('He "" got a seat')."""
    i = verb.i
    if i < 1 or i + 1 >= len(doc):
        return False
    closing = doc[i + 1]
    if closing.text in {",", "."} and i + 2 < len(doc):
        closing = doc[i + 2]
    return doc[i - 1].text in DOUBLE_QUOTES and closing.text in DOUBLE_QUOTES
