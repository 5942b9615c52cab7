"""The frame around a to-complement trigger that sits in another verb's content clause (vc225).

"He nodded, indicating that he wished to end the argument." -> "He ended the argument.", not
"He nodded, indicating that he ended the argument."; "I found that I had to deal with a thief."
-> "I dealt with a thief.", not "I found that I dealt with a thief.". The rubric's hypothesis is
the trigger's complement stated as a sentence (RP19 §3; White & Rawlins 2018 pair "Someone
{verb}ed to P" with P), and a that-clause or zero content clause is a constituent of its host's
VP (Huddleston & Pullum 2002, CGEL ch. 11 §3 and ch. 14 §1: the complement clause is an
internal complement of the verb that licenses it), so a hypothesis left under "indicating that"
or "found that" states the host's content, not the trigger's complement. Cutting the host
frame keeps the pair's label only where the host passes the clause's truth up unchanged or
where the trigger's complement is neutral anyway:

- a veridical host (``that``-signature "+/..." in ``wordlists/verb_signatures.txt``: "find",
  "realise", "know"; Karttunen 1971, RP19 §4.1) that is itself asserted (a main-clause verb
  with its own subject, no negation, no modal) or an asserted supplementive -ing clause
  ("..., realising that he had forgotten to V": a supplementive clause is asserted with its
  matrix, Quirk et al. 1985 §15.58; Kortmann 1991): any trigger signature;
- a non-veridical host in a supplementive participle clause ("..., indicating that he wished to
  V", "..., saying that she wanted to V"): only after an o/o trigger ("want", "wish", "hope"),
  whose complement is neutral to S whether the host passes truth up or not, so the cut keeps
  the label (the reasoning of ``_reported_clause_frame`` in ``complement.py`` for tensed
  verbs of saying, which this extends to the participle of CGEL ch. 14 §9, supplementive
  -ing clauses).

Other hosts keep the frame and the flags they had (a tensed verb of saying over an implicative,
"She said that she managed to V", is a report the hypothesis repeats: stop 77's choice). Raising
triggers ("They seemed to have wanted to leave." -> "They seemed to have left.") are untouched:
"seem" is the trigger's own matrix there, no host of a content clause (vc223).
"""

from __future__ import annotations

from collections.abc import Collection

from spacy.tokens import Token

from ..lexicon.implicatives import signature_lexicon
from ..syntax import SUBJECT_DEPS, TENSED_TAGS, WH_TAGS, is_finite_clause, verb_lemma

#: Heads of a clause (as in ``complement._CLAUSE_HEADS``).
_CLAUSE_HEADS = frozenset({"VERB", "AUX"})
#: Participle tags of a supplementive clause (Quirk et al. 1985 §15.58; CGEL ch. 14 §9).
_PARTICIPLE_TAGS = frozenset({"VBG"})
#: Connectives that open a coordinated, result or adverbial clause, never a content clause.
_CLAUSE_LINKERS = frozenset({"so", "and", "but", "or", "yet", "then", "because", "since", "as"})


def _asserted_main_verb(host: Token) -> bool:
    """A tensed main-clause verb with its own subject, no negation, no modal: "I found that"."""
    return (
        host.dep_ == "ROOT"
        and host.tag_ in TENSED_TAGS
        and any(c.dep_ in SUBJECT_DEPS for c in host.children)
        and not any(c.dep_ == "neg" or c.tag_ == "MD" for c in host.children)
    )


def _supplementive_participle(host: Token) -> bool:
    """An unmarked -ing clause adjoined to an asserted main clause ("He nodded, indicating that
    ..."); a marked one ("before realising", "while saying") or one under a preposition
    ("without knowing") is no assertion (Quirk et al. 1985 §15.58)."""
    return (
        host.tag_ in _PARTICIPLE_TAGS
        and host.dep_ == "advcl"
        and host.head.dep_ == "ROOT"
        and host.head.i < host.i
        and not any(c.dep_ in ("mark", "neg", "aux") for c in host.children)
        and not any(c.dep_ == "neg" for c in host.head.children)
        and not any(c.tag_ == "MD" for c in host.head.children)
    )


