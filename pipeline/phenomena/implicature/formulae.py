"""Candidate checks of the fifty-fourth pass (docs/implicature.md, "Fifty-fourth pass"): the
blind review s1201m (mostly Friends dialogue) rejected pairs whose scale item stood in a use
that has no stronger alternative, or under a frame the clause negation cannot rewrite.

A scale relates senses and frames, not words (Hirschberg 1985 ch. 5; van Tiel et al. 2016 on
scalar diversity): "good to know", "works out good", "be good" and "glad you're happy" use the
word, not the scale. Each check returns a short reason, or ``None``; the extractor then writes
no candidate (called by ``_review_class``, off in the IMPPRES inventory ``wide``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from spacy.tokens import Doc, Token

from ... import resources
from ...rewrite.clause_scope import splice_mark
from ...syntax import plain_lower

#: Copulas with which a predicative "good" describes its subject (Quirk et al. 1985 §16.21-
#: 16.22: current and resulting copulas). "go" is left out: as a result copula it takes
#: adjectives of unfavourable change ("go bad, mad, wrong", §16.22), so "going good" is the
#: flat adverb ("going well").
_GOOD_COPULAS = frozenset(
    {"be", "seem", "look", "feel", "sound", "appear", "remain", "stay", "become", "get"}
    | {"grow", "turn", "keep", "make", "prove", "smell", "taste", "find", "consider", "leave"}
)
#: Adjectives with an informal flat adverb of the same form: "good" (= "well") and "fine" (=
#: "well, without trouble": "Xine now installs fine", "the build went fine", "everything's
#: going fine"; OED "fine" adv. 2; Quirk et al. 1985 §7.7 on "fine" among the flat adverbs).
#: The adverb grades no quality of a subject, so <fine, great> does not apply (fifty-fifth pass).
_FLAT_ADJECTIVES = frozenset({"good", "fine"})
#: Emotive factive adjectives: their clausal complement is presupposed, not asserted
#: (Kiparsky & Kiparsky 1970 on emotive factives "glad, sorry, proud"; Quirk et al. 1985
#: §16.72-16.73 on adjectives with that-clauses of emotion).
EMOTIVE_ADJECTIVES = frozenset(
    {"glad", "happy", "sorry", "proud", "pleased", "thankful", "grateful", "relieved"}
    | {"sad", "upset", "surprised", "amazed", "shocked", "lucky", "delighted", "thrilled"}
)


def adjective_with_clause(tok: Token) -> str | None:
    """The adjective right before an infinitive or a that-clause ("that's good to know",
    "good to see you", "that's good that you're not in love with me"), even when the parser
    hangs the clause on the copula. The clause is the adjective's complement, a frame the
    strong scale-mate does not share ("?excellent to know"): scale-mates must have the same
    selection (Matsumoto 1995; the complement rule of the third pass), and "good to know" is a
    conversational routine (Aijmer 1996), not a grade of quality."""
    doc = tok.doc
    if tok.dep_ not in ("acomp", "oprd") or tok.i + 2 >= len(doc):
        return None
    nxt, after = doc[tok.i + 1], doc[tok.i + 2]
    if nxt.lower_ == "to" and after.tag_ == "VB":
        return "adjective-infinitive"
    if nxt.lower_ == "that" and any(
        t.dep_ in ("nsubj", "nsubjpass", "expl") for t in doc[tok.i + 2 : tok.i + 5]
    ):
        return "adjective-that-clause"
    return None


def flat_good(tok: Token) -> str | None:
    """ "good" or "fine" after a verb that is no copula for it ("that works out good", "get you
    going good", "Xine now installs fine", "the build went fine"; "fine" added in the
    fifty-fifth pass): the informal flat adverb, "well" (Quirk et al. 1985 §7.7; H&P ch. 6 §10). It
    predicates no quality of anything, so <good, excellent> does not apply and "doesn't work
    out excellent" is not English. The fifty-second pass's ``flat_adverb`` reads the parses
    with an adverbial or a dative; this one the object-predicative and complement parses."""
    if tok.lower_ not in _FLAT_ADJECTIVES or tok.dep_ not in ("acomp", "oprd"):
        return None
    verb = tok.head
    if verb.pos_ not in ("VERB", "AUX") or verb.lemma_.lower() in _GOOD_COPULAS:
        return None
    return f"flat-adverb-{tok.lower_}"


#: Dependencies under which the parser hangs the noun "good" of "do (someone) good" on "do": a
#: clausal or adjectival complement ("did them good", "would do you good") or an object ("does
#: no good").
_DO_GOOD_DEPS = frozenset({"ccomp", "acomp", "oprd", "dobj", "attr", "npadvmod"})


def benefit_good(tok: Token) -> str | None:
    """ "good" as the object of lexical "do" ("The walk did them good", "Rest will do you
    good", "It does no good"): the noun "good", "benefit, advantage" (OED "good" n. B.5a "to do
    (a person) good"; Quirk et al. 1985 §10.7 on the object of "do"; Huddleston & Pullum 2002
    ch. 5 §17 on the adjective-noun conversion of "good"), which the tagger marks as an
    adjective. "do" is no copula, so nothing is graded on <good, excellent> (Horn 1972: a scale
    relates words of one category and one sense), and the hypothesis "didn't do them excellent"
    is not English (blind review s1205n, Austen). Stop 85, im101."""
    if tok.lower_ != "good" or tok.dep_ not in _DO_GOOD_DEPS:
        return None
    verb = tok.head
    if verb.lemma_.lower() != "do" or verb.dep_ in ("aux", "auxpass") or verb.i > tok.i:
        return None
    return "benefit-good"


def imperative_be(tok: Token) -> str | None:
    """ "be good", "be happy" as a directive ("Alright, well, be good, I love you"): an
    imperative asserts nothing, so it has no quantity implicature (Grice 1975; the third
    pass's imperative rule, which the parser missed when the imperative is not the root), and
    "be good" is "behave" (WordNet good.a.06 "well-behaved"), off <good, excellent>."""
    be = tok.head
    if tok.dep_ != "acomp" or be.lemma_ != "be" or be.tag_ != "VB":
        return None
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass", "mark") for c in be.children):
        return None
    if be.i > 0 and tok.doc[be.i - 1].lower_ in ("to", "will", "would", "can", "could"):
        return None
    return "imperative-be"


def emotive_complement(tok: Token) -> str | None:
    """The item inside the that-clause of an emotive factive adjective ("I'm glad you're
    happy", "I'm glad I'm smart", "sorry some of you left"): the clause is presupposed, not
    asserted (Kiparsky & Kiparsky 1970), and "glad you're happy" says the speaker is pleased,
    not how happy the hearer is (the review: "content, not upset"). The hypothesis "I'm glad
    you aren't ecstatic" is another claim, not an implicature of the sentence (Geurts 2010 ch.
    7 on implicatures in embedded positions)."""
    for node in (tok, *tok.ancestors):
        head = node.head
        if node.dep_ == "ccomp" and head.pos_ == "ADJ" and head.lower_ in EMOTIVE_ADJECTIVES:
            return "emotive-complement"
        if node.dep_ == "ccomp" and _emotive_discovery(head):
            return "emotive-complement"
    return None


#: Verbs of coming to know whose infinitive follows an emotive adjective ("thrilled to
#: discover that ...", "glad to see that ...", "surprised to learn that ..."; Quirk et al.
#: 1985 §16.75 on adjective complementation by a to-infinitive of emotive reaction).
DISCOVERY_VERBS = frozenset(
    {"discover", "find", "learn", "see", "hear", "read", "realize", "realise", "notice", "know"}
)


def _emotive_discovery(verb: Token) -> bool:
    """Is ``verb`` a verb of discovery in the infinitive of an emotive adjective or participle,
    or the emotive participle itself with the clause as its complement ("I was thrilled to
    discover that some companies ...", "I was thrilled that some ...")? The clause is what
    the speaker came to know and reacts to: presupposed under the emotive factive (Kiparsky &
    Kiparsky 1970; Karttunen 1971), so "I was thrilled to discover that not all companies ..."
    puts the speaker's delight on another proposition (blind review s1206b impl-029; stop 91,
    im110). The participle tagged VBN ("thrilled", "delighted") is the same adjective."""
    if verb.lower_ in EMOTIVE_ADJECTIVES and verb.tag_ == "VBN" and verb.dep_ == "acomp":
        return True
    if verb.lemma_.lower() not in DISCOVERY_VERBS or verb.dep_ not in ("xcomp", "advcl"):
        return False
    return verb.head.lower_ in EMOTIVE_ADJECTIVES


def semi_modal_gotta(tok: Token) -> str | None:
    """The item under "gotta" (= "have got to", deontic necessity; Quirk et al. 1985 §3.45;
    Krug 2000 on emerging modals): an item under a modal has its implicature computed below
    the modal (Chierchia 2004; the rule that keeps "has to be good" from a pair), and the
    clause negation lands on "got" ("You didn't getta give me all", s1201m). The tokenizer
    splits "gotta" into "got" + "ta"."""
    for node in (tok, *tok.ancestors):
        if node.lower_ == "gotta" or any(
            c.dep_ == "aux" and c.lower_ in ("ta", "tta") for c in node.children
        ):
            return "semi-modal-gotta"
    return None


def try_with_object(tok: Token) -> str | None:
    """ "tried everything to make myself feel better": "try" with a direct object is "try
    (out) X", and the infinitive a purpose adjunct; the scale is <try to, manage to> (IMPPRES
    §6), and "manage" takes no such object ("*didn't manage everything to ..."). No
    candidate: the item is not the scale's "try to V"."""
    if tok.lemma_.lower() != "try":
        return None
    if any(c.dep_ in ("dobj", "attr") for c in tok.children):
        return "try-with-object"
    return None


