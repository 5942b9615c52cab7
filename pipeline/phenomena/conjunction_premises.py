"""What the sentence left without a conjunct still needs from it (the ninetieth pass,
docs/conjnli.md).

A ``conjunct_added`` pair reads the sentence without one conjunct first and alone, as its
premise, and a ``conjunct_removed`` pair asserts it. Both need it to be a complete sentence
that does not lean on the removed words. ``lost_to_removal`` names the removals whose
remainder is broken either way (``unbuildable_removals`` makes none of them):

* a plural pronoun whose only antecedent was the coordination ("a client and a browser ... dump
  them"): a coordination of noun phrases by "and" is plural, one singular conjunct is not, and
  a personal pronoun agrees in number with its antecedent (Huddleston & Pullum 2002 ch. 17
  §2.2), so "a client ... dump them" has a plural pronoun with no plural antecedent;
* a dangling comparative ("an interim solution is to whitelist, but long term is probably
  harder"): a comparative without a "than" phrase takes its standard from the context
  (Huddleston & Pullum 2002 ch. 13 §4.1), here the first conjunct; without it "Long term is
  probably harder." compares with nothing;
* a shared "of" complement of two relational nouns ("is founder and president of a firm"):
  the complement is right-node raised from both (Huddleston & Pullum 2002 ch. 15 §4.4), so the
  first noun without the last conjunct loses it ("is founder.");
* a colon tail after the last conjunct ("they can be found in Section 2319: Criminal
  infringement"): the colon announces an explanation or specification of what comes just
  before it (Quirk et al. 1985 App. III §III.13), the last conjunct, so without it the tail
  specifies the wrong clause.

``verbless_remainder`` finds a remainder with no finite verb where the removed conjunct held
the only one ("Each with their own attitude, to be sure, but they seem focused"): a sentence
needs a finite clause (Quirk et al. 1985 §2.11), so what is left is a verbless fragment. The
caller flags it ``no_verb`` (a defect, both directions) rather than dropping it: the flag's
own check sees only a rewrite with no verb at all, and "to be sure" keeps one.

``unfit_addition`` names the removals whose remainder is a fine hypothesis but no premise:

* a subject "it" opening the next conjunct after a removed clause with a singular object ("we
  got the DVD anyway and man is it an amazing item"): the pronoun takes the most recent,
  most salient compatible noun phrase (Grosz, Joshi & Weinstein 1995 on centering; the object of
  the clause just before), which is in the removed conjunct. As a hypothesis the premise
  resolves it (the ``pronoun_antecedent_removed`` warning's own policy); a premise is read
  alone and has none.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..lexicon.inflection import is_finite_verb_form, only_a_finite_verb
from ..lexicon.wordnet import wordnet
from ..syntax import (
    FINITE_TAGS,
    PLURAL_NOUN_TAGS,
    PLURAL_PERSONAL_PRONOUNS,
    TENSED_TAGS,
    TokenRange,
    verb_after_subject_phrase,
)
from .conjunction_nonboolean import _coordinator

#: Comparative words that need a standard of comparison ("harder", "better", "more difficult").
_COMPARATIVE_TAGS = frozenset({"JJR", "RBR"})
#: Plural pronouns that may stand before the pronoun and give it another antecedent.
_PLURAL_WORDS = PLURAL_PERSONAL_PRONOUNS | {"we", "us", "our", "these", "those", "both"}


def _span(doc: Doc, c: TokenRange) -> list[Token]:
    return list(doc[c.start : c.end])


def _in_own_predicate(tok: Token, head: Token) -> bool:
    """ "Smith and Jones were their parents": ``tok`` sits in the predicative complement of a
    copula whose subject is the coordination (headed by ``head``). The complement ascribes to
    the subject a relation to someone else; a possessor that is the subject itself is marked
    by "own" ("were their own worst critics", Quirk et al. 1985 §6.30), so an unmarked one
    does not refer to the coordination."""
    if head.dep_ not in {"nsubj", "nsubjpass"} or head.head.lemma_ != "be":
        return False
    if tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ == "own":
        return False
    return any(a.dep_ in {"attr", "acomp"} and a.head.i == head.head.i for a in tok.ancestors)


def _co_argument(tok: Token, head: Token) -> bool:
    """ "Sam and Lucy invited them": ``tok`` is an object of the verb whose subject is the
    coordination. A personal pronoun is free in its clause (binding Principle B, Chomsky 1981;
    H&P 2002 ch. 17 §3): its clause-mate subject would need "themselves", so "them" points
    outside the coordination and the removal leaves its antecedent where it was. So too the
    object of a preposition that completes the verb ("have gone after them"); in a locative or
    comitative phrase ("took the dog with them") a pronoun may take the subject (Reinhart &
    Reuland 1993 on the exempt position), so that one still counts."""
    if head.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    verb = head.head
    if tok.dep_ in {"dobj", "dative", "iobj"}:
        return tok.head.i == verb.i
    prep = tok.head
    return (
        tok.dep_ == "pobj"
        and prep.head.i == verb.i
        and prep.dep_ in {"prep", "dative"}
        and prep.lower_ not in _LOCATIVE_PREPOSITIONS
    )


#: Prepositions of place and accompaniment, whose object may be bound by the subject ("took
#: the dog with them", "saw a snake near them").
_LOCATIVE_PREPOSITIONS = frozenset(
    {"with", "near", "behind", "beside", "around", "among", "between", "beneath", "under",
     "above", "below", "over", "at", "by", "toward", "towards", "in", "on", "inside"}
)  # fmt: skip


def plural_pronoun_of_coordination(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "I'd spec a client and a browser and dump them": singular noun conjuncts joined by
    "and", a plural personal pronoun after the coordination, and no plural word outside the
    coordination before that pronoun that could be its antecedent."""
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ != "and":
        return False
    heads = [doc[c.start : c.end].root for c in conj]
    if not all(h.pos_ in {"NOUN", "PROPN"} and h.tag_ not in PLURAL_NOUN_TAGS for h in heads):
        return False
    # the name of an organisation takes "they" alone ("GM say they could ..."): notional
    # concord with a collective (Quirk et al. 1985 §10.39, §6.17; the ``lost_antecedent``
    # check's own exception, stop 49), so one kept conjunct still antecedes the pronoun
    if any(h.tag_ == "NNP" and h.ent_type_ == "ORG" for h in heads):
        return False
    inside = {i for c in conj for i in range(c.start, c.end)}
    # a pronoun inside a conjunct's own modifier ("Smith and the man who paid them") is part of
    # the phrase it would refer to: no phrase takes an antecedent that contains it (the
    # i-within-i condition, Chomsky 1981 §5.1), so it points outside the coordination
    within = {t.i for h in heads for t in h.subtree}
    for tok in doc[conj[-1].end :]:
        if tok.i in within or _in_own_predicate(tok, heads[0]) or _co_argument(tok, heads[0]):
            continue
        if tok.lower_ in PLURAL_PERSONAL_PRONOUNS and tok.pos_ == "PRON":
            return not any(
                (t.tag_ in PLURAL_NOUN_TAGS or t.lower_ in _PLURAL_WORDS) and t.i not in inside
                for t in doc[: tok.i]
            )
        if tok.tag_ in PLURAL_NOUN_TAGS:
            return False
    return False


