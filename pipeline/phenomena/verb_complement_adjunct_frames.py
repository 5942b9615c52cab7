"""verb_complement: frames around the trigger that S does not assert (stop 103, branch vc228).

- ``raised_wh_subject``: "They honour what they perceive to be his wishes": the wh-word is the
  raised (ECM) subject of the infinitive, extracted into the free relative or question around
  the trigger (Postal 1974 on raising to object; CGEL ch. 14 §2.3, ch. 12 §6 on free
  relatives). The complement has no subject of its own to state: the in-place hypothesis
  keeps the extraction site empty ("*They honour what they are his wishes"), and "What is his
  wishes" is no proposition either: refused. Only where the infinitive has its own object or
  predicative, so the wh-word cannot be the infinitive's object ("what they wanted to do"
  keeps the earlier embedded-question flag).
- ``negation_on_host_of_adjunct``: "She does not own a cloak to allow her to fly": when the
  trigger heads a purpose infinitive or an infinitival relative (``adjunct_infinitive_host``),
  the negation rewriter puts "not" on the host's finite verb, which denies the owning, not
  the allowing: the adjunct is outside the scope of the denial or ambiguous (Quirk et al. 1985
  §10.64-10.66 on the scope of negation and final adjuncts), so ¬S is no negative environment
  of the trigger: no ¬S pair (the flag ``negation-not-on-trigger`` was the earlier answer).
"""

from __future__ import annotations

from spacy.tokens import Token

from ..rewrite.complement_adjunct_clauses import adjunct_infinitive_host

#: wh-words that can be the raised subject of an infinitive ("who/what they believed to be").
_WH_WORDS = frozenset({"what", "which", "who", "whom", "whoever", "whatever"})
#: Dependents of the infinitive that fill its object or predicative position.
_FILLED = frozenset({"dobj", "attr", "acomp", "oprd", "ccomp", "xcomp"})


def raised_wh_subject(verb: Token, head: Token) -> Token | None:
    """The wh-word before the trigger ``verb`` that is the raised subject of its infinitive
    headed by ``head`` (module docstring), else None."""
    if not any(c.dep_ in _FILLED and c.i > head.i for c in head.children):
        return None
    if not any(c.dep_ == "nsubj" and c.i < verb.i for c in verb.children):
        return None  # the wh-word must be extracted past the trigger's own subject
    return next(
        (c for c in verb.children if c.i < verb.i and c.dep_ == "dobj" and c.lower_ in _WH_WORDS),
        None,
    )


def negation_on_host_of_adjunct(verb: Token, on_trigger: bool) -> bool:
    """Does ¬S's "not" land on the host of the adjunct infinitive the trigger heads
    (module docstring)? ``on_trigger`` is the phenomenon's own test of where it landed."""
    return not on_trigger and adjunct_infinitive_host(verb) is not None
