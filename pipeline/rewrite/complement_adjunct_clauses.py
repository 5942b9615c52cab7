"""verb_complement: a trigger inside an adjunct of another clause (stop 103, branch vc228).

``conditional_preposition``: "In the event (that) the borrower fails to pay, ...", "...
  in case the tenant fails to pay": "in the event (that)" and "in case" are complex
  prepositions that take a clause and introduce a condition, like "if" (Quirk et al. 1985
  §14.12, §15.34 on "in case" / "in the event that" as conditional subordinators; CGEL ch. 8
  §4, ch. 11 §4). A conditional antecedent is not asserted (Karttunen 1973), so the trigger is
  treated as in an "if" clause: ``non_assertive_frame`` holds (the hypothesis is rebuilt from
  the controller, "The borrower pays.", not kept in the cut frame "*In the event the borrower
  pays, ..."; the label is the non-assertive one), and the phenomenon's scope flag is
  "conditional-clause:<kind>" (no ¬S pair, the S pair flagged). Not "in any event", "in that case", "in the
  event of X" (no clause) nor "In the event, he failed to V" (= as it turned out: a comma
  before the clause).

``contrastive_mark``: "While fear is felt to be unpleasant, people enjoy it" -> "Fear is
unpleasant.", not "While fear is unpleasant, people enjoy it.": a "whereas" clause, or a
"while/whilst" clause about another subject than its host's (the prototype of the contrastive
use, Quirk et al. 1985 §15.45: "While Jim is an optimist, his brother is a pessimist"), is a
contrastive disjunct whose content is asserted, like an "although" clause (§15.19): the
complement holds of the clause alone, and the hypothesis is cut to it as
``_concessive_host_clause`` cuts a concessive one (stop 95, vc196). Kept in place, the
hypothesis copied the main clause and a contrast the complement alone does not make ("While
the plan failed, it succeeded."). The one test of a contrastive "while" clause: the
phenomenon's ``fronted_contrast`` (its ¬S flag ``discourse-clash:contrast``) reads it too.

A to-infinitive adjunct:

"She owns a cloak to allow her to fly": the trigger "allow" heads a purpose infinitive, an
adjunct of "owns" (Quirk et al. 1985 §15.48 on purpose clauses; CGEL ch. 14 §8), and its
object "her" controls the complement. The object controller's clause had no tense to take
("nonfinite-matrix"), and the hypothesis came out with a bare verb ("*She fly").

- ``adjunct_infinitive_host``: the finite verb whose adjunct (purpose infinitive, ``advcl``)
  or infinitival relative on its object (``acl``, "a cloak to allow her") the trigger heads.
- ``adjunct_infinitive_tense``: a non-finite clause has no tense of its own and takes its time
  reference from its superordinate clause (Quirk et al. 1985 §14.3, §15.58 on non-finite
  clauses), as the supplementive -ing clause does (``_supplementive_host_tense`` in
  ``rewrite/complement.py``, stop 70, vc114): the complement is written in the host's simple
  tense, agreeing with the controller ("She flies", "He travelled"). Only a host with a simple
  tense and no auxiliary of its own lends it; otherwise None and the pair stays flagged.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..syntax import AUX_DEPS

#: Contrastive subordinators (Quirk et al. 1985 §15.45); "while/whilst" also temporal.
CONTRAST_SUBORDINATORS = frozenset({"whereas", "while", "whilst"})
#: Subject relations of the clause a complex conditional preposition introduces.
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})
#: Relations of a to-infinitive adjunct of a clause or of its object noun.
_ADJUNCT_DEPS = frozenset({"advcl", "acl"})
#: Relations between the host verb and the noun an infinitival relative modifies.
_NOUN_DEPS = frozenset({"dobj", "attr", "pobj", "prep"})


def adjunct_infinitive_host(verb: Token) -> Token | None:
    """The finite verb whose purpose adjunct or object's infinitival relative the trigger
    ``verb`` heads ("owns a cloak to allow her to fly" -> "owns"), else None. The trigger must
    be a bare to-infinitive: "to" and no other auxiliary, no subject of its own."""
    if verb.tag_ != "VB" or verb.dep_ not in _ADJUNCT_DEPS:
        return None
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS]
    if len(auxes) != 1 or auxes[0].lower_ != "to" or auxes[0].i > verb.i:
        return None
    if any(c.dep_ in ("nsubj", "nsubjpass", "mark") for c in verb.children):
        return None  # "for him to ...", "in order to" keeps its own frame
    host = verb.head
    while host.pos_ not in ("VERB", "AUX") and host.dep_ in _NOUN_DEPS:
        host = host.head
    if host.pos_ not in ("VERB", "AUX") or host.i == verb.i:
        return None
    return host


def adjunct_infinitive_tense(verb: Token) -> str | None:
    """The simple tense (VBD/VBZ/VBP) the controller's clause takes from the host of the
    adjunct infinitive ``verb`` (module docstring), else None."""
    host = adjunct_infinitive_host(verb)
    if host is None or host.tag_ not in ("VBD", "VBZ", "VBP"):
        return None
    if any(c.dep_ in AUX_DEPS for c in host.children):
        return None
    return host.tag_


def conditional_preposition(verb: Token) -> str | None:
    """ "in-the-event" / "in-case" when the trigger ``verb`` (or a clause above it) is the clause
    of a conditional complex preposition (module docstring), else None."""
    doc = verb.doc
    for clause in (verb, *verb.ancestors):
        if clause.pos_ not in ("VERB", "AUX"):
            continue
        subject = next((c for c in clause.children if c.dep_ in _SUBJECTS), None)
        if subject is None or subject.i > clause.i:
            continue
        i = subject.left_edge.i - 1
        if i >= 0 and doc[i].lower_ == "that":
            i -= 1
        if i >= 1 and doc[i].lower_ == "case" and doc[i - 1].lower_ == "in":
            return "in-case"
        if (
            i >= 2
            and doc[i].lower_ == "event"
            and doc[i - 1].lower_ == "the"
            and doc[i - 2].lower_ == "in"
        ):
            return "in-the-event"
    return None


def _subject(verb: Token) -> Token | None:
    return next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)


def detached_conditional_end(doc: Doc, end: int) -> int:
    """The end of a complement whose subtree stops at the complex preposition "in the event" or
    "in case" (``doc[:end]`` ends with it) because the parser hung its clause on a verb above
    ("allows the bank to sell the house in the event | the owner defaults", "defaults" a
    second clause of "allows"): the clause right after it, with its own subject, is the
    preposition's complement (Quirk et al. 1985 §14.12, §15.34), so the complement runs to its
    end; else ``end``. Without it the hypothesis ended on "in the event." (stop 104, vc230;
    s10301 verb-032)."""
    words = [t.lower_ for t in doc[max(0, end - 3) : end]]
    if words[-3:] != ["in", "the", "event"] and words[-2:] != ["in", "case"]:
        return end
    start = end + 1 if end < len(doc) and doc[end].lower_ == "that" else end
    for clause in doc[start:]:
        if (
            clause.pos_ in ("VERB", "AUX")
            and clause.left_edge.i == start
            and clause.head.i < end
            and _subject(clause) is not None
        ):
            return clause.right_edge.i + 1
    return end


def contrastive_mark(clause: Token) -> Token | None:
    """The subordinator of the adverbial ``clause`` when it is contrastive (module docstring):
    "whereas", or "while/whilst" with a subject other than its host clause's, else None."""
    if clause.dep_ != "advcl" or clause.head.i == clause.i:
        return None
    mark = next((c for c in clause.children if c.dep_ == "mark" and c.i < clause.i), None)
    if mark is None or mark.lower_ not in CONTRAST_SUBORDINATORS:
        return None
    if mark.lower_ == "whereas":
        return mark
    own, other = _subject(clause.head), _subject(clause)
    if own is None or other is None or own.lower_ == other.lower_:
        return None
    return mark
