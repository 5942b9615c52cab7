"""Parse repair after the parser: a complement-taking verb the small tagger read as a noun.

spaCy's small model reads a present or past verb as a noun when its form is also a noun ("A
sidebar notes/NNS that Jordan helped ...", "The ICRs state/NN that data collection will be
easy", "Tourists love/NN to take pictures", "Adrin learned to/IN reload/NN both guns"): the
classic noun/verb ambiguity that is the largest residual class of tagging errors (Manning 2011,
"Part-of-speech tagging from 97% to 100%: is it time for some linguistics?", §3-4). The parser
then hangs the complement clause on the "noun" as a relative or as an ``acl``, and every
phenomenon loses the clause (issue #12: 14 of the 26 veridicality detection misses at stop 86).

Measured (stop 86, dx12): spaCy's parser does not read the tags (in the sm/md/lg v3 pipelines it
reads only the shared ``tok2vec``), so presetting the corrected tag before the parser leaves the
tree as it was. The repair is therefore a narrow head rewrite after the parser, before the
attribute ruler and the lemmatizer (which then give the POS ``VERB`` and the verb lemma from the
corrected tag). It fires only on the misparse signature, and it moves only the heads that the
noun reading forced:

- **a noun after its subject** (``_noun_read_verb``): a token tagged NN/NNS whose form is a
  finite form of a verb that ``wordlists/verb_signatures.txt`` lists with a "that" or "to"
  complement, directly after a subject noun phrase that opens the sentence (no verb, no
  punctuation, no relative word in it; its last word a noun, so no determiner, possessive,
  numeral or adjective stands before the token: "the demand that ...", "his love to all" stay
  nouns), agreeing with the subject's head noun as a finite verb does (Quirk et al. 1985 §2.27,
  §10.34 on subject-verb concord: "A sidebar notes" = singular subject + -s form; "The tenets
  of Jainism demand" = plural subject + base form; a past form agrees with any subject),
  directly followed by "that" + a clause with its own subject, or by "to" + a base verb, and
  heading no finite verb of the parse (its parse ancestors are nouns and prepositions only: in
  "The lecture notes that he wrote were lost" the parser makes "notes" the subject of "were",
  and the repair does not fire). The token becomes the root with the tag of its finite form,
  the subject's head noun its ``nsubj``, and the clause verb its ``ccomp`` ("that") or
  ``xcomp`` ("to");
- **a base verb read as the object of "to"** (``_to_object_read_verb``): after a verb that
  the same lexicon lists with a "to" complement, "to" parsed as a preposition whose object is
  a bare NN that is a base verb form, while the matrix verb has a direct object further right
  ("learned to/IN reload/NN both guns"): "V to N NP" is no frame of these verbs (Quirk et al.
  1985 §16.38-16.40 on catenative to-infinitives), so the NP is the infinitive's object. The
  NN becomes a ``VB`` ``xcomp`` of the verb, "to" its ``aux``, and the object its ``dobj``.
"""

from __future__ import annotations

import re
from functools import cache

import numpy
from lemminflect import getAllLemmas, getInflection
from spacy.attrs import DEP, HEAD, TAG
from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from .lexicon.tables import verb_signatures
from .syntax import FINITE_TAGS

#: Name of the pipeline component (``parse.load`` adds it right after the parser).
REPAIR_NOUN_READ_VERBS = "repair_noun_read_verbs"

_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
#: Tags a plain subject noun phrase is made of ("One Hong Kong-based brokerage", "The tenets of
#: Jainism", "The quotation by Kerouac"): determiners, possessives, numerals, adjectives,
#: nouns, a participle inside a compound modifier, and prepositions of a post-modifying PP.
_SUBJECT_TAGS = _NOUN_TAGS | {"DT", "PDT", "PRP$", "POS", "CD", "JJ", "JJR", "JJS", "HYPH", "IN"}
_SUBJECT_TAGS |= {"VBN", "VBG"}  # "-based", "-owned" only: see _subject_head
#: Dependents of the matrix verb that a "to"-infinitive placed after it takes over: its objects.
_OBJECT_DEPS = frozenset({"dobj", "dative", "oprd", "xcomp", "attr"})


@cache
def _complement_verbs() -> dict[str, frozenset[str]]:
    """lemma -> the complement types ("that", "to") ``wordlists/verb_signatures.txt`` lists."""
    out: dict[str, set[str]] = {}
    for lemma, complement, _signature, _source in verb_signatures():
        if " " not in lemma:
            out.setdefault(lemma, set()).add(complement)
    return {lemma: frozenset(kinds) for lemma, kinds in out.items()}