def _finite(tokens: Sequence[Token]) -> bool:
    """A finite verb or modal, or an imperative: a bare verb at the root ("Let's say ...")."""
    return any(t.tag_ in FINITE_TAGS or (t.dep_ == "ROOT" and t.tag_ == "VB") for t in tokens)


#: Prepositions that take a verbless or non-finite clause with its own subject (absolute
#: constructions, Quirk et al. 1985 §15.58; Huddleston & Pullum 2002 ch. 14 §9.2): "with the
#: dates shifted" (``_with_absolute``; ``conjunction._absolute_with_clauses``).
ABSOLUTE_PREPOSITIONS = frozenset({"with", "without"})


def _with_absolute(tok: Token) -> bool:
    """``tok`` is the participle of a "with"/"without" absolute clause ("with the dates
    shifted"): the clause is non-finite (Quirk et al. 1985 §15.58; Huddleston & Pullum 2002
    ch. 14 §9.2), whatever tag the tagger gave the participle."""
    return tok.tag_ in {"VBD", "VBN"} and any(
        x.dep_ in {"mark", "prep"} and x.lower_ in ABSOLUTE_PREPOSITIONS and x.i < tok.i
        for x in tok.children
    )


def _in_relative_clause(tok: Token) -> bool:
    """``tok`` is inside a relative clause: it or a word above it is a relative clause's verb
    ("relcl"), which modifies a noun and asserts nothing of the sentence's own."""
    return tok.dep_ == "relcl" or any(a.dep_ == "relcl" for a in tok.ancestors)