# Cuts of the hypothesis (called by ``pairs.supplements_cut``; the original premise is never
# changed). Each returns Doc indices to leave out of the hypothesis.

#: Reason subordinators that open an insubordinate clause in dialogue ("'Cause I just gave
#: birth to three children!": the reason for an earlier turn, used as a main clause; Evans
#: 2007 on insubordination; Quirk et al. 1985 §11.39 on irregular sentences).
REASON_OPENERS = frozenset({"'cause", "cause", "because", "cuz", "'cos", "cos", "coz"})
_OWN_SUBJECT = frozenset({"nsubj", "nsubjpass", "expl"})
_COMPLEMENTIZERS = frozenset({"that", "if", "whether"})
#: Punctuation that joins two clauses without a coordinator (comma splice, semicolon, colon).
SPLICE_MARKS = frozenset({",", ";", ":"})
#: Resultative connectives that link a clause back to the one before it as its effect.
RESULT_LINKS = frozenset({"so", "thus", "hence", "therefore"})


@cache
def _report_verbs() -> frozenset[str]:
    return frozenset(w.lower() for w in resources.wordlist("implicature_report_verbs"))


def opening_reason_marker(doc: Doc, needed: Iterable[int]) -> set[int]:
    """The sentence-initial "'Cause"/"Because" of a main clause (the parser's ``mark`` of the
    root): kept, the hypothesis is a dangling subordinate clause ("'Cause I didn't give birth
    to more than three children!", s1201m); without it, the main clause the speaker asserts.
    Only when the marker is the first word and hangs on the root."""
    if len(doc) < 3:
        return set()
    first = doc[0]
    if plain_lower(first) not in REASON_OPENERS or first.dep_ != "mark":
        return set()
    if first.head.head.i != first.head.i or first.i in set(needed):
        return set()
    return {first.i} | ({1} if doc[1].text == "," else set())