@cache
def _finite_tag(form: str, complement: str, plural: bool) -> str | None:
    """The finite tag ``form`` has as a verb of the lexicon taking ``complement`` and agreeing
    with a (plural) subject (Quirk et al. 1985 §10.34), or None."""
    for lemma in getAllLemmas(form, upos="VERB").get("VERB", ()):
        if complement not in _complement_verbs().get(lemma, ()):
            continue
        if form in (getInflection(lemma, tag="VBD") or ()) and form != lemma:
            return "VBD"
        if not plural and form in (getInflection(lemma, tag="VBZ") or ()):
            return "VBZ"
        if plural and form in (getInflection(lemma, tag="VBP") or ()):
            return "VBP"
    return None


@cache
def _base_form(form: str) -> bool:
    """Is ``form`` the base form of some verb ("reload", "take")?"""
    return form in getAllLemmas(form, upos="VERB").get("VERB", ())


def _subject_head(span: Span) -> Token | None:
    """The head noun of a sentence-initial subject noun phrase ``span`` (the noun before its
    first preposition: "The tenets of Jainism" -> "tenets"), or None when ``span`` is no plain
    noun phrase."""
    if not span or span[-1].tag_ not in _NOUN_TAGS:
        return None
    for t in span:
        if t.tag_ not in _SUBJECT_TAGS:
            return None
        if t.tag_ in ("VBN", "VBG") and not (t.i > 0 and t.doc[t.i - 1].tag_ == "HYPH"):
            return None  # only the participle of a hyphenated compound ("Kong-based")
    first_preposition = next((t.i for t in span if t.tag_ == "IN"), span.end)
    if first_preposition == span.start:
        return None
    head = span.doc[first_preposition - 1]
    return head if head.tag_ in _NOUN_TAGS else None


def _plural(noun: Token) -> bool:
    """A plural noun: tagged so, or an initialism with the plural -s the tagger read as a
    singular name ("The FAQs", "ICRs"; CMOS 7.15 on plurals of abbreviations)."""
    return noun.tag_ in ("NNS", "NNPS") or re.fullmatch(r"[A-Z]{2,}s", noun.text) is not None


def _only_nominal_ancestors(token: Token) -> bool:
    """Tags, not POS: the component runs before the attribute ruler sets POS."""
    return all(a.tag_ in _NOUN_TAGS or a.tag_ in ("IN", "PRP") for a in token.ancestors)


def _clause_head(doc: Doc, marker: Token, end: int) -> Token | None:
    """The verb the complement marker ("that" / "to") belongs to, inside ``doc[marker.i:end]``."""
    head = marker.head
    if head.i <= marker.i or head.i >= end or not head.tag_.startswith("VB"):
        return None
    return head


def _noun_read_verb(sent: Span, token: Token) -> tuple[str, Token, Token, Token] | None:
    """(tag, subject head, marker, clause verb) when ``token`` is a verb read as a noun."""
    doc = sent.doc
    if token.tag_ not in ("NN", "NNS") or token.i + 2 >= sent.end or token.i == sent.start:
        return None
    marker = doc[token.i + 1]
    complement = marker.lower_
    if complement not in ("that", "to"):
        return None
    subject = _subject_head(doc[sent.start : token.i])
    if subject is None or not _only_nominal_ancestors(token):
        return None
    tag = _finite_tag(token.lower_, complement, _plural(subject))
    if tag is None:
        return None
    after = doc[token.i + 2]
    if complement == "to":
        if not (after.tag_ == "VB" or (after.tag_ == "NN" and _base_form(after.lower_))):
            return None
        verb = after
    else:
        # "that" + a clause with its own subject: not a relative "that" with a subject gap
        # ("the notes that mention him"), which goes straight on to the verb
        if after.tag_.startswith("VB") or after.tag_ == "MD" or after.is_punct:
            return None
        verb = _clause_head(doc, marker, sent.end)
        # a finite or a base (mandative subjunctive: "demand that the well be cleaned", Quirk
        # et al. 1985 §3.58) verb: "that" + a participle phrase is no clause
        verbs = FINITE_TAGS | {"VB"}
        if verb is None or not any(t.tag_ in verbs for t in doc[marker.i : verb.i + 1]):
            return None
    if verb is None or any(t.tag_ in FINITE_TAGS for t in doc[sent.start : token.i]):
        return None
    # the complement is the rest of the clause: a finite verb after it that the parse does not
    # put inside it heads the sentence ("Student attempts to cheat were caught"), and the token
    # is that verb's subject noun, not a verb
    inside = {t.i for t in verb.subtree}
    if any(t.tag_ in FINITE_TAGS and t.i not in inside for t in doc[marker.i : sent.end]):
        return None
    return tag, subject, marker, verb


