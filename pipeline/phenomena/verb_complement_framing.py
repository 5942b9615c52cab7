"""Where the trigger's clause sits decides whether S reports a complement at all (issue #12,
twentieth pass).

- ``quoted_complement``: the "complement" is a quotation ('He said, "We will win."', 'I think
  "we will win."', '"We will win," he said'): direct speech reports the words, not a
  proposition the verb embeds; RP19's items and White & Rawlins (2018, MegaVeridicality) test
  that- and to-clauses only, and a quotation is no subordinate clause (Quirk et al. 1985
  §14.29-14.31; CGEL ch. 17 §10): no pair;
- ``trigger_in_subject_noun_phrase``: the trigger modifies a noun inside a subject ("His
  refusal to admit that he lied hurt him", "The claim that he forgot to pay is false"): the
  clause is a modifier or content clause of that noun, which the sentence does not assert
  (Karttunen 1973; CGEL ch. 12 §3, ch. 11 §7 on content clauses of nouns): both pairs flagged;
- ``fronted_contrast``: a fronted "whereas" clause, or a "while" clause about another subject
  ("Whereas she claims X, he claims Y", "While she agreed to help, he refused to sign"):
  contrastive clauses set two propositions against each other (Quirk et al. 1985 §15.45;
  König 1988), and negating the second one leaves the contrast without its point;
- ``negated_manner_adverb``: a manner or attitude adverb on a negative implicative ("I
  respectfully decline to answer" -> "I do not respectfully decline to answer"): negation
  takes the manner adverb as its focus (Quirk et al. 1985 §10.64; Jackendoff 1972 ch. 8), so
  ¬S says the refusal happened, only not politely. Since the hundred-tenth pass also an
  evaluative adverb on any trigger ("has not been plausibly suggested": Ernst 2002 ch. 2;
  ``verb_complement_negation_focus_adverbs``), flagged the same way;
- ``negated_minimizer``: a minimizer ("say a word", "tell a soul", "lift a finger") under the
  negated trigger: an NPI idiom (Horn 1989 §7; Israel 1996) that is odd once the negation is
  gone ("I said a thing", "She bothered to tell a soul");
- ``disfluent_break``: a transcript's false start inside the complement ("I would like to say
  -- you know"): the speaker broke off after a verb or function word and began a new clause
  (Clark & Fox Tree 2002; COCA spoken marks it with "--"), so there is no complement to state.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..lexicon.closed_class import NON_MANNER_LY
from ..lexicon.tables import word_set
from ..rewrite.complement_adjunct_clauses import contrastive_mark
from ..syntax import DASH_TOKENS

#: Opening and closing quotation marks (straight, curly, PTB-style) as tokens.
QUOTE_MARKS = frozenset({'"', "``", "''", "\u201c", "\u201d", "'", "\u2018", "\u2019"})
#: Dependencies of a subject (Quirk et al. 1985 §10.6).
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})
#: Dependencies of a noun-modifying clause (participle, infinitive, content or relative clause).
NOUN_CLAUSE_DEPS = frozenset({"acl", "relcl"})
#: Dependencies crossed within one noun phrase ("the number of people trying to leave").
NP_INTERNAL_DEPS = frozenset({"prep", "pobj", "compound", "amod", "appos", "conj"})
#: Minimizers: indefinite "a" + noun idioms that are strong NPIs (Horn 1989 §7.2; Israel 1996,
#: "Polarity sensitivity as lexical semantics", L&P 19).
MINIMIZER_NOUNS = frozenset({"thing", "word", "soul", "finger", "dime", "wink", "peep"})
#: Dashes of a broken-off utterance; a single "-" is left out (COCA tokenises compounds so).
BREAK_DASHES = DASH_TOKENS - {"-"}
#: Word classes after which a dash leaves the phrase unfinished.
FUNCTION_POS = frozenset({"DET", "ADP", "CCONJ", "SCONJ", "AUX", "PART"})


def _quote(tok: Token) -> bool:
    return tok.text in QUOTE_MARKS or tok.is_quote


def quoted_complement(doc: Doc, verb: Token, span: tuple[int, int], subtype: str) -> bool:
    """Is the bare "complement" in ``span`` a quotation of direct speech?

    An opening quote right before or at the start of a complement without "that" after the
    verb (optionally after a comma or colon), or a closing quote (with its comma) between a
    fronted complement and the verb. A that-clause with quoted words in it is indirect speech
    with a mixed quotation (Cappelen & Lepore 1997), which is left alone."""
    if subtype != "that":
        return False
    start, end = span
    if start > verb.i:
        if doc[start].lower_ == "that" or any(t.lower_ == "that" for t in doc[verb.i + 1 : start]):
            return False
        first = doc[start]
        before = doc[start - 1] if start - 1 > verb.i else None
        if _quote(first):
            opened = start
        elif before is not None and _quote(before):
            opened = start - 1
        else:
            return False
        # a scare quote closes before the clause ends ('said "experts" were wrong')
        words = [t.i for t in doc[start:end] if not (t.is_punct or _quote(t))]
        last = max(words, default=opened)
        return not any(_quote(t) for t in doc[opened + 1 : last])
    # fronted: '"We will win," he said'
    between = doc[end : verb.i]
    return any(_quote(t) for t in between) or (start > 0 and _quote(doc[start - 1]))


def trigger_in_subject_noun_phrase(verb: Token) -> str | None:
    """The subject noun whose modifying clause holds ``verb``, or None.

    Climbs from the trigger through noun-modifying clauses and the noun phrase around them; a
    relative or participle clause set off by a comma is supplementary and asserted (CGEL ch. 12
    §3), so it does not count."""
    node, nominal = verb, False
    while node.head.i != node.i:
        dep = node.dep_
        if dep in NOUN_CLAUSE_DEPS:
            left = node.left_edge.i
            if left > 0 and node.doc[left - 1].text == ",":
                return None
            nominal = True
        elif dep in SUBJECT_DEPS:
            return node.lower_ if nominal and node.pos_ in ("NOUN", "PROPN", "PRON") else None
        elif not (nominal and dep in NP_INTERNAL_DEPS) and dep not in ("ccomp", "xcomp"):
            return None
        node = node.head
    return None


def fronted_contrast(verb: Token) -> str | None:
    """The subordinator of a fronted contrastive clause on the trigger, or None.

    "whereas" is always contrastive; "while" is also temporal ("While I was in Paris, I
    decided to ..."), so it counts only when its clause is about another subject, the
    prototype of the contrastive use (Quirk et al. 1985 §15.45: "While Jim is an optimist,
    his brother is a pessimist")."""
    for clause in verb.children:
        if clause.i > verb.i:
            continue
        mark = contrastive_mark(clause)  # one test, shared with the rewriter (vc228)
        if mark is not None:
            return mark.lower_
    return None


#: Evaluative adverbs that a clausal negation before them focuses (word list header).
NEGATION_FOCUS_ADVERBS = word_set("verb_complement_negation_focus_adverbs")


def negated_manner_adverb(verb: Token, negative_trigger: bool) -> str | None:
    """A manner/attitude -ly adverb on a negative implicative trigger, or an evaluative one
    (NEGATION_FOCUS_ADVERBS: "has been plausibly suggested") on any trigger, before it or
    right after it, or None."""
    for adv in verb.children:
        focus = adv.dep_ == "advmod" and adv.lower_ in NEGATION_FOCUS_ADVERBS
        if focus and (adv.i < verb.i or adv.i == verb.i + 1):
            return adv.lower_
    if not negative_trigger:
        return None
    for adv in verb.children:
        if manner_ly_adverb(adv) and (adv.i < verb.i or adv.i == verb.i + 1):
            return adv.lower_
    return None


def manner_ly_adverb(adv: Token) -> bool:
    """Is ``adv`` an adverbial "-ly" adverb of manner or attitude, not one of the sentence,
    focus, time, frequency or degree adverbs of ``NON_MANNER_LY`` ("desperately", "eagerly";
    not "really", "repeatedly")? The test of :func:`negated_manner_adverb`, shared with the
    implicature rewrite's effort-adjunct cut (stop 103, im07)."""
    low = adv.lower_
    return adv.dep_ == "advmod" and low.endswith("ly") and low not in NON_MANNER_LY


def _negated(verb: Token) -> bool:
    return any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children)


def negated_minimizer(doc: Doc, verb: Token, span: tuple[int, int]) -> str | None:
    """ "a thing", "a word", "a soul" as the object inside the complement of a negated trigger,
    or None ("a thing or two" is no minimizer)."""
    if not _negated(verb):
        return None
    for tok in doc[span[0] : span[1]]:
        if tok.lower_ not in MINIMIZER_NOUNS or tok.dep_ not in ("dobj", "pobj", "dative"):
            continue
        dets = [c.lower_ for c in tok.children if c.dep_ == "det"]
        nxt = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if dets == ["a"] and nxt != "or":
            return f"a {tok.lower_}"
    return None


#: Verbs of opinion that raise a clausemate negation (Horn 1978; Horn 1989 ch. 5 §5.2): "I
#: don't think P" is understood as "I think not-P", so an NPI in P is licensed by the matrix
#: "not" read inside P (Collins & Postal 2014, "Classical NEG Raising", ch. 2 on strict NPIs
#: under neg-raisers).
NEG_RAISERS = word_set("verb_complement_neg_raisers")
#: Words after focus "even" that make it no scalar focus on the verb: the concessive
#: subordinators ("even if/though/when"), comparatives ("even more, even better") and "so".
_EVEN_NOT_FOCUS = frozenset({"if", "though", "when", "as", "so", "more", "less", "then", "now"})
#: Heads whose focus "even" can take: the verb ("even care"), and since the hundred-fourteenth
#: pass (vc108) a prepositional phrase ("belongs even on the comic pages"), an adjective ("it
#: is even possible") or a noun phrase: "even" associates with a focus anywhere in its scope
#: (Rooth 1985), and under the raised negation its scale is reversed there too.
_EVEN_FOCUS_HEADS = frozenset({"VERB", "AUX", "ADP", "ADJ", "NOUN", "PROPN"})
#: Degree words before "much" that make it a positive degree phrase ("so much", "very much").
_MUCH_DEGREE = frozenset({"so", "very", "too", "as", "how", "that", "this", "pretty", "thus"})


def _clause_final(tok: Token) -> bool:
    """Is ``tok`` the last word of its sentence, punctuation aside ("..., either.")?"""
    rest = tok.doc[tok.i + 1 : tok.sent.end]
    return all(t.is_punct for t in rest)


def raised_scalar_npi(
    doc: Doc, verb: Token, span: tuple[int, int], infinitive: bool = False
) -> str | None:
    """ "even" or "much" as the scalar item of the complement of a negated neg-raising verb
    ("I don't think they even care much about bounces"), or None.

    The raised negation is read in the complement ("they don't even care much"), and there it
    licenses the weak NPI "much" of a verb ("care much", "matter much": a non-affirmative item,
    CGEL ch. 9 §4.1; "*They care much" is out in a positive statement) and fixes the scale of
    focus "even": under negation "not even V" says V is the least that could be expected, in a
    positive clause "even V" the most (Karttunen & Peters 1979; Rooth 1985 on the scope theory
    of "even"), so "They even care" says the opposite of what the sentence means. Either way the
    positive hypothesis is no complement the sentence states (s1202a review): flagged as an NPI.
    Not "so/very/too much" (a positive degree phrase), not "much" before a comparative ("much
    more room"), not "even if/though", "even more": no scalar focus of the verb.

    ``infinitive``: the complement is the trigger's to-infinitive. A to-infinitive has no
    tense or clause boundary of its own that would close the negation's scope (Wurmbrand 2001
    on restructuring; Klima 1964 on NPIs licensed across infinitives: "He didn't try to ever
    call"), so the negation of any trigger, not only a neg-raiser, licenses the scalar item in
    it: "you don't seem to be even armed", "she didn't bother to even look" ->
    "*You are even armed", "She even looked" (hundred-eighth pass, s1202q).
    """
    if not _negated(verb):
        return None
    if not infinitive and verb.lemma_.lower() not in NEG_RAISERS:
        return None
    for tok in doc[span[0] : span[1]]:
        if tok.dep_ == "neg" or tok.lower_ in ("never", "nobody", "nothing", "no"):
            return None  # licensed inside: "I don't think they don't even care"
        prev = doc[tok.i - 1].lower_ if tok.i > 0 else ""
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if tok.lower_ == "even" and tok.dep_ == "advmod" and tok.head.pos_ in _EVEN_FOCUS_HEADS:
            if nxt is not None and (nxt.lower_ in _EVEN_NOT_FOCUS or nxt.tag_ in ("JJR", "RBR")):
                continue
            return "even"
        if (
            not infinitive
            and tok.lower_ == "either"
            and tok.dep_ in ("advmod", "preconj", "cc")
            and _clause_final(tok)
        ):
            # "I don't think he came either" -> "*He came either": additive "either" is the
            # negative counterpart of "too" and needs a negation over it (Klima 1964 "either"
            # tags; Ladusaw 1979); the raised negation licensed it (hundred-fourteenth pass).
            # Not in a to-infinitive: there the negation rewriter already turns it into "too"
            # ("They wanted to go to the party too", fourteenth pass) and the complement drops it
            return "either"
        if (
            tok.lower_ == "much"
            and tok.dep_ == "advmod"
            and tok.head.pos_ in ("VERB", "AUX")
            and prev not in _MUCH_DEGREE
            and not (nxt is not None and (nxt.tag_ in ("JJR", "RBR") or nxt.lower_ == "of"))
        ):
            return "much"
        if (
            tok.lower_ == "much"
            and tok.dep_ in ("amod", "det")
            and tok.head.pos_ == "NOUN"
            and tok.head.i > tok.i
            and prev not in _MUCH_DEGREE
        ):
            # "The quarrels don't seem to have much effect" -> "*The quarrels have much
            # effect": the quantifier "much" of a mass noun is non-assertive in a positive
            # statement of ordinary style (Quirk et al. 1985 §5.25, "much" in positive
            # declaratives is formal and rare, its informal counterpart "a lot of"; CGEL ch. 5
            # §7.6 and ch. 9 §4.1 on "much" as a non-affirmative item), licensed here by the
            # trigger's negation: the positive hypothesis and the negation-removed premise
            # are both odd. No "a lot of" is put in: the switch would change the register
            # and the scalar strength the sentence denies (stop 94, vc195; s9403 verb-032).
            # Not "so/too/as/how much N" (_MUCH_DEGREE: a positive degree phrase)
            return "much"
    return None


#: Verbs whose object clause a closing comment clause leaves unsaid ("..., I think you will
#: find", "..., I think you'll agree", "..., I guess you know"): Quirk et al. 1985 §15.54.
_ELLIPTICAL_TAG_VERBS = frozenset({"find", "see", "agree", "notice", "know", "understand"})
#: Dependents that fill the verb's object or complement slot: with one the clause is whole.
_FILLED_SLOT_DEPS = frozenset(
    {"dobj", "ccomp", "xcomp", "prep", "acomp", "attr", "advcl", "oprd", "dative", "conj"}
)


def elliptical_comment_tag(verb: Token, head: Token) -> bool:
    """Is the trigger a comment clause after the clause it comments on, whose own complement is
    a verb of discovery or agreement with its object left unsaid ("You need to turn off plug
    'n' play in the firmware I think you will find.", "It works now, I think you'll agree.")?

    Such a tag is a parenthetical comment clause on the preceding clause, the speaker's hedge
    on it (Quirk et al. 1985 §15.54; Brinton 2008, The Comment Clause in English, ch. 3): the
    unsaid object of "find" is that preceding clause, so "you will find" states no proposition
    of its own, and "I do not think you will find" negates nothing the sentence says (s1202a
    review). The parser shows it as a clause before the trigger that it hangs on the trigger
    (``ccomp``/``parataxis``) with nothing but the tag after. No candidate."""
    if head.lemma_.lower() not in _ELLIPTICAL_TAG_VERBS or head.i < verb.i:
        return False
    if any(c.dep_ in _FILLED_SLOT_DEPS for c in head.children):
        return False
    return any(c.dep_ in ("ccomp", "parataxis") and c.i < verb.i for c in verb.children)


def disfluent_break(doc: Doc, head: Token, span: tuple[int, int]) -> bool:
    """A "--" right after the complement's verb or a function word, followed by a new clause
    with its own subject ("to say -- you know", "to get the -- I mean, the car")."""
    for i in range(span[0], span[1]):
        if doc[i].text not in BREAK_DASHES:
            continue
        if i == 0:
            return False
        prev = doc[i - 1]
        if not (prev.i == head.i or prev.pos_ in FUNCTION_POS or prev.tag_ == "PRP$"):
            return False
        after = doc[i + 1 : span[1]]
        return any(t.dep_ in ("nsubj", "nsubjpass") and t.head.i > i for t in after)
    return False
