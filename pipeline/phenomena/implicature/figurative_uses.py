"""Scalar words used off their scale and clauses the rewrites cannot negate (docs/implicature.md,
"Sixty-sixth pass"): an adjective under a progressive inchoative ("things were just getting
interesting"), an adjective after intensifying "all" ("feel all small"), "may/might" on a verb
of wishing ("may wish they were so lucky"), two bare predicative adjectives on one copula, and a
subject noun phrase whose noun the parse read as the verb ("its thick, knobbly hide heals").
Found in the blind review s1202n (game item and monster descriptions).

Each candidate check returns a short reason or ``None``; the extractor then writes no candidate
(called by ``_review_class`` through ``_mail_use``, off in the IMPPRES inventory ``wide``).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...syntax import subject_of

#: Verbs of becoming that take a predicative adjective (Quirk et al. 1985 §16.21 on current and
#: resulting copulas).
_INCHOATIVE_VERBS = frozenset({"get", "grow", "become", "turn"})
#: Modals of possibility that a verb of wishing turns rhetorical.
_POSSIBILITY_MODALS = frozenset({"may", "might"})
#: Verbs of wishing with a counterfactual complement (H&P 2002 ch. 11 §7.1 on "wish" + irrealis).
_WISH_VERBS = frozenset({"wish"})


def inchoative_progressive(tok: Token) -> str | None:
    """A gradable adjective after "just" and a verb of becoming in the progressive ("things were
    just getting interesting", "it's just growing dark"): "just" with the progressive marks a
    change that has only now begun (Quirk et al. 1985 §8.67 on "just" of recent time; the
    inceptive reading of a degree achievement, Hay, Kennedy & Levin 1999; Kennedy & Levin
    2008), "more interesting than a moment ago", the interrupted-onset idiom (s1202n). The
    speaker commits to no degree reached, so the positive form that <interesting, fascinating>
    grades is not asserted, and "weren't getting fascinating" is no inference. Without "just"
    ("We are getting tired") the change towards the positive form is asserted and keeps its
    pair (stop 52's tests)."""
    if tok.pos_ != "ADJ" or tok.dep_ not in ("acomp", "oprd"):
        return None
    verb = tok.head
    if verb.lemma_.lower() not in _INCHOATIVE_VERBS or verb.tag_ != "VBG":
        return None
    if not any(c.dep_ == "advmod" and c.lower_ == "just" and c.i < verb.i for c in verb.children):
        return None
    return "inchoative-progressive"


def intensifier_all(tok: Token) -> str | None:
    """A predicative adjective right after intensifying "all" ("You feel all small and
    vulnerable", "he got all excited"): "all" is here an informal degree adverb of emotional
    emphasis, "completely" (Quirk et al. 1985 §7.57 on "all" as an intensifier; H&P 2002 ch. 6
    §5.3), and "feel all small" describes how the speaker feels, not a size that "tiny" would
    exceed: the scalar reading of the adjective is gone (s1202n), and "all tiny" is no
    English."""
    if tok.pos_ != "ADJ" or tok.i == 0:
        return None
    before = tok.doc[tok.i - 1]
    if before.lower_ != "all" or before.head.i not in (tok.i, tok.head.i):
        return None
    if tok.dep_ not in ("acomp", "oprd", "conj", "advmod", "amod", "ccomp"):
        return None
    return "intensifier-all"


def rhetorical_may_wish(tok: Token) -> str | None:
    """ "may/might" on a verb of wishing ("Adventurers may wish they were so lucky!"): a
    rhetorical or epistemic "may" about someone's desire for an unreal state (Palmer 2001 ch. 1
    on epistemic "may"; H&P 2002 ch. 3 §9), not the permission or ability that <can, have to>
    grades: "do not have to wish" answers no question the sentence raised (s1202n)."""
    if tok.lower_ not in _POSSIBILITY_MODALS or tok.dep_ != "aux":
        return None
    return "rhetorical-may-wish" if tok.head.lemma_.lower() in _WISH_VERBS else None


def stacked_predicative(tok: Token) -> str | None:
    """The adjective is one of two bare predicative complements the parse hung on one copula
    ("They are small and a little fragile" read as "small and a little" + "fragile"): a copula
    takes one predicative complement, coordinated or not (Quirk et al. 1985 §16.20; H&P 2002
    ch. 4 §5), so the parse lost the coordination, and the rewrite replaces one adjective and
    strands the other beside it ("They aren't tiny fragile", s1202n). No candidate: the parse
    gives no clause that can be negated cleanly."""
    if tok.pos_ != "ADJ" or tok.dep_ != "acomp":
        return None
    others = [
        c
        for c in tok.head.children
        if c.i != tok.i and c.dep_ in ("acomp", "attr") and c.pos_ == "ADJ"
    ]
    return "stacked-predicative" if others else None


def misread_noun_phrase(head: Token) -> str | None:
    """The clause's verb is the noun of a noun phrase the parse broke up ("its thick, knobbly
    hide heals ...", parsed with "hide" as the verb and "its thick" as its subject, or with
    "its" and "thick" hung on "hide" itself): a possessive determiner and an attributive
    adjective are dependents of a noun, never of a verb (Quirk et al. 1985 §5.11, §7.3; H&P
    2002 ch. 5 §16), so the word is the noun, the verb is lost, and the negation would land
    inside the noun phrase ("its thick, don't knobbly hide heals", s1202n). No candidate: the
    clause the rewrites would negate is not there.

    A determiner hung on the verb, as "det" or as a "mark" ("it shows all Expense and Income
    accounts ..." parsed with "accounts" as a verb and "all" as its subordinator), is the same
    sign: a determiner opens a noun phrase (H&P 2002 ch. 5 §7) and the subordinators of a
    clause are "that", "whether", "if", "for" (ch. 11 §2), so the word is a plural noun and
    the negation would land in the middle of the object ("Income doesn't account", blind
    review s1204q impl-013; stop 77, im89)."""
    if head.pos_ == "VERB" and any(
        c.dep_ in ("poss", "amod", "det") and c.i < head.i for c in head.children
    ):
        return "misread-noun-phrase"
    if head.pos_ == "VERB" and any(
        c.dep_ == "mark" and c.tag_ in ("DT", "PDT") and c.lower_ != "that" and c.i < head.i
        for c in head.children
    ):
        return "misread-noun-phrase"
    subject = subject_of(head)
    if subject is None or subject.pos_ != "ADJ":
        return None
    if any(c.dep_ == "poss" for c in subject.children):
        return "misread-noun-phrase"
    return None
