"""Candidate checks of the fifty-ninth pass (docs/implicature.md, "Fifty-ninth pass (stop 58,
im52: hypothetical could, existential many, kept conjuncts)"): the blind review s1202d (The
Debian Administrator's Handbook, edited expository prose) and s1202c (e-mail) rejected items in
uses that are not on their scale.

A scale relates senses and frames, not words (Hirschberg 1985 ch. 5; van Tiel et al. 2016):
"could" in a present-time frame is the hypothetical "would be able to", not the past of "can";
"many N are available" is a presentational clause whose "many" is cardinal; and "interesting"
with a reason clause says the thing is worth attention for a purpose, not a grade
below "fascinating". Each check returns a short reason, or ``None``; the extractor then writes
no candidate (called by ``_review_class`` through ``_mail_use``, off in the IMPPRES inventory
``wide``).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...syntax import PRESENT_TAGS

#: Finite present tags and the present/future modals that set a clause in present or future
#: time (Quirk et al. 1985 §4.3-4.4; §4.57 on "will/shall/should/must/can/may" as present).
_OWN_SUBJECT = frozenset({"nsubj", "nsubjpass", "expl"})
_FINITE_BE = frozenset({"VBZ", "VBP", "VBD"})
_PRESENT_MODALS = frozenset({"will", "'ll", "shall", "should", "must", "can", "may"})
#: Adjectives of availability or presence. With them "N are available (in X)" is the
#: presentational counterpart of "there are N available (in X)" (Milsark 1974 on stage-level
#: predicates in the existential coda), where only weak determiners occur and are read
#: cardinally (Milsark 1977): "many FTP servers are available" says there are many, with no
#: given whole that "all" would exhaust (Partee 1989), so "Not all FTP servers are available" is
#: no alternative the speaker denies (s1202d impl-053 and candidate 22: "existential").
AVAILABILITY_ADJECTIVES = frozenset({"available", "present", "extant", "obtainable"})
#: Weak determiners with the cardinal reading (Milsark 1977); "most" is proportional (strong).
_WEAK = frozenset({"some", "many"})
#: Subordinators of a reason clause.
_REASON_MARKERS = frozenset({"because", "since", "as"})


def present_frame_could(tok: Token) -> str | None:
    """ "could" in a sentence whose other finite clauses are in present or future time ("This is
    why you should install it: all users could benefit from it, and this will allow you ...";
    "I think they could use it"). In present time "could" is the hypothetical or tentative
    modal, "would be able to" (Quirk et al. 1985 §4.61-4.63; Coates 1983 ch. 5: "could" is the
    past of ability "can" only in a past-time frame; Palmer 2001 §8 on hypothetical modals), so
    the <can, have to> implicature written in the past ("didn't need to benefit", Jeretic et al.
    2020 Table 4, whose items are single past-time clauses) misreads its time and its force
    (s1202d impl-017, candidates 23 and 26). A present verb or a present/future modal anywhere
    else in the sentence sets the frame; a clause of its own with no other finite verb (IMPPRES's
    "Jerry could wake up") keeps its candidate."""
    if tok.lower_ != "could":
        return None
    verb = tok.head
    inside = {t.i for t in verb.subtree}
    for t in tok.doc:
        if t.i in (tok.i, verb.i) or t.head.i == verb.i and t.dep_ in ("aux", "auxpass"):
            continue
        if t.i in inside and not any(c.dep_ in _OWN_SUBJECT for c in t.children):
            continue  # "could attend A, buy/VBP a pass and travel": a conjunct under the same
            # modal, tagged as a finite present, is a base form with no clause of its own
        if t.tag_ == "MD" and t.lower_ in _PRESENT_MODALS:
            return "present-frame-could"
        if t.tag_ in PRESENT_TAGS and t.dep_ != "amod":
            return "present-frame-could"
    return None


def available_pivot(tok: Token) -> str | None:
    """Weak "many/some N" as the subject of "be available/present" (see
    AVAILABILITY_ADJECTIVES): a presentational clause, no "not all" at issue."""
    if tok.lower_ not in _WEAK or tok.dep_ not in ("amod", "det"):
        return None
    noun = tok.head
    if noun.dep_ != "nsubj" or noun.head.lemma_ != "be":
        return None
    be = noun.head
    return next(
        (
            "available-pivot"
            for c in be.children
            if c.dep_ == "acomp" and c.lower_ in AVAILABILITY_ADJECTIVES
        ),
        None,
    )


def relevance_interesting(tok: Token) -> str | None:
    """ "interesting" justified by a reason clause ("The mentors site is interesting, since it
    gathers packages ..."; with a beneficiary, "interesting for small networks", the item
    already gets no candidate): the adjective then says the thing is relevant or worth
    knowing about for someone's purpose (OED "interesting" adj. 2a, "of interest; relevant,
    important"; Hirschberg 1985 ch. 5: a scale holds of one sense), and the speaker gives the
    ground of the recommendation, not a degree of fascination; "isn't fascinating" is no
    inference a reader draws (s1202d impl-029 and candidate 34). "The film was interesting"
    (no reason) keeps its candidate; a fact subject ("That's interesting,
    since ...") is the fifty-third pass's (``dialogue.odd_sense_evaluative``)."""
    if tok.lower_ != "interesting":
        return None
    nodes = [tok]
    if tok.dep_ in ("acomp", "amod"):
        nodes.append(tok.head)  # "X is interesting, since ...": the clause hangs on "is"
    for node in nodes:
        for c in node.children:
            if c.i < tok.i:
                continue
            if c.dep_ == "advcl" and any(
                m.dep_ == "mark" and m.lower_ in _REASON_MARKERS for m in c.children
            ):
                return "relevance-interesting"
    return None


def participle_after_colon(head: Token) -> bool:
    """Is the item's clause head an objectless "-ed" form after a colon that follows a clause in
    the present ("The syntax is quite simple: two fields separated with whitespace")? What a
    colon introduces in a description elaborates the clause before it (Quirk et al. 1985
    App. III.23-24), in its time; a simple past there breaks the sequence of tenses, so the
    "-ed" form is a past participle modifying the noun and the elaboration is a verbless noun
    phrase (Quirk §17.96 on participle postmodifiers): no predication, no "no more than"
    implicature, and every rewrite of it is a fragment ("If two fields separated with
    whitespace, it's okay"; s1202d impl-039, candidate 18)."""
    doc = head.doc
    if head.tag_ not in ("VBD", "VBN") or not head.text.lower().endswith("ed"):
        return False  # VBN with no auxiliary: the parser itself saw the participle
    colon = next((t for t in reversed(doc[: head.i]) if t.text == ":"), None)
    if colon is None:
        return False
    if any(
        c.dep_ in ("dobj", "obj", "ccomp", "xcomp", "aux", "auxpass") and c.i > colon.i
        for c in head.children
    ):
        return False  # "two teams finished the race": an object, a finite clause
    before = [t for t in doc[: colon.i] if t.tag_ in PRESENT_TAGS and t.pos_ in ("VERB", "AUX")]
    past_before = any(t.tag_ == "VBD" for t in doc[: colon.i])
    return bool(before) and not past_before


def contact_relative_modal(tok: Token) -> str | None:
    """A modal in a bare ("contact") relative clause of the sentence's subject that the parse made
    the main clause, with the real main verb as its subjectless complement ("The first place
    average users may use the technology is when ..."): a finite "be" with no subject of its
    own right after the modal's clause can only be the predicate of a subject that contains
    that clause (Huddleston & Pullum 2002 ch. 12 §3.2 on bare relatives; Quirk et al. 1985
    §17.15). The modal then describes a referent and is no assertion, as in any relative clause
    (modals in relatives get no candidate, ``SKIP_WHEN_SUBORDINATE``)."""
    if tok.tag_ != "MD":
        return None
    verb = tok.head
    for c in verb.children:
        if c.dep_ != "ccomp" or c.i <= verb.i or c.lemma_ != "be" or c.tag_ not in _FINITE_BE:
            continue
        if any(g.dep_ in ("nsubj", "nsubjpass", "expl", "mark", "csubj") for g in c.children):
            continue
        if any(t.text in (",", ";", ":", "-", "--") for t in tok.doc[verb.i : c.i]):
            continue  # a comma or dash before it: a separate clause, not the main verb
        return "contact-relative-modal"
    return None