def _verb_read_as_plural_noun(doc: Doc, tok: Token) -> bool:
    """ "He who walks in his uprightness fears/NNS Yahweh": a plural noun that is also the "-s"
    form of a verb (Quirk et al. 1985 §3.54), right before a name, pronoun or determiner that
    opens its object, is the sentence's verb the parse buried in the relative clause."""
    return (
        tok.tag_ == "NNS"
        and is_finite_verb_form(tok.lower_)
        and tok.i + 1 < len(doc)
        and doc[tok.i + 1].pos_ in {"PROPN", "PRON", "DET"}
    )


def verbless_remainder(doc: Doc, conj: Sequence[TokenRange], k: int) -> bool:
    """The removed conjunct ``k`` is a clause with its own subject and a finite verb, and
    nothing outside it is finite. (A verb phrase conjunct without a subject may share its
    auxiliary with the kept one, "should start ... and be followed", which the removal keeps.)"""
    c = conj[k]
    removed = _span(doc, c)
    head = doc[c.start : c.end].root
    own_subject = any(
        x.dep_ in {"nsubj", "nsubjpass", "expl"} and c.start <= x.i < c.end for x in head.children
    )
    # a participle of a "with" absolute clause is no finite verb, though the tagger may read
    # it as a past tense ("but with the dates shifted/VBD"; Quirk et al. 1985 §15.58)
    kept = [t for t in doc if not c.start <= t.i < c.end]
    # nor is a verb inside a relative clause the remainder's: "Those who are near [and those
    # who are far from you will mock you]" -> "Those who are near." is a noun phrase, its only
    # finite verb inside the relative clause that modifies the head (Quirk et al. 1985 §17.8;
    # Huddleston & Pullum 2002 ch. 12 §1), no clause (the s1205w judges, conj-079; cj195). A
    # word the tagger misread that is only a finite verb still counts wherever the parse hung
    # it ("He who covers an offense promotes/NNS love": the sentence's own verb)
    tensed = [t for t in kept if not _with_absolute(t)]
    # only below a pronoun head ("Those who ...", "He who ..."), which needs a predicate: a
    # common-noun head with a relative clause is an utterance of its own in block language
    # ("Not much flavor which means I drank the pot, but ..." -> "Not much flavor which means I
    # drank the pot.", judged kept twice in the blind A/B ab90b; Quirk et al. 1985 §11.44)
    root = doc[c.start].sent.root
    pronoun_head = root.pos_ in {"PRON", "DET"} and not c.start <= root.i < c.end
    main = [t for t in tensed if not (pronoun_head and _in_relative_clause(t))]
    # Only a remainder that keeps a verb, none of it finite ("to be sure"): one with no verb
    # at all is the re-parse check's (``removal_flags``' ``no_verb``), which knows the forms a
    # tagger misreads ("The mystery endures/NNS", "the phone rang/NN", "Fans like/IN ...");
    # a form that is only a finite verb (lemminflect, no WordNet noun) is finite here too
    if not any(t.pos_ in {"VERB", "AUX"} for t in kept):
        return False
    # the kept clause's own "-s" verb after its subject noun phrase, read as a plural ("The
    # power of death surges/NNS in his body": ``syntax.verb_after_subject_phrase``, shared
    # with the re-parse check ``_keeps_a_verb``; stop 96, fl91). An enclitic "is" read as a
    # genitive ("Tim Story's/POS not there yet") is re-tagged before this by the tag repair
    # (``tag_repair._clitic_is_read_as_genitive``, stop 94)
    return (
        own_subject
        and _finite(removed)
        and not _finite(main)
        and not any(
            only_a_finite_verb(t.lower_)
            or _misread_verb(doc, t, c.start if t.i < c.start else t.sent.end)
            or (t not in main and _verb_read_as_plural_noun(doc, t))
            or (t in main and verb_after_subject_phrase(t, _clause_start(conj, k, t)))
            for t in tensed
            if t in main or t.tag_ in {"NN", "NNS"}
        )
    )


def _clause_start(conj: Sequence[TokenRange], k: int, tok: Token) -> int:
    """Where the kept conjunct holding ``tok`` starts (its sentence's start when none does)."""
    for j, other in enumerate(conj):
        if j != k and other.start <= tok.i < other.end:
            return other.start
    return tok.sent.start


#: Heads of a predicate that carries no tense of its own: an adjective, a noun, an adverb or
#: preposition phrase, an "-ing" participle. A past participle is left out ("has eaten and
#: slept" -> "He slept": the form is a finite past too).
_UNTENSED_PREDICATE_TAGS = frozenset({"JJ", "JJR", "JJS", "NN", "NNS", "RB", "IN", "VBG"})
#: The subjects ``stranded_predicate`` reads: ``syntax.SUBJECT_DEPS`` less the clausal ones,
#: named once for its three uses.
_CLAUSE_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl"})