def _rewire_noun_read_verb(
    heads: list[int], deps: list[str], tags: list[str], sent: Span, found: tuple
) -> None:
    """The noun-read verb as root, its subject as nsubj, its complement as ccomp/xcomp; every
    other head inside the subject or inside the complement stays as the parser gave it."""
    (tag, subject, marker, verb), token = found[:4], found[4]
    doc = sent.doc
    t = token.i
    tags[t], heads[t], deps[t] = tag, t, "ROOT"
    prepositions = [i for i in range(subject.i + 1, t) if doc[i].tag_ == "IN"]
    for i in range(sent.start, t):
        head = heads[i]
        if i == subject.i:
            heads[i], deps[i] = t, "nsubj"
        elif head == i or head >= t or head < sent.start:
            later_nouns = [j for j in range(i + 1, t) if doc[j].tag_ in _NOUN_TAGS]
            before = [k for k in prepositions if k < i]
            if doc[i].tag_ in _NOUN_TAGS and not later_nouns and before:
                # the last noun of a post-modifying PP is the preposition's object ("The
                # statutes of the guild demand": "guild"), English NPs being head-final
                heads[i], deps[i] = before[-1], "pobj"
            else:
                # a pre-modifier the noun reading hung on the token: the next noun's
                heads[i] = later_nouns[0] if later_nouns else subject.i
    for i in range(t + 1, sent.end):
        head = heads[i]
        if i == verb.i:
            heads[i], deps[i] = t, "ccomp" if marker.lower_ == "that" else "xcomp"
        elif head <= t or head >= sent.end:
            heads[i] = t
    if marker.lower_ == "to":
        heads[marker.i], deps[marker.i], tags[marker.i] = verb.i, "aux", "TO"
        tags[verb.i] = "VB"
    else:
        heads[marker.i], deps[marker.i], tags[marker.i] = verb.i, "mark", "IN"


def _to_object_read_verb(token: Token) -> tuple[Token, Token, list[Token]] | None:
    """(matrix verb, "to", objects) when ``token`` is a base verb read as the object of "to"."""
    doc = token.doc
    if token.tag_ != "NN" or token.dep_ != "pobj" or token.i < 2 or not _base_form(token.lower_):
        return None
    marker, matrix = doc[token.i - 1], doc[token.i - 2]
    if marker.lower_ != "to" or token.head != marker or list(token.children):
        return None
    if not matrix.tag_.startswith("VB") or matrix.sent != token.sent:
        return None
    lemmas = getAllLemmas(matrix.lower_, upos="VERB").get("VERB", ())
    if not any("to" in _complement_verbs().get(lemma, ()) for lemma in lemmas):
        return None
    objects = [
        c
        for c in matrix.rights
        if c.i > token.i and c.dep_ in _OBJECT_DEPS and c.tag_ in _NOUN_TAGS | {"PRP"}
    ]
    # "to" hangs on the matrix verb, or on the object the parser took for the infinitive
    if not objects or marker.head not in (matrix, *objects):
        return None
    return matrix, marker, objects


def _is_tree(heads: list[int], start: int, end: int) -> bool:
    roots = [i for i in range(start, end) if heads[i] == i]
    if len(roots) != 1:
        return False
    for i in range(start, end):
        seen = 0
        while heads[i] != i:
            i = heads[i]
            seen += 1
            if seen > end - start or not start <= i < end:
                return False
    return True


#: Tags of the word right after a clitic "'s" that make it the contracted "is": the negator,
#: an adverb, an adjective, a participle (``_clitic_is_read_as_genitive``); no superlative, whose
#: commonest use after a genitive is a fused determiner-head ("Amazon's finest": H&P 2002 ch. 5 §9).
_CONTRACTED_IS_NEXT = frozenset({"RB", "JJ", "JJR", "VBN", "VBG"})
_CLITIC_S = frozenset({"'s", "\u2019s"})


def _clitic_is_read_as_genitive(sent: Span) -> Token | None:
    """ "Tim Story's not there yet.": the clitic "'s" of the contracted "is" (H&P 2002 ch. 3
    §1.3 and Quirk et al. 1985 §3.23 on the clitic forms of "is"/"has") that the tagger read as
    the genitive ``POS`` of the name before it, so the name became the root of a verbless
    sentence and the pair lost its verb (``no_verb``). A genitive is the determiner of a
    nominal after it or a fused head (H&P 2002 ch. 5 §16); here no noun follows: the name is
    the root of the parse, which no genitive determiner is when its head noun is there ("Tim
    Story's new film opens ..." makes "film" the root or a subject), and the word right after
    the clitic is "not"/"n't" or an adverb, adjective or participle (``_CONTRACTED_IS_NEXT``),
    the predicate complement of "is". The clitic returned becomes the root ``VBZ`` (stop 94,
    fl85); a bare name with a genitive and nothing after it ("At Tim's.") is left alone."""
    for token in sent:
        if token.text.lower() not in _CLITIC_S or token.tag_ != "POS":
            continue
        name = token.head
        if name.i != token.i - 1 or name.tag_ not in ("NNP", "NNPS") or name.head.i != name.i:
            continue
        if token.i + 1 >= sent.end:
            continue
        after = sent.doc[token.i + 1]
        if after.lower_ in ("not", "n't") or after.tag_ in _CONTRACTED_IS_NEXT:
            return token
    return None