def nested_host_frame(
    verb: Token, drop: Collection[int], veridical_hosts: Collection[str]
) -> set[int]:
    """The tokens of the host frame to cut from the in-place hypothesis of a to-complement
    trigger ``verb`` whose finite clause is the content clause of another verb (module
    docstring); empty where the frame stays."""
    if any(c.dep_ == "neg" for c in verb.children):
        return set()  # a negated trigger under a host: ``_negation_dropped_under_embedding``
    if verb.dep_ != "ccomp" or not any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return set()  # a coordinated clause shares its frame; a subjectless one is no clause
    host = verb.head
    if (
        host.i in drop
        or host.i > verb.i
        or host.pos_ not in _CLAUSE_HEADS
        or not is_finite_clause(verb)
    ):
        return set()
    if host.lemma_.lower() == "be" or any(
        c.dep_ == "expl" or (c.dep_ == "nsubj" and c.lower_ == "it") for c in host.children
    ):
        return set()  # a cleft or a specificational "be" (Quirk et al. 1985 §18.25)
    subject = next(c for c in verb.children if c.dep_ in SUBJECT_DEPS)
    if any(
        t.lower_ in _CLAUSE_LINKERS and t.dep_ in ("advmod", "cc", "mark")
        for t in verb.doc[verb.left_edge.i : subject.i]
    ):
        # "X only knew about Y so sometimes debugging had to be done by hand": a clause opened
        # by a connective is a coordinated or result clause the parser hung on the host, no
        # content clause (CGEL ch. 11 §3: a content clause opens with "that" or its subject;
        # Quirk et al. 1985 §15.48 on "so" of result): the frame stays (stop 102 integration)
        return set()
    if any(t.tag_ in WH_TAGS for t in verb.doc[verb.left_edge.i : subject.left_edge.i]) or any(
        c.dep_ == "mark" and c.lower_ != "that" for c in verb.children
    ):
        # an embedded question or exclamative ("knew exactly how he managed to V", "asked
        # whether she wanted to V") is no proposition the host passes up (Quirk et al. 1985
        # §15.5-15.6; CGEL ch. 11 §5): the frame stays
        return set()
    veridical = host.lemma_.lower() in veridical_hosts
    participle = _supplementive_participle(host)
    neutral = signature_lexicon().get((verb_lemma(verb), "to"), ("",))[0] == "o/o"
    if not ((veridical and (participle or _asserted_main_verb(host))) or (participle and neutral)):
        return set()
    doc = verb.doc
    inside = {t.i for t in verb.subtree}
    if any(not t.is_punct for t in doc[max(inside) + 1 :]):
        return set()  # matrix material after the clause: left as it is
    out = {t.i for t in doc[: min(inside)]}
    out |= {c.i for c in verb.children if c.dep_ == "mark" and c.lower_ == "that"}
    return out


#: Tags of a participle that heads a reduced relative ("the man proposing to V", "a plan
#: intended to V"; Quirk et al. 1985 §17.27-17.30 on non-finite postmodifying clauses).
_REDUCED_RELATIVE_TAGS = frozenset({"VBG", "VBN"})
#: Roles of the noun whose -ing/-ed postmodifier is read as a reduced relative: a subject or a
#: prepositional object. After a direct object the -ing clause may be the verb's complement
#: ("imagine a person not attempting to V") or a depictive/supplementive ("poached whales not
#: hoping to V"; Quirk et al. 1985 §16.52, §15.58); after an existential's noun ("There is no
#: one not waiting to V") it is the existential clause's predication (§18.47); a root noun is
#: often a finite clause whose -ed verb the tagger read as a participle. Those keep their
#: flagged pair (the RP19 veridicality gold negates there).
_RELATIVE_HOSTS = frozenset({"nsubj", "nsubjpass", "pobj"})


def negation_in_reduced_relative(verb: Token, negation_rule: str) -> bool:
    """Does the ¬S premise put its "not" on ``verb`` as the participle of a reduced relative
    ("the man not proposing to leave")? A postmodifying -ing/-ed clause is a non-finite
    relative (Quirk et al. 1985 §17.27; CGEL ch. 12 §11): it narrows its noun's reference and
    asserts nothing, so a negation inside it changes which people are meant and denies nothing
    of S, the reasoning ``_relative_in_fragment`` gives for finite restrictive relatives; unlike
    a finite relative ("who did not propose to") the negated participle also reads as a
    depictive or a contrastive "not X but Y" fragment. No ¬S pair (vc225). A negation placed in
    the main clause ("The man proposing to leave was not my uncle") is another rule and
    stays."""
    return (
        negation_rule.endswith("nonfinite")
        and verb.tag_ in _REDUCED_RELATIVE_TAGS
        and verb.dep_ == "acl"
        and verb.head.pos_ in ("NOUN", "PROPN", "PRON")
        and verb.head.i < verb.i
        and verb.head.dep_ in _RELATIVE_HOSTS
    )
