"""Conjunct spans and refused removals found on speech transcripts (stop 104, branch cj231).

``_plan``'s ``conjuncts_of`` calls ``corrected_conjuncts``; ``removal_blocker`` asks
``blocked_removals``. Each rule is read off the parse, never off a sentence.

- ``heavy_object_after_pp_list``: "earn for A, for B, and for C a just peace". The object was
  shifted behind the prepositional phrases (heavy-NP shift, Ross 1967; Huddleston & Pullum 2002
  ch. 16 §4 on postposing), so it is shared by the whole list of "for" phrases and is no part
  of the last one; the parse hangs it on the last phrase ("children" read as the subject of
  "peace"). The last conjunct ends before the determiner that opens the object, so removing
  "for C" keeps the object ("earn for A and for B a just peace").
- ``quantified_np_after_of_phrase``: "select all officials of the Agency and all judges". Like
  constituents are coordinated (Huddleston & Pullum 2002 ch. 15 §4.1); a later conjunct that
  opens with the same quantifying determiner ("all", "every", "each", "both") as the noun
  phrase that governs the "of" phrase is that noun phrase's sibling, not a second object of
  "of". The first conjunct becomes the whole noun phrase ("all officials of the Agency").
- ``corrective_tail``: "plan ahead not a month, but three months". Corrective "not X but Y"
  (Anscombre & Ducrot 1977; Huddleston & Pullum 2002 ch. 15 §2.5; McCawley 1991): the "not"
  denies X only because the "but" phrase supplies the correction, so neither half stands
  alone ("plan ahead not a month." is no sentence a writer makes). ``corrective_not`` decides
  this where the parse gives the two like phrases; when the parse makes the "but" phrase a
  conjunct of the whole clause, the first conjunct ends in a constituent negation of a verbless
  phrase and no removal is made.
- ``parenthetical_hope``: "act upon these bills and I hope pass them all". "I hope / I trust /
  I think" before a bare infinitive is a comment clause inside the verb-phrase coordination
  (Quirk et al. 1985 §15.54 on comment clauses; Huddleston & Pullum 2002 ch. 15 §5 on
  parentheticals), not the subject and verb of a clause conjunct: "I hope pass them" is no
  clause, so the parse's conjuncts are wrong and no removal is made.
- ``one_x_or_another``: "in one village or another" = in some village (the correlative idiom
  "one ... or another", Quirk et al. 1985 §6.50; the adjacent forms are in
  ``conjunction_fixed_phrases.txt``); "another" has no content of its own, so nothing is
  removable.
- ``missed_list_opener``: "States, cities, and the families ... balance". The parse left the
  first member of a list outside the coordination; a list member of the same tag before a comma
  right before the first conjunct is the list's opener, and removing a conjunct would leave an
  asyndetic list without its coordinator ("States, the families ... balance"; Huddleston &
  Pullum 2002 ch. 15 §1.2: a final coordinator is needed in a list of three or more).
- ``adjective_read_as_noun``: "continued sound and widely shared growth". The first conjunct is
  a premodifier read as a noun ("sound" has an adjective reading in WordNet, the later conjunct
  opens with an adverb + participle/adjective premodifier): the head noun after the last
  conjunct is shared (coordinated attributive modifiers, Huddleston & Pullum 2002 ch. 15 §4.2),
  and removing the last conjunct would drop it ("continued sound remains").
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from .. import source_noise
from ..lexicon import wordnet
from .conjunction_conjunct import Conjunct

#: Quantifying determiners whose repetition marks the second of two coordinated noun phrases.
_QUANTIFYING = frozenset({"all", "every", "each", "both", "most", "many"})
#: Comment-clause verbs that, after "I", interrupt a verb-phrase coordination.
_COMMENT_VERBS = frozenset({"hope", "trust", "think", "believe", "suppose", "expect"})
#: Determiners that open a shifted heavy object.
_OBJECT_OPENERS = frozenset({"a", "an", "the"})
_NEGATORS = frozenset({"not", "never"})


def _head(doc: Doc, c: Conjunct) -> Token:
    return doc[c.start : c.end].root


def _heavy_object_after_pp_list(doc: Doc, conj: list[Conjunct]) -> list[Conjunct]:
    preps = [doc[c.start] for c in conj]
    if len({p.lower_ for p in preps}) != 1 or preps[0].pos_ != "ADP":
        return conj
    last = conj[-1]
    for i in range(last.start + 2, last.end - 1):
        t, prev = doc[i], doc[i - 1]
        if t.lower_ in _OBJECT_OPENERS and prev.pos_ in {"NOUN", "PROPN"}:
            # the object sits under the verb in the parse, or hangs on the last phrase's noun
            return [*conj[:-1], Conjunct(last.start, i, last.category)]
    return conj


def _quantified_np_after_of_phrase(doc: Doc, conj: list[Conjunct]) -> list[Conjunct]:
    if len(conj) != 2:
        return conj
    first, later = _head(doc, conj[0]), doc[conj[1].start]
    of = first.head
    if first.dep_ != "pobj" or of.lower_ != "of" or later.lower_ not in _QUANTIFYING:
        return conj
    noun = of.head
    if noun.pos_ not in {"NOUN", "PROPN"} or doc[conj[0].start].lower_ == later.lower_:
        return conj
    if not any(c.dep_ in {"det", "predet"} and c.lower_ == later.lower_ for c in noun.children):
        return conj
    return [Conjunct(noun.left_edge.i, conj[0].end, conj[0].category), conj[1]]


def corrected_conjuncts(doc: Doc, conj: Sequence[Conjunct]) -> list[Conjunct]:
    """The conjuncts with the two span repairs of the module docstring."""
    out = list(conj)
    if len(out) < 2:
        return out
    out = _heavy_object_after_pp_list(doc, out)
    return _quantified_np_after_of_phrase(doc, out)


def _corrective_tail(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    if cc.lower_ != "but" or cc.i + 1 < len(doc) and doc[cc.i + 1].lower_ in {"also", "too"}:
        return False
    first = conj[0]
    for i in range(max(first.start, first.end - 5), first.end):
        t = doc[i]
        if t.lower_ in _NEGATORS and t.head.pos_ not in {"VERB", "AUX"}:
            if i == first.start:
                # "comes [not from A] but [from B]": like phrases, the negator opens the first;
                # ``corrective_not`` removes it with A (blind A/B ab106 kept that pair)
                return False
            tail = doc[i + 1 : first.end]
            later = doc[conj[1].start : conj[1].end]
            return (
                not any(x.pos_ in {"VERB", "AUX"} for x in tail)
                and not any(x.pos_ in {"VERB", "AUX"} for x in later)
                and not any(x.lower_ in {"only", "just", "merely"} for x in tail)
            )
    return False


def _parenthetical_hope(doc: Doc, conj: list[Conjunct]) -> bool:
    for c in conj[1:]:
        if c.end - c.start < 3:
            continue
        a, b, v = doc[c.start], doc[c.start + 1], doc[c.start + 2]
        if a.lower_ == "i" and b.lemma_.lower() in _COMMENT_VERBS and v.tag_ == "VB":
            return True
    return False


def _one_x_or_another(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    last = doc[conj[-1].start : conj[-1].end]
    return (
        cc.lower_ == "or"
        and len(conj) == 2
        and len(last) == 1
        and last[0].lower_ == "another"
        and doc[conj[0].start].lower_ == "one"
    )


def _missed_list_opener(doc: Doc, conj: list[Conjunct]) -> bool:
    start = conj[0].start
    if len(conj) != 2:
        # with three or more members a removal keeps an "and" and the missed opener stays a
        # list member ("Tcl, [Perl, PHP, Ruby and Visual Basic]" minus "Ruby" is still a list)
        return False
    if start < 2 or doc[start - 1].text != ",":
        return False
    opener, head = doc[start - 2], _head(doc, conj[0])
    if head.dep_ != "appos" or head.head.i != opener.i:
        # only the parse that hangs the first conjunct on the opener as its apposition loses the
        # opener; premodifier lists ("Drought, hail, disease, and insects": nmod) are rebuilt by
        # the span code and keep their removals (sixty-sixth and fifty-fifth passes)
        return False
    if opener.pos_ not in {"NOUN", "PROPN"} or opener.dep_ == "pobj":
        return False
    # the opener begins the sentence or follows another list comma: no clause of its own
    return opener.i == 0 or doc[opener.i - 1].text in {",", ":"}


def _adjective_read_as_noun(doc: Doc, conj: list[Conjunct]) -> bool:
    first = _head(doc, conj[0])
    last = doc[conj[-1].start : conj[-1].end]
    if first.pos_ != "NOUN" or first.i != conj[0].end - 1 or len(conj) != 2 or len(last) < 3:
        return False
    if last[0].pos_ != "ADV" or last[1].tag_ not in {"VBN", "JJ"}:
        return False
    if not any(c.dep_ in {"amod"} for c in first.children):
        return False  # "sound" under a premodifier of its own ("continued sound")
    return wordnet.sense_count(first.lower_, "ADJ") > 0


def inside_speech_address(doc: Doc, conj: list[Conjunct]) -> bool:
    """The coordination lies inside a speech's address line before its colon ("Members of the
    House and the Senate, my fellow Americans: ..."): the vocatives are no part of the
    proposition (Quirk et al. 1985 §10.52-10.55; ``source_noise.speech_address``), so a removal
    there changes nothing the sentence asserts (stop 104, integration after ab106)."""
    sent = doc[conj[0].start].sent
    colon = next((t for t in sent if t.text == ":"), None)
    if colon is None or conj[-1].end > colon.i:
        return False
    return source_noise.speech_address(doc[sent.start : colon.i + 1].text)


def blocked_removals(doc: Doc, cc: Token, conj: list[Conjunct]) -> str | None:
    """Why no conjunct may be removed (module docstring), or None."""
    if inside_speech_address(doc, conj):
        return "inside_speech_address"
    if _corrective_tail(doc, cc, conj):
        return "corrective"
    if _parenthetical_hope(doc, conj):
        return "parenthetical_comment"
    if _one_x_or_another(doc, cc, conj):
        return "one_or_another"
    if cc.lower_ == "and" and _missed_list_opener(doc, conj):
        return "missed_list_opener"
    if cc.lower_ == "and" and _adjective_read_as_noun(doc, conj):
        return "shared_head"
    return None