def _clitic_auxiliary_tagged_genitive(token: Token) -> bool:
    """ "Ann Lee's not done yet.": the parser made the clitic "'s" the auxiliary of the
    participle after it (``aux``/``auxpass``), yet the tagger left it the genitive ``POS``, so
    the clause has no finite tag. An auxiliary is a verb: the contracted "is"/"has" (H&P 2002
    ch. 3 §1.3), tagged ``VBZ`` with its tree as the parser gave it (stop 94, fl85)."""
    if token.text.lower() not in _CLITIC_S or token.tag_ != "POS":
        return False
    head = token.head
    return (
        token.dep_ in ("aux", "auxpass")
        and head.i > token.i
        and head.tag_ in ("VBN", "VBG")
        and token.i > 0
        and token.doc[token.i - 1].tag_ in _NOUN_TAGS
    )


def _rewire_contracted_is(
    heads: list[int], deps: list[str], tags: list[str], clitic: Token
) -> None:
    """The clitic as the root "is" (``VBZ``), the name its ``nsubj``, and every dependent of the
    name after the clitic a dependent of the verb (a predicative adjective its ``acomp``)."""
    name = clitic.head
    c, n = clitic.i, name.i
    tags[c], heads[c], deps[c] = "VBZ", c, "ROOT"
    heads[n], deps[n] = c, "nsubj"
    for child in name.children:
        if child.i > c:
            heads[child.i] = c
            if child.tag_ in ("JJ", "JJR", "JJS") and child.dep_ in ("amod", "appos", "dep"):
                deps[child.i] = "acomp"
            elif child.lower_ in ("not", "n't"):
                deps[child.i] = "neg"


@Language.component(REPAIR_NOUN_READ_VERBS)
def repair_noun_read_verbs(doc: Doc) -> Doc:
    """After the parser: re-head the complement-taking verbs the tagger read as nouns (module
    docstring). A Doc without the signature is returned untouched."""
    heads = [t.head.i for t in doc]
    deps = [t.dep_ for t in doc]
    tags = [t.tag_ for t in doc]
    changed = False
    for sent in doc.sents:
        for token in sent:
            found = _noun_read_verb(sent, token)
            if found is not None:
                trial = (heads[:], deps[:], tags[:])
                _rewire_noun_read_verb(*trial, sent, (*found, token))
                if _is_tree(trial[0], sent.start, sent.end):
                    heads, deps, tags = trial
                    changed = True
                break  # one matrix verb per sentence
        for token in sent:
            found_to = _to_object_read_verb(token)
            if found_to is None:
                continue
            matrix, marker, objects = found_to
            trial = (heads[:], deps[:], tags[:])
            trial[0][token.i], trial[1][token.i], trial[2][token.i] = matrix.i, "xcomp", "VB"
            trial[0][marker.i], trial[1][marker.i], trial[2][marker.i] = token.i, "aux", "TO"
            for obj in objects:
                trial[0][obj.i], trial[1][obj.i] = token.i, "dobj"
                for c in obj.children:  # verbal dependents of a noun read as the infinitive
                    if c.dep_ in ("advmod", "aux", "neg") and c != marker:
                        trial[0][c.i] = token.i
            if _is_tree(trial[0], sent.start, sent.end):
                heads, deps, tags = trial
                changed = True
        for token in sent:
            if _clitic_auxiliary_tagged_genitive(token):
                tags[token.i] = "VBZ"
                changed = True
        clitic = _clitic_is_read_as_genitive(sent)
        if clitic is not None:
            trial = (heads[:], deps[:], tags[:])
            _rewire_contracted_is(*trial, clitic)
            if _is_tree(trial[0], sent.start, sent.end):
                heads, deps, tags = trial
                changed = True
    if not changed:
        return doc
    relative = numpy.array([h - i for i, h in enumerate(heads)], dtype="int32").astype("uint64")
    dep_ids = numpy.array([doc.vocab.strings.add(d) for d in deps], dtype="uint64")
    tag_ids = numpy.array([doc.vocab.strings.add(t) for t in tags], dtype="uint64")
    doc.from_array([HEAD, DEP, TAG], numpy.stack([relative, dep_ids, tag_ids], axis=1))
    return doc
