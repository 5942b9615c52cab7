"""Conjunct units and a goal disjunction (stop 103, branch cj228).

``_plan`` in ``conjunction.py`` corrects the candidate's conjuncts with ``corrected_conjuncts``
before it labels and rewrites them; ``_free_choice`` asks ``goal_disjunction``.

- ``goal_disjunction``: "a mine designed to destroy or disable vehicles". Under a verb of
  intention or design ("designed / intended / meant to") the infinitive names the goal, and the
  attitude is a universal (necessity) modal over the worlds where the goal is reached (Hintikka
  1969; Heim 1992 on attitude verbs of desire and intention; von Fintel & Iatridou 2005 on
  teleological necessity). A disjunction under a necessity modal gives each disjunct only as a
  possibility (Zimmermann 2000; Geurts 2005 on disjunction under modal operators): "designed to
  destroy or disable X" says that either outcome fulfils the design, not that destruction is
  the design, so "designed to destroy X" is not entailed; and "designed to destroy X" does not
  give "designed to destroy or disable X" either (Ross 1941's paradox for necessity). Both
  directions are neutral (``or_goal``). The possibility heads keep the free-choice entailment:
  "used to / used for" (a function: what the thing can be used for), "able to" (the ability
  form of "can"), "allowed / eligible to" (permission) - ``_purpose_link`` and
  ``conjunction_possibility_adjectives.txt``, Kamp 1973.
- ``abbreviation_reference_unit``: "in Fig. 11 and Table 2". A sentence-internal abbreviation
  and its number are one reference ("Fig. 11": CMOS 10.42; the splitter's rejoin list
  ``sentence_internal_abbreviations.txt``), but the parser hangs ". 11" elsewhere, so the first
  conjunct was "11" ("in Fig. Table 2") or the last one "Fig" ("in Table 2. 11."). The number
  joins the abbreviation's conjunct; the same check vc226 made for complements
  (``complement_matrix_comment.abbreviation_number_end``) is reused. Not when the other
  conjuncts are bare numbers ("Figs. 3 and 4": the abbreviation is shared).
- ``fixed_phrase_unit``: "scan one page at a time or several pages". A distributive or
  frequency phrase of fixed form ("at a time", "at once", "in turn", "per day") modifies the
  noun phrase it follows and belongs with it in the coordination (Quirk et al. 1985 §13.60 on
  the scope of conjoins; §8.64 on "at a time" as a distributive adjunct): the conjuncts are
  "one page at a time" and "several pages", not "time" and "several pages".
- ``preposed_participle_unit``: "Being cheap, and being light, the bikes sold well." The parse
  made the main clause part of the last conjunct ("being light, the bikes sold well"), so its
  removal left "Being cheap." with no finite verb. Two preposed participial adjuncts are the
  coordinates (Quirk et al. 1985 §15.58 on supplementive clauses); the main clause they both
  modify is shared, so the last conjunct ends at the comma before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..rewrite.complement_matrix_comment import abbreviated_number, abbreviation_number_end
from .conjunction_conjunct import Conjunct
from .conjunction_units_cj230 import trailing_reference_unit

#: Heads of intention and design whose to-infinitive names a goal (a necessity over the
#: worlds where the intention is fulfilled; module docstring). Lemmas.
_INTENTION_HEADS = frozenset({"design", "intend", "mean"})
#: Links from a word inside the infinitive's phrase up to the infinitive itself.
_PHRASE_DEPS = frozenset({"dobj", "pobj", "prep", "conj", "compound", "amod", "nmod", "attr"})
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def goal_disjunction(head: Token) -> bool:
    """The first disjunct (``head``) lies in the to-infinitive of an intention head
    ("designed to [destroy] or disable", "intended to carry [passengers] or cargo"), with no
    other verb between; the head is not negated (a negation is labelled before this)."""
    t = head
    for _ in range(6):
        if t.pos_ in {"VERB", "AUX"}:
            break
        if t.dep_ not in _PHRASE_DEPS or t.head.i == t.i:
            return False
        t = t.head
    if t.tag_ != "VB" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in t.children):
        return False
    return (
        t.dep_ in {"xcomp", "acl", "advcl", "ccomp"}
        and t.head.lemma_.lower() in _INTENTION_HEADS
        and t.head.pos_ == "VERB"
        and not any(c.dep_ == "neg" for c in t.head.children)
    )


def _is_number(t: Token) -> bool:
    return t.like_num or t.text[:1].isdigit()


def abbreviation_reference_unit(doc: Doc, conj: Sequence[Conjunct]) -> list[Conjunct]:
    """The conjuncts with "Fig. 11" whole (module docstring)."""
    out = list(conj)
    first = out[0]
    if abbreviated_number(doc, first.start) and not any(_is_number(doc[c.start]) for c in out[1:]):
        out[0] = Conjunct(first.start - 2, first.end, first.category)
    for k, c in enumerate(out):
        if k == 0 and out[0] is not first:
            continue
        end = abbreviation_number_end(doc, c.end)
        if end != c.end and (k + 1 == len(out) or end <= out[k + 1].start):
            out[k] = Conjunct(c.start, end, c.category)
    return out


#: Fixed distributive and frequency phrases (Quirk et al. 1985 §8.64): preposition and the
#: words of its object; ``None`` stands for any unit noun after "per".
_FIXED_PHRASES = (
    ("at", ("a", "time")),
    ("at", ("once",)),
    ("in", ("turn",)),
    ("at", ("a", "stretch")),
    ("per", (None,)),
)


def _fixed_phrase_start(doc: Doc, end: int) -> int | None:
    """The index of the preposition of a fixed phrase that ends at ``end``, or None."""
    for prep, words in _FIXED_PHRASES:
        start = end - len(words) - 1
        if start < 0 or doc[start].lower_ != prep:
            continue
        if all(w is None or doc[start + 1 + k].lower_ == w for k, w in enumerate(words)):
            return start
    return None


def fixed_phrase_unit(doc: Doc, conj: Sequence[Conjunct]) -> list[Conjunct]:
    """The first conjunct widened to the noun phrase its fixed phrase modifies: "[time] or
    [several pages]" -> "[one page at a time] or [several pages]" (module docstring). Only when
    the first conjunct is the phrase's own object, the phrase follows a noun, and the last
    conjunct is a noun phrase."""
    first, last = conj[0], conj[-1]
    prep = _fixed_phrase_start(doc, first.end)
    if prep is None or prep + 1 > first.start or prep < 1:
        return list(conj)
    noun = doc[prep - 1]
    if noun.pos_ not in {"NOUN", "PROPN"} or doc[last.start : last.end].root.pos_ not in {
        "NOUN",
        "PROPN",
    }:
        return list(conj)
    return [Conjunct(noun.left_edge.i, first.end, first.category), *conj[1:]]


def preposed_participle_unit(doc: Doc, conj: Sequence[Conjunct]) -> list[Conjunct]:
    """The last conjunct cut at the comma before the main clause when the coordinates are
    preposed participial adjuncts ("[Being cheap], and [being light, the bikes sold well]")."""
    first, last = conj[0], conj[-1]
    if first.start != 0 or len(conj) != 2:
        return list(conj)
    f = doc[first.start : first.end].root
    if f.tag_ not in {"VBG", "VBN"} or any(c.dep_.startswith("nsubj") for c in f.children):
        return list(conj)
    span = doc[last.start : last.end]
    lead = doc[last.start]
    if lead.tag_ not in {"VBG", "VBN"}:
        return list(conj)
    main = next(
        (
            t
            for t in span
            if t.tag_ in _FINITE_TAGS | {"VB"}
            and t.i > lead.i
            and any(c.dep_.startswith("nsubj") and c.i > lead.i for c in t.children)
        ),
        None,
    )
    if main is None:
        return list(conj)
    subject = min(
        (c.left_edge.i for c in main.children if c.dep_.startswith("nsubj")), default=main.i
    )
    comma = subject - 1
    if comma <= lead.i or doc[comma].text != ",":
        return list(conj)
    return [first, Conjunct(last.start, comma, last.category)]


def corrected_conjuncts(doc: Doc, conj: Sequence[Conjunct]) -> list[Conjunct]:
    """The candidate's conjuncts with the three unit repairs of this module and cj230's
    trailing reference applied."""
    out = abbreviation_reference_unit(doc, conj)
    out = fixed_phrase_unit(doc, out)
    out = preposed_participle_unit(doc, out)
    return trailing_reference_unit(doc, out)  # "Smith and Jones (Fig. 1)" (cj230)