def spliced_clause(doc: Doc, needed: Iterable[int], head_i: int) -> set[int]:
    """A full clause joined to the item's clause by a bare comma before it ("I don't want to,
    I'm scared", "The fries are awesome, the burgers are good too"): an asyndetic, comma-
    spliced clause (Quirk et al. 1985 §13.17 on asyndetic coordination; the parser makes it
    a ``ccomp``/``parataxis`` of the item's clause). It is a separate assertion the
    implicature says nothing about, and kept it makes the hypothesis assert it again beside
    the negated item ("I don't want to, I'm not petrified", s1201m). Left out when it has its
    own finite verb and subject, no subordinator, ends in a comma right before the item's
    clause, and holds no needed token; the item's clause must have its own subject.

    Fifty-sixth pass (blind review s1202a, "A pop-up menu was added, not all known bugs were
    fixed"; "Nobody ... wants to talk about it, so I didn't manage to find ..."): also a full
    noun subject (the written splice, which the forty-third pass only flagged and the judges
    want cut to the item's clause), a passive or perfect clause whose finite word is its
    auxiliary, a clause before a colon or semicolon (the second clause elaborates or follows
    the first, Quirk et al. 1985 §6.8-6.9 on the colon; each is a separate assertion), and a
    resultative "so/thus/hence/therefore" opening the item's clause, which links it to the cut
    clause as its effect (Halliday & Hasan 1976 ch. 5 on causal conjunction): kept, the
    hypothesis would assert that the first clause caused the negated one."""
    for top in dict.fromkeys((doc[head_i], doc[head_i].sent.root)):
        cut = _spliced_before(doc, set(needed), top)
        if cut:
            return cut  # the item's clause, or the main clause above it ("It was X: The FBI
            # had evidence that two gangsters ...")
    return set()