def stranded_predicate(doc: Doc, conj: Sequence[TokenRange], k: int) -> bool:
    """The removed conjunct ``k`` holds the finite verb (a copula, an auxiliary, a modal) whose
    subject stands outside it, and a kept conjunct of the same coordination is a predicate with
    no tense of its own (``_UNTENSED_PREDICATE_TAGS``) and no finite word: "My teacher [was
    sometimes acute, and] sometimes obtuse" -> "My teacher sometimes obtuse", "Bell [is alive
    and well, and] still waiting". The auxiliary or copula was shared by the coordinated
    predicates only through the first one, which carried it (coordination below the verb,
    Huddleston & Pullum 2002 ch. 15 §4.2; Quirk et al. 1985 §13.45); taken away with it, the
    subject is left with a predicate and no finite verb, a clause no English grammar allows
    (Quirk et al. 1985 §3.52). ``verbless_remainder`` asks this of the whole sentence, so a
    finite verb in another clause ("..., but he was right") hid it (stop 67, fl33: two such
    premises rejected unflagged in s1202u/s1202v)."""
    c = conj[k]
    removed = range(c.start, c.end)
    subject = None  # the first subject of the removed finite verb, which stands outside it
    for t in doc[c.start : c.end]:
        if t.tag_ not in FINITE_TAGS:
            continue
        holder = t.head if t.dep_ in {"aux", "auxpass"} else t
        if t.pos_ != "AUX" and t.tag_ != "MD" and holder.dep_ != "ROOT":
            # "have left Far'en Lai [entirely unsettled/VBD and] unexploited": a lexical verb
            # below another verb is the parse's small clause, not the sentence's finite verb
            continue
        subjects = [x.i for x in holder.children if x.dep_ in _CLAUSE_SUBJECT_DEPS]
        if subjects and all(i not in removed for i in subjects):
            subject = min(subjects)
            break
    if subject is None:
        return False
    for j, other in enumerate(conj):
        if j == k:
            continue
        span = _span(doc, other)
        root = doc[other.start : other.end].root
        # "sometimes obtuse" parsed as a finite verb ("obtuse"/VBP): a word with no finite
        # verb form at all (lemminflect) is the parse's misreading of the adjective
        misread = (
            root.tag_ in TENSED_TAGS and root.pos_ != "AUX" and not is_finite_verb_form(root.lower_)
        )
        rest = [t for t in span if t.i != root.i] if misread else span
        if (root.tag_ not in _UNTENSED_PREDICATE_TAGS and not misread) or _finite(rest):
            continue
        if root.tag_ in {"NN", "NNS", "JJ", "JJR", "JJS"} and is_finite_verb_form(root.lower_):
            # "The lakes freeze and thaw/NN", "clean and dry/JJ the cups": a word that is also a
            # finite verb, coordinated with one, is that verb (coordination joins like
            # categories, H&P 2002 ch. 15 §4.1; the -s/base noun-verb ambiguity, Quirk et al.
            # 1985 §3.54): the parse's misreading, no lost verb
            continue
        if any(x.dep_ in _CLAUSE_SUBJECT_DEPS for x in root.children):
            continue  # a small clause or absolute with a subject of its own
        if any(x.dep_ in {"aux", "auxpass", "cop"} for x in root.children):
            continue  # "to be" / a non-finite auxiliary of its own
        if any(
            t.tag_ in FINITE_TAGS and t.i not in removed and not (misread and t == root)
            for t in doc[subject + 1 : other.end]
        ):
            continue  # "may [or] may not have": a finite word kept before the predicate
        return True
    return False