#: Marks that end a sentence: a parser sentence that starts right after one of them is a
#: sentence the writer punctuated, not a run-on.
SENTENCE_END_MARKS = frozenset({".", "!", "?", "...", "…"})


def fused_sentence(doc: Doc, needed: Iterable[int], head_i: int) -> set[int]:
    """The words after the item's sentence when the parser opened a new sentence there with no
    punctuation before it ("The gum is fine I just wanted to warn others"): a fused sentence
    (run-on), two independent clauses with neither a coordinator nor a mark between them
    (Quirk et al. 1985 App. III on sentence punctuation; the written counterpart of the comma
    splice that :func:`spliced_clause` cuts). The second clause is a separate assertion the
    implicature says nothing about, and kept it makes the hypothesis run on past the negated
    item ("The gum isn't great I just wanted ..."; blind review s9402). Cut only when both parts
    are full clauses (each parser sentence's root has its own subject) and no needed word is in
    the cut part (stop 95, im117)."""
    sent = doc[head_i].sent
    end = sent.end
    if end >= len(doc) or doc[end - 1].text in SENTENCE_END_MARKS or doc[end - 1].is_punct:
        return set()
    rest = doc[end:]
    if set(needed) & set(range(end, len(doc))):
        return set()
    if rest[0].pos_ in ("CCONJ", "SCONJ") or rest[0].lower_ in RESULT_LINKS:
        return set()  # "X was fine so I doubt ...": a connective joins them (result_clause)
    roots = [t for t in rest if t.head.i == t.i]
    if not roots or not all(any(c.dep_ in _OWN_SUBJECT for c in r.children) for r in roots):
        return set()
    if not any(c.dep_ in _OWN_SUBJECT for c in sent.root.children):
        return set()
    if not any(t.pos_ in ("VERB", "AUX") for t in rest):
        return set()
    last = len(doc)
    while last > end and doc[last - 1].is_punct and not doc[last - 1].is_left_punct:
        last -= 1  # the closing mark ends the hypothesis
    return set(range(end, last))


def _spliced_before(doc: Doc, need: set[int], head: Token) -> set[int]:
    """:func:`spliced_clause` for one clause head."""
    if not any(c.dep_ in _OWN_SUBJECT and c.i < head.i for c in head.children):
        return set()
    for clause in head.children:
        mark = splice_mark(clause, SPLICE_MARKS)
        span = range(clause.left_edge.i, clause.right_edge.i + 1)
        if mark is None or mark.i != clause.right_edge.i + 1 or need & set(span):
            continue  # a comma the parse hung inside the clause ("Not all of them, I feel,
            # were happy"): a comment clause set off by its own commas, not run on (stop 11 pin)
        comma = mark.i
        if any(c.dep_ == "mark" for c in clause.children):
            continue
        passive = any(c.dep_ == "nsubjpass" and c.lower_ != "it" for c in clause.children)
        if (
            (clause.lemma_.lower() in _report_verbs() and not passive)
            or doc[comma - 1].lower_ in _COMPLEMENTIZERS
            or any(c.dep_ == "ccomp" for c in clause.children)
        ):
            continue  # "She implies that, without ..., women could ...": a reporting frame
            # whose complement is the item's clause (the parse inverts them); cut, the
            # hypothesis would assert what was only reported (the thirty-seventh pass's frames)
        if not any(c.dep_ in _OWN_SUBJECT for c in clause.children):
            continue  # a pronoun subject: a short spoken clause, a turn unit of its own
            # (Biber et al. 1999 §14.3 on clause chaining in conversation); a full noun
            # subject ("The story is classic, some students ...") is the written comma splice
            # (the fifty-sixth pass cuts both)
        finite = clause.tag_ in ("VBD", "VBZ", "VBP") or any(
            c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBD", "VBZ", "VBP", "MD")
            for c in clause.children
        )
        if finite:
            cut = set(span) | {comma}
            link = doc[comma + 1]
            if link.head.i == head.i and plain_lower(link) in RESULT_LINKS and link.i not in need:
                cut.add(link.i)  # "..., so I tried": the link to the cut clause goes with it
                if doc[link.i + 1].text == ",":
                    cut.add(link.i + 1)
            return cut
    return set()