def _misread_verb(doc: Doc, tok: Token, end: int) -> bool:
    """ "and the human gestures for you to join them": a plural noun that is also the "-s" form
    of a verb, right after a determiner and a word that is a noun too, heading the kept
    conjunct with a verb to its right. Both parses may read "[the human gestures]" as one noun
    phrase, but the conjunct was coordinated with a finite clause, and coordination joins like
    categories (Huddleston & Pullum 2002 ch. 15 §4.1), so it is a clause: "[the human]
    [gestures]" (the noun/verb ambiguity of an "-s" form, Quirk et al. 1985 §3.54). No verb was
    lost: the flag ``no_verb`` would be the parser's misreading (stop 60, fl21). The verb to its
    right must lie in the kept stretch, before ``end`` (the removed conjunct or the sentence's
    end), not in a later sentence of the doc (rt4 #12)."""
    if tok.tag_ != "NNS" or tok.i < 2 or not tok.lower_.endswith("s"):
        return False
    if not is_finite_verb_form(tok.lower_):
        return False
    noun, det = doc[tok.i - 1], doc[tok.i - 2]
    if noun.tag_ not in {"JJ", "NN"} or det.tag_ not in {"DT", "PRP$"}:
        return False
    if not wordnet().synsets(noun.lower_, pos="n"):
        return False
    return tok.dep_ in {"ROOT", "nsubj", "conj"} and any(
        t.pos_ in {"VERB", "AUX"} for t in doc[tok.i + 1 : end]
    )


def dangling_comparative(doc: Doc, conj: Sequence[TokenRange], k: int) -> bool:
    """ "..., but long term is probably harder": the first of two clause conjuncts is removed,
    and the kept clause's predicate is a comparative with no "than" (nor "as") after it."""
    if k != 0 or len(conj) != 2:
        return False
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ != "but":
        return False
    kept = _span(doc, conj[1])
    head = doc[conj[1].start : conj[1].end].root
    # only the copula: "get/become better" compares with the earlier state of the subject
    # (Kennedy & Levin 2008 on degree achievements), which needs no removed clause
    if head.lemma_ != "be":
        return False
    predicates = [c for c in head.children if c.dep_ in {"acomp", "attr"}]
    comparative = any(p.tag_ in _COMPARATIVE_TAGS for p in predicates)
    return comparative and not any(t.lower_ in {"than", "as"} for t in kept)


def shared_of_complement(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "is founder and president of a political firm": a bare singular noun conjunct (no
    determiner or other dependent) before a last noun conjunct whose head takes an "of"
    phrase."""
    if len(conj) != 2:
        return False
    first = _span(doc, conj[0])
    if len(first) != 1 or first[0].pos_ != "NOUN" or first[0].tag_ in PLURAL_NOUN_TAGS:
        return False
    last = doc[conj[1].start : conj[1].end].root
    if last.pos_ != "NOUN" or any(c.dep_ in {"det", "poss"} for c in last.children):
        return False
    # only the predicative complement of a copula ("is founder and president of X"), where a
    # bare count noun is a role noun; a bare noun elsewhere is a mass or abstract noun that
    # stands without the phrase ("charged with fraud and obstruction of justice": "fraud";
    # "refined by precipitation and melting of the powder"), whose removal the general
    # shared-"of" rules (seventieth pass) already rewrite
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ != "and" or first[0].dep_ not in {"attr", "oprd"}:
        return False
    # a determiner makes the first a referring noun phrase ("the fluff and hype of X", "the
    # success or failure of X"), whose removal keeps the phrase; a bare singular count noun
    # in predicate position is a role noun (Huddleston & Pullum 2002 ch. 5 §8.3: "She is
    # president of the club"), relational and sharing the complement
    if any(c.dep_ in {"det", "poss"} for c in first[0].children):
        return False
    # the parse hangs the shared phrase on either noun ("founder ... of", "president of")
    return any(
        c.dep_ == "prep" and c.lower_ == "of" and c.i > last.i
        for h in (first[0], last)
        for c in h.children
    )


def colon_tail(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A colon right after the last conjunct of "and"/"but", with words after it. (Alternatives
    joined by "or" name no one thing for the tail to specify: it goes with the whole clause.)"""
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ not in {"and", "but"}:
        return False
    end = conj[-1].end
    return end < len(doc) - 1 and doc[end].text == ":" and not doc[end + 1].is_punct


def lost_to_removal(doc: Doc, conj: Sequence[TokenRange]) -> set[int]:
    """Indices of the conjuncts whose removal leaves a remainder broken either way."""
    n = len(conj)
    if n < 2:
        return set()
    if plural_pronoun_of_coordination(doc, conj):
        return set(range(n))
    out: set[int] = set()
    if dangling_comparative(doc, conj, 0):
        out.add(0)
    if shared_of_complement(doc, conj) or colon_tail(doc, conj):
        out.add(n - 1)
    return out


#: Words of the inverted exclamative and of a subject opening a clause: "man is it great",
#: "and it is great".
_IT = frozenset({"it"})


def _object_antecedent(doc: Doc, c: TokenRange) -> bool:
    """The conjunct is a clause whose verb has a singular, non-personal noun as its object."""
    head = doc[c.start : c.end].root
    if head.pos_ not in {"VERB", "AUX"}:
        return False
    objects = [t for t in head.children if t.dep_ in {"dobj", "obj"} and c.start <= t.i < c.end]
    return any(o.pos_ in {"NOUN", "PROPN"} and o.tag_ in {"NN", "NNP"} for o in objects)


def unfit_addition(doc: Doc, conj: Sequence[TokenRange], k: int) -> str | None:
    """Why the sentence without conjunct ``k`` is no premise though it is a fine hypothesis
    (module docstring), or None."""
    if k + 1 < len(conj) and _object_antecedent(doc, conj[k]):
        nxt = conj[k + 1]
        words = [t for t in doc[nxt.start : min(nxt.end, nxt.start + 4)] if not t.is_punct]
        if any(t.lower_ in _IT and t.dep_ in {"nsubj", "attr", "nsubjpass"} for t in words):
            return "object_pronoun_lost"
    return None


#: Dependents that make a noun phrase's head definite or counted: a determiner, a possessor or
#: a cardinal. Headings and labels drop them (block language, Quirk et al. 1985 §11.44-11.45).
_DETERMINING_DEPS = frozenset({"det", "poss", "nummod"})


def _possible_subject_verb(tok: Token) -> bool:
    """A noun-tagged word outside any preposition phrase that has a present or past verb form
    ("supports", "map") right after a word that can end a subject noun phrase (a noun, a
    pronoun, a determiner or a numeral): the tagger may have read a clause's finite verb as a
    noun ("The module supports lists"), and then the sentence is no heading."""
    if tok.i == 0 or tok.tag_ not in {"NN", "NNS"} or tok.text[:1].isupper():
        return False
    if any(a.dep_ == "prep" for a in tok.ancestors):
        return False
    before = tok.doc[tok.i - 1]
    return before.tag_ in {"NN", "NNS", "NNP", "NNPS", "PRP", "DT", "CD"} and (
        is_finite_verb_form(tok.lower_)
    )


def verbless_heading(doc: Doc) -> bool:
    """ "Tips and tricks for the sky map", "Equatorial and horizontal coordinates.": a noun
    phrase standing alone, with no verb anywhere and no determiner, possessor or numeral on
    its head noun, is a heading or a label in block language (Quirk et al. 1985 §11.44-11.45:
    headings, titles and labels drop articles and verbs). A heading names a topic and asserts
    nothing (an assertion needs a declarative clause, Huddleston & Pullum 2002 ch. 10 §1), so
    it is no premise and no hypothesis, and the rubric's premise must be a sentence: no pair.
    ``_title_case_heading`` takes the capitalised headings and ``_verbless_noun_list`` a list
    of bare names; this one takes the sentence-case titles of manuals (stop 76, cj143).

    Not a heading: a noun phrase with a determiner ("A pair of pearl and gold earrings.", an
    item description the judges kept: ``source:description``), a proper-noun or adjective
    head, an adjective phrase after the head noun that predicates a property of it ("Straw
    hat, comfortable and stylish.": a verbless clause describing an item, cj101), a first word
    that can be a present verb before its object ("Displays image histogram
    with ...", a telegraphic description kept as ``source:subjectless``), or a noun after a
    possible subject that can be a finite verb the tagger missed (``_possible_subject_verb``)."""
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(roots) != 1 or roots[0].tag_ not in {"NN", "NNS"}:
        return False
    root = roots[0]
    if any(t.pos_ in {"VERB", "AUX", "PRON"} or t.tag_ in FINITE_TAGS for t in doc):
        return False
    if any(c.dep_ in _DETERMINING_DEPS for c in root.children):
        return False
    if any(
        t.pos_ == "ADJ" and t.i > root.i and not any(a.dep_ == "prep" for a in t.ancestors)
        for t in doc
    ):
        return False  # "Straw fedora hat, comfortable and stylish.": a predicated description
    words = [t for t in doc if not t.is_punct]
    if not words or words[0].tag_ in {"DT", "PRP$", "CD", "WDT", "WP", "WRB"}:
        return False
    first = words[0]
    after = doc[first.i + 1] if first.i + 1 < len(doc) else None
    if (
        first.lower_.endswith("s")
        and is_finite_verb_form(first.lower_)
        and after is not None
        and after.pos_ not in {"ADP", "CCONJ", "PUNCT"}
    ):
        return False  # "Displays image histogram with ...": a telegraphic present verb
    return not any(_possible_subject_verb(t) for t in doc)
