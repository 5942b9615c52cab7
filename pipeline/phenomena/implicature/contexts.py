"""Contexts in which a weak scalar item is not used scalarly (no "not <stronger>" implicature).

Each test returns a short reason (recorded in the candidate's features when it only lowers
confidence) or ``None``. The word lists cite their sources in their headers:

- ``implicature_downward_entailing``: words whose scope is downward-entailing (Ladusaw 1979;
  Chierchia 2004 §2: scalar implicatures are suspended or reversed there) — "without", "than",
  "before", "doubt", "deny", "fail", "unlikely", "few";
- ``implicature_universal_determiners``: the restrictor of "every/each/all/any/no" is DE
  (Ladusaw 1979; Barwise & Cooper 1981);
- ``implicature_connective_alias_cues``: "or" that names, spells or reformulates (Quirk et al.
  1985 §13.37; Huddleston & Pullum 2002 ch. 15) — "also known as X or Y", "X, or simply Y";
- ``implicature_quantificational_adverbs``: under "usually/often/sometimes" an "or" describes
  variation across cases (Lewis 1975), not a choice;
- free choice: "or" under a possibility modal or in an imperative ("You may take an apple or a
  pear", "Take an apple or a pear") means each option is allowed (Kamp 1973; Zimmermann 2000;
  Fox 2007 "Free choice and the theory of scalar implicatures"), so "not both" is not the
  inference;
- subordinate clauses: relative, adverbial and clausal-subject clauses are backgrounded (not
  at-issue: Potts 2005 "The Logic of Conventional Implicatures" ch. 4; Simons et al. 2010 "What
  projects and why"); the clause-level "not <stronger>" hypothesis cannot be written there.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from spacy.tokens import Doc, Token

from ... import resources
from ...lexicon.closed_class import DEMONSTRATIVES, PERMISSION_VERBS
from ...lexicon.tables import verb_signatures, word_set
from ...lexicon.wordnet import wordnet
from ...rewrite.clause_scope import asserted_adjunct
from ...syntax import (
    FINITE_TAGS,
    NOMINAL_SUBJECT_DEPS,
    POSSIBILITY_MODAL_FORMS,
    SINGLE_QUOTES,
    SPEAKER_PRONOUNS,
    VERBAL_POS,
    is_imperative,
    verbal_ancestor,
)

#: Relations through which a token sits in a noun phrase's restrictor (relative clause, modifier).
RESTRICTOR_DEPS = frozenset({"relcl", "acl", "prep", "pobj", "amod", "compound", "conj", "cc"})
#: Clause relations of backgrounded (not at-issue) clauses.
SUBORDINATE_CLAUSE_DEPS = frozenset({"relcl", "acl", "advcl", "csubj", "csubjpass", "pcomp"})
#: Verbs of permission with the same free-choice effect on a disjunction in their complement:
#: lexicon.closed_class.PERMISSION_VERBS and "let", and the verbs of choice "choose, prefer",
#: whose complement is also a set of options (Kamp 1973; Zimmermann 2000). Its own name: wider
#: than the permission verbs, and without conjunction's "enable" (stop 63).
FREE_CHOICE_VERBS = PERMISSION_VERBS | {"let", "choose", "prefer"}
#: "would" and its clitic: a disjunction under hypothetical or volitional "would" ("I'd take
#: either the bus or the train", "We would visit Denver or Austin") offers the options as each
#: acceptable, "either one would do" (Quirk et al. 1985 §4.59-4.60 on the hypothetical and
#: volitional "would"), a free-choice reading as under a possibility modal (Kamp 1973;
#: Zimmermann 2000: a disjunction is a list of options each of which the modal base
#: admits; Geurts 2005 "Entertaining alternatives": "or" under any modal gives a conjunction of
#: modal propositions), so "not both" is not the inference (blind review s9301 impl-021;
#: stop 93, im114). Habitual "would" ("Every summer we would visit A or B") describes variation
#: across occasions (Lewis 1975), no single choice either. Its own name: not a possibility
#: modal, so the modal subtype's ``POSSIBILITY_MODAL_FORMS`` stays without it.
HYPOTHETICAL_MODAL_FORMS = frozenset({"would", "'d", "\u2019d"})
#: Relations of a complement of a DE verb/adjective ("failed to pay", "doubt that", "lacked").
COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp", "dobj", "pcomp", "prep", "attr", "acomp"})
#: Relations of a name given by a naming verb ("called X", "named X", "spelled X").
NAMING_DEPS = frozenset({"oprd", "attr", "xcomp"})
#: Words before "few" that make it the non-DE "a few" ("a few", "quite a few", "the few").
NON_DE_BEFORE_FEW = frozenset({"a", "the", "quite", "his", "her", "their", "its", "our", "my"})


@cache
def _de_words() -> dict[str, frozenset[str]]:
    by_kind: dict[str, set[str]] = {}
    for line in resources.wordlist("implicature_downward_entailing"):
        kind, word = line.split(None, 1)
        by_kind.setdefault(kind, set()).add(word.lower())
    return {kind: frozenset(words) for kind, words in by_kind.items()}


@cache
def _alias_cues() -> dict[str, frozenset[str]]:
    by_kind: dict[str, set[str]] = {}
    for line in resources.wordlist("implicature_connective_alias_cues"):
        kind, word = line.split(None, 1)
        by_kind.setdefault(kind, set()).add(word.lower())
    return {kind: frozenset(words) for kind, words in by_kind.items()}


@cache
def _universal_determiners() -> frozenset[str]:
    return frozenset(w.lower() for w in resources.wordlist("implicature_universal_determiners"))


@cache
def _quantificational_adverbs() -> frozenset[str]:
    return frozenset(w.lower() for w in resources.wordlist("implicature_quantificational_adverbs"))


def _path(token: Token) -> list[Token]:
    """``token`` and its ancestors, nearest first."""
    return [token, *token.ancestors]


def _few_is_de(few: Token) -> bool:
    left = few.doc[few.i - 1].lower_ if few.i > 0 else ""
    return left not in NON_DE_BEFORE_FEW


#: Compound pronouns of universal or free-choice quantification that take a bare ("contact")
#: relative clause as their restrictor ("anything you say", "everyone I know").
UNIVERSAL_PRONOUNS = frozenset(
    {"anything", "anyone", "anybody", "everything", "everyone", "everybody", "whatever"}
)


def _bare_relative_restrictor(token: Token) -> str | None:
    """A disjunction that is the subject of a bare relative clause on a universal or free-choice
    pronoun ("Anything either you or I have to say about it is speculation"): the relative
    clause is the pronoun's restrictor, which is downward-entailing (Ladusaw 1979), and "or"
    there is read as "you and I alike", with no not-both implicature (Chierchia 2004 §2). The
    parser often hangs the pronoun on the relative's verb, so the order is read instead: the
    pronoun, then at most "either", then the first disjunct, a nominal subject. A bare relative
    has no relative word (Huddleston & Pullum 2002 ch. 12 §3.5). Fifty-sixth pass (blind review
    s1202a)."""
    if token.lower_ != "or" or token.dep_ != "cc":
        return None
    first = token.head
    if first.dep_ not in NOMINAL_SUBJECT_DEPS:
        return None
    start = first.left_edge.i
    doc = token.doc
    before = start - 1
    if before >= 0 and doc[before].lower_ == "either":
        before -= 1
    if before < 0 or doc[before].lower_ not in UNIVERSAL_PRONOUNS:
        return None
    return f"restrictor:{doc[before].lower_}"


def _excess_complement(node: Token) -> bool:
    """Is ``node`` the to-infinitive of an excessive "too ADJ/ADV to V" ("You're too weak to be
    hungry anymore")? "too A to V" means "so A that not V" (Huddleston & Pullum 2002 ch. 13
    §5.3; Quirk et al. 1985 §15.76), so the infinitive is in a negative, downward-entailing
    context ("too weak to be hungry" entails "too weak to be starving"), and scalar
    implicatures are computed only in upward-entailing ones (Gazdar 1979; Chierchia 2004).
    "enough to" is upward-entailing and not taken. Sixty-second pass (s1202i impl-056).

    The degree word "too" modifies an adjective, an adverb or "much/many/few/little" (H&P 2002
    ch. 6 §7); the additive focus particle "too" ("She too wanted to eat some of the cake") is
    an adverb of the clause and hangs on the verb (Quirk et al. 1985 §8.116; cf. the additive
    items of ``rewrite.clause_scope.ADDITIVE_PPIS``), and its infinitive is not negated: so the
    head of "too" must not be a verb (read-through rt3 item 1)."""
    head = node.head
    if node.i == head.i or node.dep_ not in ("xcomp", "advcl", "ccomp") or node.i < head.i:
        return False
    if not any(c.dep_ == "aux" and c.tag_ == "TO" for c in node.children):
        return False
    if head.pos_ not in ("ADJ", "ADV") and head.lower_ not in DEGREE_QUANTIFIERS:
        return False  # "She too wanted to eat ...": the additive "too" on a verb
    return any(c.dep_ == "advmod" and c.lower_ == "too" and c.i < head.i for c in head.children)


#: Quantity words that take the degree word "too" like an adjective ("too much to drink", "too
#: many to count"; Huddleston & Pullum 2002 ch. 6 §7), whatever tag the parser gives them.
DEGREE_QUANTIFIERS = frozenset({"much", "many", "few", "little"})


def downward_entailing(token: Token) -> str | None:
    """The DE operator whose scope contains ``token`` ("without", "before", "doubt", "few",
    the restrictor of "every"), or None. Plain negation, "no"-quantifiers and "if" are tested by
    the caller (:func:`pipeline.phenomena.implicature.in_negative_scope`)."""
    words = _de_words()
    path = _path(token)
    for node in path:
        head = node.head
        if node.dep_ in ("pobj", "pcomp") and head.lower_ in words.get("prep", ()):
            return f"prep:{head.lower_}"
        if node.dep_ == "pobj" and any(c.lower_ in words.get("prep", ()) for c in head.children):
            return "prep:complex"  # "instead of", "except for": the first word is parsed as a
            # modifier of the preposition
        marks = [c for c in node.children if c.dep_ == "mark" and c.i != token.i]
        for mark in marks:
            if mark.lower_ in words.get("mark", ()):
                return f"mark:{mark.lower_}"
        if node.dep_ == "pcomp" and head.lower_ in words.get("mark", ()):
            return f"mark:{head.lower_}"  # "before" parsed as a preposition over its clause
        if _excess_complement(node):
            return "degree:too"  # "too weak to be hungry": see the function
        if node.i != head.i and node.dep_ in COMPLEMENT_DEPS:
            if head.pos_ in VERBAL_POS and head.lemma_.lower() in words.get("verb", ()):
                return f"verb:{head.lemma_.lower()}"
            if head.lemma_.lower() in words.get("adj", ()):
                return f"adj:{head.lemma_.lower()}"
            if node.dep_ == "ccomp" and any(
                c.dep_ == "acomp" and c.lemma_.lower() in words.get("adj", ())
                for c in head.children
            ):
                return "adj:copular"
        if node.pos_ in ("NOUN", "PROPN", "PRON", "NUM") or node.tag_ == "DT":
            for det in node.children:
                if det.i == token.i or det.i > node.i or det.dep_ not in ("det", "amod", "predet"):
                    continue
                if det.lower_ == "few" and _few_is_de(det):
                    return "det:few"
                if det.lower_ in _universal_determiners() and node.i != token.i:
                    return f"restrictor:{det.lower_}"
            if node.i != token.i and node.lower_ in _universal_determiners():
                return f"restrictor:{node.lower_}"  # "anyone with a car or a bike"
    bare = _bare_relative_restrictor(token)
    if bare is not None:
        return bare
    sufficiency = _sufficiency_subject(token)
    if sufficiency is not None:
        return sufficiency
    # "few" as the subject determiner of the token's clause: "Few people saw it or read it"
    clause = verbal_ancestor(token, skip_auxiliaries=True)
    for subject in (c for c in clause.children if c.dep_ in NOMINAL_SUBJECT_DEPS):
        if any(t.lower_ == "few" and _few_is_de(t) and t.i != token.i for t in subject.subtree):
            return "det:few"
    return None


def _sufficiency_subject(token: Token) -> str | None:
    """The predicate of sufficiency whose subject contains ``token`` ("Four sides of paper were
    insufficient to contain X", "Three chairs were too few", "Two sheets sufficed"): the subject
    names an amount measured against a threshold, with the scale reversed or the numeral read as
    the threshold (the "subj" entries of ``implicature_downward_entailing``; Fauconnier 1975;
    von Fintel & Iatridou 2007), so no upper-bound implicature. The predicate is the clause's
    verb ("suffice") or its adjectival complement (acomp, attr, oprd, or "proved"/"seemed" +
    adjective)."""
    words = _de_words().get("subj", frozenset())
    for node in _path(token):
        if node.dep_ not in NOMINAL_SUBJECT_DEPS:
            continue
        clause = node.head
        predicates = [clause] + [
            c for c in clause.children if c.dep_ in ("acomp", "attr", "oprd", "xcomp")
        ]
        for predicate in predicates:
            if predicate.lemma_.lower() in words or predicate.lower_ in words:
                return f"subj:{predicate.lower_}"
        return None  # only the nearest subject: "the man who had two coins was poor"
    return None


#: Words that open an embedded question ("say how many X or Y", "asked what A or B did").
WH_WORDS = frozenset({"how", "what", "which", "who", "whom", "whose", "whether", "if", "why"})


def embedded_question(token: Token) -> str | None:
    """Is ``token`` inside an embedded interrogative clause? Questions cancel implicatures
    (IMPPRES §2.2), embedded ones too ("declined to say how many companies were in X or Y")."""
    for node in [token, *token.ancestors]:
        if node.dep_ not in ("ccomp", "xcomp", "pcomp", "csubj"):
            continue
        first = node.doc[node.left_edge.i]
        if first.lower_ in WH_WORDS and first.i < token.i:
            return f"wh:{first.lower_}"
    return _misparsed_wh_clause(token)


#: Interrogative adverbs that open an embedded question ("find out where she ...").
WH_ADVERBS = frozenset({"where", "how", "why", "when", "whether"})


def _misparsed_wh_clause(token: Token) -> str | None:
    """Embedded questions the parser hangs elsewhere (thirty-fifth pass): (a) a relative clause
    on a noun that an interrogative determiner opens ("find out in which rooms most guests
    slept"): "which/what" + noun after a preposition or as the object of a verb of finding out
    is the wh-phrase of an interrogative clause, as a relative "which" takes no noun in
    ordinary prose (Huddleston & Pullum 2002 ch. 11 §5, ch. 12 §3); (b) a coordinated clause
    that a wh-adverb opens after "and/or" in a sentence that is not a question ("find out
    which ... and where she makes most ..."): a root clause cannot start with a wh-adverb
    unless it is a question, so the conjunct continues the embedded question (Quirk et al.
    1985 §15.5). A quantifier inside is not asserted (IMPPRES §2.2)."""
    for node in [token, *token.ancestors]:
        if node.dep_ == "relcl":
            noun = node.head
            before = node.doc[noun.left_edge.i : noun.i]
            opener = next((t for t in before if t.lower_ in ("which", "what")), None)
            if opener is None and noun.i > 0 and node.doc[noun.i - 1].lower_ in ("which", "what"):
                opener = node.doc[noun.i - 1]
            if opener is None and noun.i > 1:
                prev = node.doc[noun.i - 1]
                if prev.lower_ in ("which", "what") and prev.dep_ == "pobj":
                    opener = prev
            if opener is not None and opener.i < token.i:
                return f"wh:{opener.lower_}"
        if node.dep_ == "conj" and node.pos_ in ("VERB", "AUX"):
            first = node.doc[node.left_edge.i]
            if (
                first.lower_ in WH_ADVERBS
                and first.head.i == node.i
                and first.i < token.i
                and not node.doc.text.rstrip().endswith("?")
            ):
                return f"wh:{first.lower_}"
    return None


def free_choice(token: Token) -> str | None:
    """A disjunction under a possibility modal or "would" (``HYPOTHETICAL_MODAL_FORMS``), a
    permission verb or in an imperative."""
    clause = verbal_ancestor(token, skip_auxiliaries=True)
    for node in [clause, *clause.ancestors]:
        if node.pos_ not in VERBAL_POS:
            continue
        modal = next(
            (
                c
                for c in node.children
                if c.tag_ == "MD" and c.lower_ in POSSIBILITY_MODAL_FORMS | HYPOTHETICAL_MODAL_FORMS
            ),
            None,
        )
        if modal is not None:
            return f"modal:{modal.lower_}"
        if node.i != clause.i and node.lemma_.lower() in FREE_CHOICE_VERBS:
            return f"permission:{node.lemma_.lower()}"
        if is_imperative(node):
            return "imperative"
        if node.dep_ not in ("xcomp", "conj"):
            break
    return None


def variation_adverb(token: Token, *, on_clause_head: bool = False) -> str | None:
    """A quantificational adverb in the token's clause ("usually A or B"); with
    ``on_clause_head`` only one that modifies the clause's verb ("Often he wrote four features",
    not "produces six plays, often including a musical")."""
    clause = verbal_ancestor(token, skip_auxiliaries=True)
    if on_clause_head:
        return next(
            (
                c.lower_
                for c in clause.children
                if c.dep_ == "advmod" and c.lower_ in _quantificational_adverbs()
            ),
            None,
        )
    conjuncts = [c for c in clause.children if c.dep_ == "conj" and c.pos_ in VERBAL_POS]
    outside = {t.i for c in conjuncts if c.i != token.i for t in c.subtree}
    outside -= {t.i for t in token.ancestors} | {token.i}
    for child in clause.subtree:  # also "pink, sometimes with white streaks, or white"
        if child.i in outside:
            continue  # "has written three books and frequently works as X": the adverb is in
            # another conjunct clause
        if child.dep_ == "advmod" and child.lower_ in _quantificational_adverbs():
            return child.lower_
    return None


def generic_clause(token: Token) -> bool:
    """A characterizing (generic/habitual) clause: simple present with a plural or bare subject
    ("The flowers are white or pink", "Owls hunt mice or voles"). There "or" usually describes
    variation across individuals or occasions (Krifka et al. 1995 §1.2), not one situation in
    which "both" was a live alternative."""
    clause = verbal_ancestor(token, skip_auxiliaries=True)
    finite = [c for c in clause.children if c.dep_ in ("aux", "auxpass")] + [clause]
    if any(t.tag_ in ("MD", "VBD", "VBG", "VBN") and t.i != clause.i for t in finite):
        return False  # modal, past, progressive or perfect auxiliary
    if clause.tag_ not in ("VBZ", "VBP"):
        return False
    subject = next((c for c in clause.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None or subject.pos_ == "PRON":
        return False
    bare = not any(c.dep_ in ("det", "poss", "nummod") for c in subject.children)
    return subject.tag_ in ("NNS", "NNPS") or (subject.tag_ == "NN" and bare)


def _shared_name(first: Token, second: Token) -> bool:
    """Two proper names that share a word or a 4-letter stem ("Saint Ulrich or Saint Ulric",
    "the Minotaur or Minotauros"): spelling or naming variants, not alternatives."""
    doc = first.doc
    own1 = doc[first.left_edge.i : first.i + 1]  # the first conjunct's subtree holds the rest
    own2 = doc[second.left_edge.i : second.right_edge.i + 1]
    words1 = {t.lower_ for t in own1 if t.pos_ == "PROPN"}
    words2 = {t.lower_ for t in own2 if t.pos_ == "PROPN"}
    if words1 & words2:
        return True
    return any(a[:4] == b[:4] and len(a) >= 4 for a in words1 for b in words2)


def alias_or(cc: Token, first: Token, second: Token, n_conjuncts: int) -> str | None:
    """Why this "or" names, spells or reformulates rather than disjoins (or None)."""
    cues = _alias_cues()
    doc = cc.doc
    after = doc[cc.i + 1].lower_ if cc.i + 1 < len(doc) else ""
    if after in cues.get("after", ()):
        return f"after:{after}"
    if cc.i > 0 and doc[cc.i - 1].text == "(":
        return "parenthesis"
    nominal = first.pos_ in ("NOUN", "PROPN", "PRON") and second.pos_ in ("NOUN", "PROPN")
    if nominal and n_conjuncts == 2 and cc.i > 0 and doc[cc.i - 1].text == ",":
        return "comma-reformulation"  # "The Red River, or the Red, flows north"
    before = doc[first.left_edge.i - 1].lower_ if first.left_edge.i > 0 else ""
    if before in cues.get("before", ()):
        return f"before:{before}"
    # "known as X or Y", "called X or Y", "spelled X or Y": the naming verb takes the disjunction
    # as its "as"-phrase or object predicate (never as its subject: "Women or these drivers
    # know Scott")
    via, via_as = first, False
    for node in first.ancestors:
        via_as = via_as or node.lower_ == "as"
        if node.pos_ in VERBAL_POS:
            naming = node.lemma_.lower() in cues.get("verb", ())
            if naming and (via_as or via.dep_ in NAMING_DEPS):
                return f"governed-by:{node.lemma_.lower()}"
            break
        via = node
    if first.pos_ == "PROPN" and second.pos_ == "PROPN" and _shared_name(first, second):
        return "name-variant"
    return None


def _parenthesised(token: Token) -> bool:
    doc = token.doc
    opened = sum(1 for t in doc[: token.i] if t.text == "(") - sum(
        1 for t in doc[: token.i] if t.text == ")"
    )
    return opened > 0


def _preposed_adjunct(token: Token) -> bool:
    """Is ``token`` in a phrase before the subject of its clause ("After being rejected in four
    places, Q. revisited ...", "Even with three waterings, the plant withered")? Such frame
    adjuncts are backgrounded, and negating the clause does not negate them."""
    clause = verbal_ancestor(token, skip_auxiliaries=True)
    while clause.dep_ not in ("ROOT", "conj", "ccomp") and clause.head.i != clause.i:
        clause = verbal_ancestor(clause.head, skip_auxiliaries=True)
    subject = next((c for c in clause.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None or token.i > subject.left_edge.i:
        return False
    return not any(a.i == subject.i for a in [token, *token.ancestors])


def _contact_relative(clause: Token) -> bool:
    """Is ``clause`` a relative clause without a relative word that the parser made the
    complement of a copula ("It was the third time he'd tried to reach her": "he'd tried ..."
    modifies "time")? A copula takes no clausal complement right after its predicate noun; a
    finite clause there is a zero ("contact") relative clause (Quirk et al. 1985 §17.14-17.15;
    Huddleston & Pullum 2002 ch. 12 §3.5), backgrounded like any relative clause."""
    if clause.dep_ != "ccomp" or clause.head.lemma_ != "be" or clause.i < clause.head.i:
        return False
    if any(c.dep_ == "mark" or c.lower_ in ("that", "whether", "if") for c in clause.children):
        return False
    left = clause.left_edge.i
    return any(
        c.dep_ == "attr" and c.pos_ in ("NOUN", "PRON") and c.right_edge.i == left - 1
        for c in clause.head.children
    )


#: Relative pronouns that can be the subject of a relative clause (Quirk et al. 1985 §17.10;
#: Huddleston & Pullum 2002 ch. 12 §3): "that" tagged as a relative word or a complementiser,
#: not the demonstrative (tag DT) of "That exists".
RELATIVE_SUBJECT_WORDS = frozenset({"that", "which", "who"})
RELATIVE_SUBJECT_TAGS = frozenset({"WDT", "WP", "IN"})


def _relative_pronoun_subject(clause: Token) -> bool:
    """Is ``clause`` a relative clause the parser did not mark as one, because its subject is a
    relative pronoun ("the bond created or that exists between two people": the second relative
    is parsed as a conjunct of the main verb)? A finite clause whose subject is a relative
    pronoun is a relative clause (Quirk et al. 1985 §17.10; Huddleston & Pullum 2002 ch. 12 §3),
    backgrounded like any (Potts 2005), and its rewrite would make the pronoun a main-clause
    subject ("That doesn't exist between ...": a fragment). Twenty-ninth pass."""
    if clause.pos_ not in VERBAL_POS:
        return False
    subject = next((c for c in clause.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    return (
        subject is not None
        and subject.i < clause.i
        and subject.lower_ in RELATIVE_SUBJECT_WORDS
        and subject.tag_ in RELATIVE_SUBJECT_TAGS
        and subject.i > 0
    )


#: Punctuation before an illustrative "say" ("..., say fifty dollars").
ILLUSTRATIVE_SAY_OPENERS = frozenset({",", "(", "--", "-", "\u2013", "\u2014", ";", ":"})


def illustrative_say(head: Token) -> bool:
    """Is ``head`` the subjectless "say" of "..., say fifty dollars for ten boxes" (= "for
    example, let us suppose")? That "say" introduces an illustrative or approximate value and
    is no verb of saying with an asserted clause (Quirk et al. 1985 ch. 17 on apposition
    markers of exemplification "for example, say"; Huddleston & Pullum 2002 ch. 15): the
    number after it is offered as an example, not asserted as a quantity, and a rewrite
    negates "say" as a verb ("don't say fifty dollars for more than ten boxes"). Twenty-ninth
    pass."""
    if head.lower_ != "say" or head.i == 0:
        return False
    if any(c.dep_ in NOMINAL_SUBJECT_DEPS or c.dep_ in ("aux", "expl") for c in head.children):
        return False
    return head.doc[head.i - 1].text in ILLUSTRATIVE_SAY_OPENERS


def _universal_contact_relative(clause: Token) -> bool:
    """Is ``clause`` a zero relative clause on a universal or free-choice pronoun or noun phrase
    that the parser made a clause of its own ("give him love, faith, and anything else a friend
    could give a man": "a friend could give" modifies "anything else")?

    A noun phrase followed directly by a subject and a finite verb that lacks its object is a
    contact relative clause (Quirk et al. 1985 §17.14-17.15); on "anything/everything/all/any
    N" it is the restrictor of the universal or free-choice quantifier, where a modal is licensed
    by the free relative, not asserted (Dayal 1998 "Any as inherently modal": "anything a woman
    could give" ranges over possibilities), and a restrictor is downward-entailing (Ladusaw
    1979; ``implicature_universal_determiners``). The subject must start right after the
    quantified phrase ("else" may stand between) and the phrase must not be an argument of the
    clause's own head ("told everyone they could leave": "they could leave" is the complement of
    "told")."""
    if clause.pos_ not in VERBAL_POS:
        return False
    doc = clause.doc
    for subject in (c for c in clause.children if c.dep_ in NOMINAL_SUBJECT_DEPS):
        before = subject.left_edge.i - 1
        if before >= 0 and doc[before].lower_ == "else":
            before -= 1
        if before < 0:
            continue
        word = doc[before]
        universal = word.lower_ in _universal_determiners() or any(
            c.dep_ == "det" and c.lower_ in _universal_determiners() for c in word.children
        )
        if not universal or word.pos_ not in ("PRON", "NOUN"):
            continue
        path = [word, *word.ancestors]
        if any(a.i == clause.i for a in path):
            # inside the clause only through another subject that swallowed the phrase, not as
            # an adjunct of the clause ("In any case we could leave")
            below = path[[a.i for a in path].index(clause.i) - 1]
            if below.dep_ in NOMINAL_SUBJECT_DEPS and below.i != subject.i:
                return True
        elif word.head.i != clause.head.i:
            return True
    return False


def _now_that_clause(node: Token) -> bool:
    """Is ``node`` the verb of a clause opened by "now that" ("Now that you have two swords,
    there's more of a risk ...")? The parser hangs it as a complement of "now". "now (that)" is
    a complex subordinator of time and reason (Quirk et al. 1985 §14.12, §15.46), and its
    clause is presupposed, like a "since" clause of reason (Karttunen 1971 on factive
    subordinators; Simons et al. 2010 on not-at-issue content): backgrounded, as the relative
    and adverbial clauses of SUBORDINATE_CLAUSE_DEPS are, so no implicature is drawn from it
    (blind review s1202r: "Now that you don't have more than two swords, there's ...")."""
    if node.pos_ not in VERBAL_POS:
        return False
    doc = node.doc
    return any(
        c.dep_ == "mark"
        and c.lower_ == "that"
        and c.i > 0
        and doc[c.i - 1].lower_ == "now"
        and node.left_edge.i >= c.i - 1  # "now" and "that" open the clause
        for c in node.children
    )


def _mistagged_relative_head(token: Token, verbal: Token) -> bool:
    """Is there, between ``token`` and its nearest verbal ancestor ``verbal``, a word the parser
    attached as a relative clause ("relcl") but tagged as no verb ("the style guide that most
    projects adhere to", with "adhere" tagged as an adverb)? The relation says the word heads a
    relative clause on the noun above it (Quirk et al. 1985 §17.10; Huddleston & Pullum 2002
    ch. 12 §3); the tag is the error, and :func:`~pipeline.syntax.verbal_ancestor`, which
    looks for a verb, climbs past the clause to the main verb. A relative clause of a definite
    description is backgrounded and belongs to the description's uniqueness condition (Potts
    2005; Simons et al. 2010): negated there, "PEP 8 is the guide that not all projects adhere
    to" changes which thing is described instead of denying what the sentence suggested.
    Stop 76, im88 (s1204o impl-002)."""
    node = token
    while node.i != verbal.i and node.head.i != node.i:
        if node.dep_ == "relcl" and node.pos_ not in ("NOUN", "PROPN", "PRON", "NUM"):
            return True
        node = node.head
    return False


def subordinate_clause(token: Token) -> str | None:
    """The relation of the backgrounded clause that contains ``token`` (relative, adverbial,
    clausal subject), "parenthetical" inside parentheses (supplements, Potts 2005), "preposed"
    in a frame adjunct before the subject, or None when the token is in the main clause, a
    conjunct of it, or a complement clause."""
    if _parenthesised(token):
        return "parenthetical"
    if _preposed_adjunct(token):
        return "preposed"
    node = verbal_ancestor(token, skip_auxiliaries=True)
    if _mistagged_relative_head(token, node):
        return "relcl"  # "the style guide that most projects adhere to" with "adhere/RB"
    if _relative_pronoun_subject(node):
        return "relcl"  # only the item's own clause: a relative subject higher up is as
        # often a misparse that makes a later relative clause the root ("Many of the species
        # have X, that warn predators")
    for _ in range(len(token.doc)):
        if _contact_relative(node) or _universal_contact_relative(node):
            return "relcl"
        if _now_that_clause(node):
            return "advcl"  # "Now that you have two swords, ...": see the function
        if node.dep_ in SUBORDINATE_CLAUSE_DEPS:
            # concessive, contrastive and absolute clauses are asserted, not backgrounded: the
            # implicature arises there as in a main clause (clause_scope.asserted_adjunct)
            return None if asserted_adjunct(token) else node.dep_
        if node.head.i == node.i:
            return None
        node = node.head
    return None


#: Words in the second disjunct that make "A or other/similar B" a category, not an alternative
#: ("a weapon or other means" = "a weapon or the like"; Quirk et al. 1985 §13.37 on "or" with
#: general extenders; Overstreet 1999 "Whales, Candlelight, and Stuff Like That").
GENERAL_EXTENDER_WORDS = frozenset({"other", "another", "similar", "such", "whatever", "otherwise"})
#: Coarse categories of disjuncts: "or" offers alternative propositions only when it joins
#: phrases of the same category ("in operation or defunct" mixes a PP noun and an adjective).
_CATEGORY = {"NOUN": "N", "PROPN": "N", "PRON": "N", "NUM": "N", "VERB": "V", "AUX": "V"}


def _category(token: Token) -> str:
    return _CATEGORY.get(token.pos_, token.pos_)


def _near_synonyms(first: Token, second: Token) -> bool:
    """Do the disjuncts' heads share a WordNet synset ("the intensity or the loudness")? Then
    "or" reformulates (Quirk et al. 1985 §13.37 "or" of reformulation) and "not both" is
    not an alternative proposition (Gazdar 1979 ch. 3: the scale needs distinct alternatives)."""
    pos = {"NOUN": "n", "VERB": "v", "ADJ": "a", "ADV": "r"}.get(first.pos_)
    if pos is None or second.pos_ != first.pos_ or first.lemma_.lower() == second.lemma_.lower():
        return False
    wn = wordnet()
    syn1 = set(wn.synsets(first.lemma_.lower(), pos))
    syn2 = set(wn.synsets(second.lemma_.lower(), pos))
    return bool(syn1 & syn2)


#: Words that introduce examples of a category ("for example", "e.g.", "including", "such as").
EXEMPLIFIERS = frozenset(
    {"example", "instance", "e.g.", "eg", "e.g", "including", "such", "namely", "like"}
)
QUOTE_MARKS = frozenset({'"', "\u201c", "\u201d", "''", "``", "'", "\u2018"})


def _quoted_or_acronym(cc: Token, second: Token) -> bool:
    """The second disjunct is quoted ("X or "Y"") or an acronym ("X or WHO"): a name, not an
    alternative."""
    doc = cc.doc
    after = doc[cc.i + 1] if cc.i + 1 < len(doc) else None
    if after is not None and after.text in QUOTE_MARKS:
        return True
    span = doc[second.left_edge.i : second.right_edge.i + 1]
    words = [t for t in span if not t.is_punct]
    return len(words) == 1 and _acronym(words[0].text)


def _acronym(text: str) -> bool:
    """ "WHO", "NaPolA", "UNESCO": two or more capitals, at least about half the letters."""
    letters = [ch for ch in text if ch.isalpha()]
    capitals = sum(ch.isupper() for ch in letters)
    return len(letters) >= 2 and capitals >= 2 and capitals * 2 >= len(letters) - 1


def non_alternative_or(cc: Token, first: Token, second: Token, n_conjuncts: int) -> str | None:
    """Why this "or" does not offer two genuinely alternative propositions (or None).

    The <or, and> implicature arises where "or" joins alternatives whose conjunction is a live,
    stronger option in an upward-entailing assertion (Horn 1972; Gazdar 1979; Chierchia, Fox &
    Spector 2012 on when the exclusive reading arises). A hyponym and its hypernym ("the adults
    or these women") stay: they are distinct alternatives (Hurford 1974 only marks them odd). Not so for:

    - a list of three or more items ("in Kent, Surrey or Essex"): an enumeration of the range of
      a variable, whose "not both" hypothesis cannot be written anyway;
    - "A or other B", "A or similar B": a general extender naming a category (Overstreet 1999);
    - "A or better/more/less" and other comparatives: a lower or upper bound, i.e. a quantity
      range (Quirk et al. 1985 §13.25), not two alternatives;
    - ", or B" after two disjuncts: a reformulation or afterthought (Quirk et al. 1985 §13.37);
    - a disjunction in an appositive ("a Kurort, a resort or spa"): the apposition restates its
      anchor's referent (Quirk et al. 1985 §17.65), it offers no alternatives;
    - disjoined prepositions or adverbs ("on or near the site", "partially or completely"): a
      hedge over a range of positions or degrees, for which "both" is incoherent;
    - disjuncts of different categories (the parse does not show the alternatives);
    - near-synonyms (a shared WordNet synset): reformulation.

    When in doubt the trigger is not emitted (issue #11: trigger precision first).
    """
    if n_conjuncts > 2:
        return "list"
    doc = cc.doc
    window = doc[max(0, first.left_edge.i - 3) : cc.i]
    if any(t.lower_ in EXEMPLIFIERS and (t.pos_ != "VERB" or t.dep_ == "prep") for t in window):
        return "examples"  # "tools, for example hammers or saws", "e.g. A or B", "including A
        # or B": exemplification (Quirk et al. 1985 §17.71) illustrates a category with
        # non-exhaustive instances; no claim that one of them and not both holds
    if _quoted_or_acronym(cc, second):
        return "alias-quoted-or-acronym"  # "the National Institutes of Education or "NaPolA"",
        # "the World Health Organization or WHO": a second name for the same referent (Quirk et
        # al. 1985 §13.37 reformulatory "or")
    if first.dep_ == "appos":
        return "apposition"  # "a Kurort, a resort or spa certified by ...": restates a referent
    if any(c.lower_ in GENERAL_EXTENDER_WORDS for c in second.children if c.i < second.i):
        # also "are sold or are otherwise circulated" ("or in some other way")
        return "general-extender"
    if second.lower_ in GENERAL_EXTENDER_WORDS:
        return "general-extender"
    if second.tag_ in ("JJR", "RBR", "JJS", "RBS"):
        return "comparative-bound"
    either = any(c.lower_ == "either" for c in first.children)
    if cc.i > 0 and doc[cc.i - 1].text == "," and not either:
        return "comma-reformulation"
    copular = first.dep_ in NOMINAL_SUBJECT_DEPS and first.head.lemma_ == "be"
    if copular and not either and any(c.dep_ == "attr" for c in first.head.children):
        # "Helles or Hell is a lager", "Pal Dukagjini or Paul Ducagin was a nobleman": a
        # definitional sentence names one referent twice (Quirk et al. 1985 §13.37)
        return "definitional-subject"
    if first.pos_ in ("ADP", "ADV", "SCONJ", "PART") or second.pos_ in ("ADP", "ADV"):
        return "hedge"
    if _branching_verb(first):
        return "branching"  # "the tracks split towards either A or B": see the function
    if _category(first) != _category(second):
        return "mixed-categories"
    if _near_synonyms(first, second):
        return "near-synonyms"
    return None


#: Verbs of separating and branching (Levin 1993 §23.1 "separate" verbs: split, separate,
#: divide, part; and the path verbs of a line that divides, "branch", "fork", "diverge",
#: "bifurcate").
BRANCHING_VERBS = frozenset(
    {"split", "separate", "divide", "part", "branch", "fork", "diverge", "bifurcate"}
)


def _branching_verb(first: Token) -> bool:
    """Is the disjunction in the clause of a verb of separating or branching ("at the junction
    the tracks split towards either A or B", "the road forks to X or Y")? The disjuncts name the
    destinations of the branches, each branch reaching one of them, so both are true and the
    "or" lists the options a traveller has (a distributive plural or path, Link 1983; fictive
    motion, Talmy 2000 ch. 2), not alternative propositions: "The tracks don't split towards
    both A and B" contradicts the sentence. Ninth pass, class 6."""
    verb = verbal_ancestor(first, skip_auxiliaries=True)
    node = first
    for _ in range(len(first.doc)):  # also a verb the parser tagged otherwise ("separate/JJ")
        if node.lemma_.lower() in BRANCHING_VERBS or node.lower_ in BRANCHING_VERBS:
            return True
        if node.i == verb.i or node.head.i == node.i:
            return False
        node = node.head
    return False


#: First words of a gapped remnant that names another part of the same domain ("Some of the
#: credit goes to X, some to Y"; "Many stayed, others left" without a verb: "others to Y").
PARTITION_REMNANT_WORDS = frozenset(
    {"some", "others", "other", "many", "most", "few", "another", "half", "several"}
    | {"rest", "part", "all", "none"}
)
#: Comparative amount words that open a remnant naming another part of the domain ("Most of the
#: grain is fed to swine and lesser amounts to poultry"; "ten were tested in the morning and
#: ten more in the afternoon").
COMPARATIVE_REMNANT_WORDS = frozenset({"more", "less", "lesser", "fewer", "smaller", "larger"})


def _partition_opener(words: list[Token]) -> bool:
    """Does the segment open with a word naming another part of the domain: a partition word
    ("some", "others", "the rest"), a comparative amount ("lesser amounts"), or a cardinal with
    "more/other(s)" ("ten more")? Thirty-eighth pass: the last two, and the remnant after a bare
    "and"/"but" (gapping needs no comma: "Ten men were tested in the morning and ten more in the
    afternoon"; Quirk et al. 1985 §13.92)."""
    first = words[0]
    if first.lower_ in PARTITION_REMNANT_WORDS or first.lower_ in COMPARATIVE_REMNANT_WORDS:
        return True
    return _cardinal(first) and words[1].lower_ in ("more", "other", "others")


#: Words that may precede the remnant ("and some to Y", "while others to Y", "the rest to Y").
REMNANT_OPENERS = frozenset({"and", "but", "while", "whereas", "the", "with"})
SEGMENT_ENDS = frozenset({",", ";", ".", "!", "?", ":"})


def _infinitival_remnant(words: list[Token], segment: list[Token]) -> bool:
    """Is the segment a partition word with a purpose infinitive and no finite verb ("Many
    readers wrote in to complain, and some to praise")? Gapping elides the shared finite verb
    and leaves the contrasting remnants, here the subject and the infinitive (Ross 1970;
    Quirk et al. 1985 §13.92), so the partition "many ..., some ..." is as explicit as with a
    prepositional remnant, and a hypothesis built on the parse's clause keeps the verbless
    remnant ("Not all readers to praise"). Thirty-eighth pass."""
    return (
        len(words) >= 3
        and words[1].tag_ == "TO"
        and words[2].tag_ == "VB"
        and not any(t.tag_ in FINITE_TAGS for t in segment)
    )


def gapped_remnant(doc: Doc) -> str | None:
    """A verbless remnant clause after a comma that names another part of the domain: "Some of
    the credit goes to Smith, some to Jones" (gapping: the verb of the first clause is elided in
    the second, Ross 1970, Hankamer 1979; Quirk et al. 1985 §13.92). The partition "some ...,
    some/others ..." states "not all" outright (it is said, not implicated), and negating the
    first clause in place leaves the remnant without a verb ("Not all of the credit goes to
    Smith, some to Jones"). The whole sentence is not extracted (issue #11, third pass)."""
    seen_verb = False
    for tok in doc:
        if tok.pos_ in VERBAL_POS:
            seen_verb = True
        if not seen_verb or (
            tok.text not in (",", ";") and not (tok.dep_ == "cc" and tok.lower_ in ("and", "but"))
        ):
            continue
        segment = []
        for nxt in doc[tok.i + 1 :]:
            if nxt.text in SEGMENT_ENDS:
                break
            segment.append(nxt)
        words = [t for t in segment if t.lower_ not in REMNANT_OPENERS]
        if len(words) < 2 or not _partition_opener(words):
            continue
        has_remnant_pp = any(t.pos_ == "ADP" and t.lower_ != "of" for t in words[1:])
        if has_remnant_pp and not any(t.pos_ in VERBAL_POS for t in segment):
            return f"gapping:{words[0].lower_}"  # "some to Jones", "others in the city"
        if _infinitival_remnant(words, segment):
            return f"gapping:{words[0].lower_}"  # "and some to praise"
    return None


@cache
def _suspension_cues() -> tuple[tuple[str, tuple[str, ...]], ...]:
    cues = []
    for line in resources.wordlist("implicature_suspension_cues"):
        side, words = line.split(None, 1)
        cues.append((side, tuple(words.lower().split())))
    return tuple(cues)


def _cardinal(token: Token) -> bool:
    return token.like_num and token.ent_type_ not in NON_COUNT_ENTS


#: Entity types of numbers that count no individuals (years, dates, money, measures).
NON_COUNT_ENTS = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL"})


def _matches(tokens: list[Token], words: tuple[str, ...]) -> bool:
    if len(tokens) < len(words):
        return False
    return all(
        (_cardinal(t) if w == "<num>" else t.lower_ == w)
        for t, w in zip(tokens, words, strict=False)
    )


#: Quantifier words that can be disjoined with a scale-mate ("some or most", "many or all").
QUANTIFIER_WORDS = frozenset({"some", "many", "most", "all", "several", "few", "much", "every"})


def _scale_mate(other: Token, token: Token) -> bool:
    if other.i == token.i:
        return False
    if token.like_num:
        return _cardinal(other)
    return other.lower_ in QUANTIFIER_WORDS


def suspended_scalar(token: Token) -> str | None:
    """An explicit cancellation or suspension right at the item ("most or all", "some, if not
    all,", "three or more", "two or three", "at least some"): the speaker leaves the stronger
    alternative open, so "not <stronger>" is not implicated (``implicature_suspension_cues``,
    Horn 1972, 1989 §4.2). ``token`` is the last word of the item."""
    doc = token.doc
    after = [t for t in doc[token.i + 1 : token.i + 8] if t.text != ","]
    start = token.i
    while start > 0 and doc[start - 1].like_num and doc[start - 1].dep_ in ("compound", "nummod"):
        start -= 1  # "twenty five": the words before the whole numeral
    before = [t for t in doc[max(0, start - 4) : start] if t.text != ","]
    partners = [c for c in token.children if c.dep_ == "conj"]
    if token.dep_ == "conj":
        partners.append(token.head)
    if any(_scale_mate(p, token) for p in partners) and any(
        c.dep_ == "cc" and c.lower_ == "or" for n in (token, token.head) for c in n.children
    ):
        return "suspended:disjoined-scale-mates"  # "some or most", "two or three": the speaker
        # leaves the range open between the two items
    for side, words in _suspension_cues():
        if side == "after" and _matches(after, words):
            return "suspended:" + " ".join(words)
        if side == "before" and _matches(before[len(before) - len(words) :], words):
            return "suspended:" + " ".join(words)
    return None


def counting_sequence(token: Token) -> bool:
    """A numeral in a counted sequence or an enumeration of numbers ("Six, eight, ten soldiers",
    "one, two, three"): the list recites numbers rather than asserting the size of a set, so
    there is no "at least n" assertion to bound (Horn 1972 ch. 1 on cardinals as scalar
    predicates of a set; Hurford 1975 "The Linguistic Theory of Numerals" on counting vs
    cardinal uses). A neighbour numeral of the same kind (words or digits), separated by a
    comma or coordinated, makes the sequence; a year before a comma ("In 2005, two ...") does
    not count."""
    doc = token.doc

    def same_kind(other: Token) -> bool:
        return _cardinal(other) and other.is_alpha == token.is_alpha

    if token.i >= 2 and doc[token.i - 1].text == "," and same_kind(doc[token.i - 2]):
        return True
    if token.i + 2 < len(doc) and doc[token.i + 1].text == "," and same_kind(doc[token.i + 2]):
        return True
    neighbours = [c for c in token.children if c.dep_ == "conj"]
    if token.dep_ == "conj":
        neighbours.append(token.head)
    return any(same_kind(n) and n.pos_ == "NUM" for n in neighbours)


def preverbal_adjunct_phrase(token: Token, head: Token) -> Token | None:
    """The preposition of a phrase before ``head``'s verb that contains ``token`` ("In most
    cases the tool consists of X", "The tool in most cases consists of X"), or None.

    Negating the clause puts the negation on the verb, below the quantifier of the phrase:
    "In all cases the tool doesn't consist of X" says "in no case", not the implicature "not in
    all cases" (surface scope of a fronted or pre-verbal quantified adjunct over a clause
    negation: Jackendoff 1972 ch. 8; Horn 1989 §7.3 on negation and preposed quantified
    adjuncts). No correct clause-level hypothesis can be written, so the item is not a
    candidate."""
    auxes = [c.i for c in head.children if c.dep_ in ("aux", "auxpass", "neg")]
    site = min([head.i, *auxes])
    node = token
    for _ in range(len(token.doc)):
        if node.i == head.i or node.head.i == node.i:
            return None
        if node.dep_ == "pobj" and node.head.dep_ == "prep" and node.head.i < site:
            return node.head
        node = node.head
    return None


def conjunct_adjunct_phrase(token: Token, head: Token) -> Token | None:
    """The preposition of a phrase holding ``token`` that stands right before the verb group of
    a later conjunct of ``head`` ("are assigned by X and on most systems can only be used by
    root"), or None. The parse hangs the phrase on the first predicate (here as a conjunct of
    its "by" phrase), but it is the pre-verbal adjunct of the second: a predicate coordination
    "V1 ... and [on most systems] [can only be used ...]" puts a conjunct's adjuncts inside the
    conjunct (Quirk et al. 1985 §13.41-13.44 on predicate coordination; Huddleston & Pullum
    2002 ch. 15 §4). The scalar item's scope is then its own conjunct, under a quantified
    adjunct that a clause negation would not take ("in all cases doesn't", see
    :func:`preverbal_adjunct_phrase`), and the rewrite of the first predicate drops the second
    one's verb ("aren't assigned by X and on all systems"; blind review s1202z impl-001/018).
    No candidate (stop 69, im73)."""
    sites = set()
    for verb in head.conjuncts:
        if verb.i <= head.i or verb.pos_ not in ("VERB", "AUX"):
            continue
        sites.add(min([verb.i, *(c.i for c in verb.children if c.dep_ in ("aux", "auxpass"))]))
    if not sites:
        return None
    node = token
    for _ in range(len(token.doc)):
        if node.i == head.i or node.head.i == node.i:
            return None
        if node.dep_ == "pobj" and node.head.dep_ in ("prep", "conj") and node.head.i > head.i:
            prep = node.head
            if prep.right_edge.i + 1 in sites:
                return prep
        node = node.head
    return None


@cache
def _fixed_binomials() -> frozenset[tuple[str, str]]:
    """``wordlists/implicature_fixed_binomials.txt`` as (first, second) pairs, both orders."""
    pairs = set()
    for line in resources.wordlist("implicature_fixed_binomials"):
        first, _, second = line.lower().partition(" and ")
        pairs |= {(first.strip(), second.strip()), (second.strip(), first.strip())}
    return frozenset(pairs)


def fixed_binomial(adjective: Token) -> bool:
    """Is ``adjective`` one member of a fixed binomial "A and B" ("happy and healthy", "safe and
    sound", "alive and well")? The frozen pair names one holistic state, not a degree on the
    adjective's scale, so "not ecstatic" is no alternative (Malkiel 1959 "Studies in
    irreversible binomials"; sources in the word list's header). Sixteenth pass, class 3. The
    members must be adjacent around "and", in either order."""
    doc = adjective.doc
    i = adjective.i
    for left, right in ((i - 2, i), (i, i + 2)):
        if left < 0 or right >= len(doc) or doc[left + 1].lower_ != "and":
            continue
        if (doc[left].lower_, doc[right].lower_) in _fixed_binomials():
            return True
    return False


#: The only relations such a bare evaluative clause has on its copula.
BARE_EVALUATION_DEPS = frozenset({"nsubj", "acomp", "punct"})


def bare_demonstrative_evaluation(adjective: Token) -> bool:
    """Is the clause nothing but a demonstrative pronoun, a form of "be" and the adjective
    ("These are good.", "That's fine.")? The referent and the comparison class that fixes the
    adjective's standard come only from the situation of utterance (Kennedy 2007 "Vagueness and
    grammar": the positive form needs a contextual standard; Levinson 1983 ch. 2 on deixis), and
    "That's good/fine" is also the routine acknowledgement (Aijmer 1996 "Conversational Routines
    in English"): with no context the stronger alternative cannot be weighed. Sixteenth pass,
    class 3. A demonstrative determiner with its noun ("This cart is good", IMPPRES) stays."""
    head = adjective.head
    if adjective.dep_ != "acomp" or head.lemma_ != "be" or any(adjective.children):
        return False
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in DEMONSTRATIVES or any(subject.children):
        return False
    if all(c.dep_ in BARE_EVALUATION_DEPS for c in head.children):
        return True
    return acknowledgment_before_clause(adjective, head) or evaluation_with_reason(adjective, head)


#: Relations the copula of "That's good, (thanks,) but ..." may have besides the bare clause's:
#: the coordinator and the coordinated clause, and a thanking interjection.
ACKNOWLEDGMENT_EXTRA_DEPS = frozenset({"cc", "conj", "intj"})
#: The thanking word the parser may hang on the copula as a noun ("That's fine, thanks, ...").
THANKING_WORDS = frozenset({"thanks", "thank", "cheers"})


def acknowledgment_before_clause(adjective: Token, head: Token) -> bool:
    """Is "That's good/fine" followed by a comma and a clause of its own ("That's good, but I
    need to go alone", "That's fine, thanks, but I'll manage")? The bare demonstrative clause
    then acknowledges an offer or proposal before the reply proper: token agreement or
    appreciation prefacing a declination (Pomerantz 1984 "Agreeing and disagreeing with
    assessments"; Davidson 1984 on responses to offers; Aijmer 1996 on "that's good" among the
    routines of response). It assents, it grades nothing, so "That's not excellent" is no
    alternative (Horn 1972: a scale needs the degree reading; Hirschberg 1985: only contextually
    relevant scales license the inference). Sixty-third pass (s1202k). The comma must follow
    the adjective and the coordinated clause must have its own subject, so "The bread was good,
    but the soup was cold" (a noun subject) and "That's good and cheap" keep their pairs."""
    doc = adjective.doc
    if adjective.i + 1 >= len(doc) or doc[adjective.i + 1].text != ",":
        return False
    if not all(
        c.dep_ in BARE_EVALUATION_DEPS | ACKNOWLEDGMENT_EXTRA_DEPS or c.lower_ in THANKING_WORDS
        for c in head.children
    ):
        return False
    clauses = [c for c in head.children if c.dep_ == "conj"]
    return bool(clauses) and all(
        c.pos_ in ("VERB", "AUX")
        and any(g.dep_ in ("nsubj", "nsubjpass", "expl") for g in c.children)
        for c in clauses
    )


#: Subordinators of a reason clause (Quirk et al. 1985 §15.45-15.46; "cause/cuz" are the
#: informal clippings of "because").
REASON_SUBORDINATORS = frozenset({"because", "since", "as", "cause", "cuz", "coz"})
#: Pronouns that, as the reason clause's subject, take up an entity already named: then the
#: demonstrative is that entity ("This is good, because it has garlic"), not a proposition.
ENTITY_ANAPHORS = frozenset({"it", "they", "this", "that", "these", "those"})


def evaluation_with_reason(adjective: Token, head: Token) -> bool:
    """Is the bare "That's good/fine" followed by a comma and a reason clause with its own,
    non-anaphoric subject ("That's good, because the road looks icy", "That's good, since we
    need the rain")? The demonstrative pronoun is then discourse-deictic: it takes up the
    preceding event or proposition, not an entity (Webber 1991 "Structure and ostension in the
    interpretation of discourse deixis"; Gundel, Hedberg & Zacharski 1993 on "that" for
    propositions), and "good" is the speaker's approval of that state of affairs, a response
    evaluation with its justification (Pomerantz 1984 on assessments), not a degree on the
    ⟨good, excellent⟩ scale (Horn 1989 ch. 4: the scale needs the degree use of the same
    adjective), so "That's not excellent" is no implicature. Stop 95, im118 (blind review
    s9501, evaluative "good"). Kept: a noun subject ("The ending is good, because it
    surprises"), and a reason clause whose subject is an entity anaphor ("This is good,
    because it has garlic": "it" is the thing graded)."""
    doc = adjective.doc
    if adjective.i + 1 >= len(doc) or doc[adjective.i + 1].text != ",":
        return False
    extra = [c for c in head.children if c.dep_ not in BARE_EVALUATION_DEPS]
    if len(extra) != 1 or extra[0].dep_ != "advcl" or extra[0].i < adjective.i:
        return False
    clause = extra[0]
    if not any(c.dep_ == "mark" and c.lower_ in REASON_SUBORDINATORS for c in clause.children):
        return False
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    return subject is not None and subject.lower_ not in ENTITY_ANAPHORS


#: Verbs of maintaining a state whose "warm/cool" complement is the fixed phrase "keep warm",
#: "stay cool" (= avoid getting cold/hot; Cowie & Mackin, Oxford Dictionary of Current Idiomatic
#: English; Sinclair 1991 on collocational idiom).
STATE_KEEPING_VERBS = frozenset({"keep"})
#: Thermal adjectives that are scale members elsewhere (⟨warm, hot⟩, ⟨cool, cold⟩) but in the
#: phrase above name the comfortable state itself, not a degree on the scale.
THERMAL_COMFORT = frozenset({"warm", "cool"})
#: Adjectives of the conventional answer to "How are you?" ("I'm fine", "I'm good", "We're okay").
WELLBEING_REPLIES = frozenset({"fine", "good", "okay", "ok", "alright", "well"})
#: Dependents that a bare "I'm fine" may have besides its subject and adjective.
REPLY_DEPS = frozenset({"nsubj", "acomp", "punct", "intj"})


def fixed_expression(adjective: Token) -> str | None:
    """Is the scale adjective used non-gradably in a fixed expression? Then it is no trigger.

    - "keep/stay warm", "kept them warm", "stay cool": a collocational idiom naming the state
      maintained (protection from cold or heat); "We didn't keep hot" is no alternative anyone
      considered, so ⟨warm, hot⟩ is not evoked (Horn 1989 ch. 4: a scale needs lexicalised
      alternatives of the same use; Sinclair 1991 on the idiom principle).
    - "I'm fine", "We're good": the conventional reply to an inquiry after one's health, a
      conversational routine (Coulmas 1981 "Conversational Routine"; Aijmer 1996 "Conversational
      Routines in English") whose meaning is "no problem", not a degree of goodness, so "I'm not
      great" is not its implicature. Only the bare clause: "I'm fine with the plan", "I'm good at
      chess" have complements and stay (and are excluded on other grounds).
    """
    word = adjective.lower_
    head = adjective.head
    if fixed_binomial(adjective):
        return "fixed-binomial"  # "happy and healthy", "safe and sound" (see the function)
    if bare_demonstrative_evaluation(adjective):
        return "bare-demonstrative-evaluation"  # "These are good.", "That's fine." (see the
        # function)
    if adjective.dep_ in ("acomp", "oprd", "xcomp", "ccomp") and (
        (word in THERMAL_COMFORT and head.lemma_.lower() in STATE_KEEPING_VERBS)
        or (word == "cool" and head.lemma_.lower() == "stay")
    ):
        return "thermal-comfort-idiom"  # also "stay cool" (= keep calm, Cowie & Mackin)
    if word not in WELLBEING_REPLIES or adjective.dep_ != "acomp" or head.lemma_ != "be":
        return None
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return None
    bare_clause = all(c.dep_ in REPLY_DEPS or c.lower_ in ("just", "really") for c in head.children)
    if bare_clause and all(c.is_punct or c.dep_ == "advmod" for c in adjective.children):
        return "wellbeing-reply"
    return None


@cache
def _report_verbs() -> frozenset[str]:
    return frozenset(w.lower() for w in resources.wordlist("implicature_report_verbs"))


#: Relations along which a clause stays inside the complement it belongs to ("said he wanted to
#: buy some", "said some came and others left").
_COMPLEMENT_CHAIN_DEPS = frozenset({"xcomp", "conj", "ccomp"})


def reported_clause(head: Token) -> str | None:
    """The verb of saying (or hoping) whose clausal complement contains ``head`` ("Logue said
    some of the staff came", "The manager claimed that most workers were happy"), or None.

    The scalar item then serves the reported speaker's claim: the matrix speaker is not
    committed to its implicature, and a hypothesis "Logue said not all of the staff came" puts
    words into Logue's mouth (Geurts 2010 ch. 7; Chierchia, Fox & Spector 2012 §4; word list
    ``implicature_report_verbs``). A continuation such as "I said it has two parts, and it
    does" even confirms the stronger reading (Horn 1972 on cancellation). Fourteenth pass,
    class 1: no candidate rather than a misattributed hypothesis."""
    comment = next(
        (
            c
            for c in head.children
            if c.dep_ == "parataxis"
            and c.lemma_.lower() in _report_verbs()
            and any(g.dep_ in ("nsubj", "nsubjpass") for g in c.children)
            and not any(g.dep_ in ("ccomp", "dobj", "xcomp") for g in c.children)
        ),
        None,
    )
    if comment is not None:
        return comment.lemma_.lower()  # "Many of their references were false, they wrote,
        # and ...", "Most of the guests, she said, left": a reporting clause in medial or final
        # position (Quirk et al. 1985 §14.29) attributes the clause all the same (fifteenth
        # pass)
    node = head
    for _ in range(len(head.doc)):
        if node.dep_ not in _COMPLEMENT_CHAIN_DEPS or node.head.i == node.i:
            return None
        governor = node.head
        if node.dep_ == "ccomp" and governor.lemma_.lower() in _report_verbs():
            return governor.lemma_.lower()
        node = governor
    return None


def quoted_speech(token: Token, head: Token, quotes: frozenset[str]) -> bool:
    """Is ``token`` with its clause head inside a quotation that is not the whole sentence ('As
    the painter said, "Three strokes are worth more than a day"')? Direct speech reports another
    speaker's words (Quirk et al. 1985 §14.29 on direct speech): its implicatures are that
    speaker's (see :func:`reported_clause`), and a rewrite inside the quotation misquotes him.
    A sentence that is one quotation is kept."""
    doc = token.doc
    marks = [t.i for t in doc if t.text in quotes]
    if not marks:
        # single quotation marks ("The foolish said to the wise, 'Give us some of your oil'"),
        # told from apostrophes by the tagger's quote tags (a possessive "'" is POS): the same
        # direct speech (Quirk et al. 1985 §14.29; s1205s impl-005, 006; stop 87 integration)
        marks = [t.i for t in doc if t.text in SINGLE_QUOTES and t.tag_ in ("``", "''")]
    opening = [i for i in marks if i < token.i]
    closing = [i for i in marks if i > token.i]
    if len(opening) % 2 == 0 or not closing:
        return False
    start, end = opening[-1], closing[0]
    if not start < head.i < end:
        return False  # a quoted mention inside the speaker's clause (see _quoted_mention)
    outside = [t for t in (*doc[:start], *doc[end + 1 :]) if not t.is_punct]
    return bool(outside)


#: Adverbs that, right before a stronger term later in the sentence, cancel or suspend the
#: implicature of the weaker item: "in fact/indeed" assert the stronger term, "possibly/perhaps/
#: maybe/even" leave it open ("Some of the staff came, in fact all of them did"; "two parts,
#: and maybe more"). Horn 1972 ch. 1 and Hirschberg 1985 §4 on cancellation ("some, in fact
#: all"); Horn 1989 §4.2 on suspension ("some, if not all"; "possibly all").
CANCELLING_ADVERBS = (
    ("in", "fact"),
    ("indeed",),
    ("even",),
    ("possibly",),
    ("perhaps",),
    ("maybe",),
    ("probably",),
    ("actually",),
)
#: Stronger terms a later continuation may confirm, beyond the item's own scale-mates.
UNIVERSAL_WORDS = frozenset({"all", "every", "everyone", "everybody", "everything"})


def later_stronger_term(token: Token, stronger: Iterable[str]) -> bool:
    """Does the sentence go on to assert or leave open a stronger term after the item ("Most of
    the guests stayed, and in fact all of them did"; "The plan has two parts, and maybe more")?
    The implicature "not all" / "not more" is then cancelled or suspended by the speaker (see
    CANCELLING_ADVERBS), and a "not all" hypothesis contradicts the sentence (blind review,
    fourteenth pass, class 1: "... and it does"). No candidate."""
    doc = token.doc
    targets = set(stronger) | ({"more"} if token.like_num else UNIVERSAL_WORDS)
    if not token.like_num and token.lower_ not in ("some", "many", "most", "several"):
        targets = set(stronger)
    words = [t for t in doc[token.i + 1 :] if t.text != ","]
    for k, tok in enumerate(words):
        if tok.lower_ not in targets:
            continue
        before = tuple(t.lower_ for t in words[max(0, k - 3) : k])
        for adverb in CANCELLING_ADVERBS:
            n = len(adverb)
            for start in range(len(before) - n + 1):
                if before[start : start + n] == adverb:
                    return True
    return False


@cache
def _desire_predicates() -> dict[str, frozenset[str]]:
    by_kind: dict[str, set[str]] = {}
    for line in resources.wordlist("implicature_desire_predicates"):
        kind, word = line.split(None, 1)
        by_kind.setdefault(kind, set()).add(word.lower())
    return {kind: frozenset(words) for kind, words in by_kind.items()}


#: Relations of a nominal that is the desired thing itself ("want two tickets").
DESIRED_OBJECT_DEPS = frozenset({"dobj"})
#: Verbs whose finite complement is counterfactual and desired ("I wish the DVD had subtitles
#: to help with some of the quick moments"): the complement is false by presupposition
#: (Iatridou 2000 on fake past; Quirk et al. 1985 §14.25 on the hypothetical past after
#: "wish"), so nothing in it is asserted and no upper bound is implicated.
COUNTERFACTUAL_WISH = frozenset({"wish"})
#: How many infinitive links to climb ("want to try to make her happy").
DESIRE_CHAIN_STEPS = 3


def _infinitival(clause: Token) -> bool:
    """Is ``clause`` a non-finite complement: an ``xcomp`` or a to-infinitive ``ccomp`` ("want
    you to meet some friends")?"""
    if clause.dep_ == "xcomp":
        return True
    return clause.dep_ == "ccomp" and any(
        c.dep_ == "aux" and c.lower_ == "to" for c in clause.children
    )


def desire_complement(token: Token, head: Token, *, state: bool = False) -> str | None:
    """The desire, need, attempt or directive verb whose complement holds the scalar item ("I
    want to make her happy", "try to be good", "I need 2 things from you", "told us to take
    some", "I wish the DVD had subtitles for some scenes"), or None.

    The complement is wanted or ordered, not asserted, and these predicates are not upward
    monotone in it, so the stronger scale-mate gives no stronger alternative and the embedded
    "not ecstatic" is no default inference (word list ``implicature_desire_predicates`` for the
    sources). A nominal object counts only for the "object" verbs ("want two tickets"); "tried
    two restaurants" (= sampled) is an episode and stays.

    ``state``: the item is a gradable adjective (a state the infinitive names). Then every verb
    the veridicality lexicon lists for "to" with no positive entailment counts too
    (:func:`unasserted_to_hosts`: "prepare, pretend, plan, promise, refuse to be happy"; stop
    84, im99): the infinitive names a goal or a feigned state, not a state that holds, and a
    positive-form adjective there sets its own contextual standard (Kennedy 2007), so
    "prepare/pretend to be ecstatic" is no alternative the speaker withheld and "She didn't
    prepare to be ecstatic" no inference (Giannakidou 1998 on non-veridical predicates;
    blind review s1205m impl-007/016/019/026, cand-02). Not for numerals and quantifiers: a
    planned or claimed quantity has a sound global alternative ("We don't plan to hire more
    than two engineers", Sauerland 2004), which stop 83 pins (im97's withdrawal)."""
    verbs = _desire_predicates()
    node = token
    while node.i != head.i and node.head.i != node.i and node.dep_ not in DESIRED_OBJECT_DEPS:
        node = node.head
    if node.dep_ in DESIRED_OBJECT_DEPS and node.head.lemma_.lower() in verbs.get("object", ()):
        return node.head.lemma_.lower()
    for clause in (head, *head.ancestors):
        if clause.dep_ == "ccomp" and clause.head.lemma_.lower() in COUNTERFACTUAL_WISH:
            return clause.head.lemma_.lower()  # anywhere inside the wished clause
    every = verbs.get("object", frozenset()) | verbs.get("clause", frozenset())
    node = head
    for _ in range(DESIRE_CHAIN_STEPS):
        if node.dep_ == "conj" and node.head.i != node.i and _infinitival(node.head):
            node = node.head  # "want to go home and get some rest": the conjunct shares "to"
        if not _infinitival(node) or node.head.i == node.i:
            return None
        node = node.head
        if node.lemma_.lower() in every or state and node.lemma_.lower() in unasserted_to_hosts():
            return node.lemma_.lower()
    return None


@cache
def unasserted_to_hosts() -> frozenset[str]:
    """Verbs whose to-infinitive the veridicality lexicon (``verb_signatures.txt``, the table
    verb_complement reads) lists with no positive entailment in a positive context: a signature
    not "+/..." ("hope/plan/prepare/pretend to" o/o, "refuse to" -/o). Their complement is
    planned, prepared for, feigned or refused, not asserted (Karttunen 1971; Giannakidou 1998;
    Ross & Pavlick 2019). The raising verbs (``verb_complement_raising_verbs``: "seem, appear,
    happen, tend") are left out: they assign their subject no role and report evidence for the
    complement, upward monotone in it, so "didn't seem to be ecstatic" is the ordinary global
    alternative (Huddleston & Pullum 2002 ch. 14 §4.1 on raising). Read only for gradable
    adjectives (:func:`desire_complement` ``state``; stop 83 im97, narrowed in stop 84 im99)."""
    raising = word_set("verb_complement_raising_verbs")
    return frozenset(
        lemma.lower()
        for lemma, complement, signature, _ in verb_signatures()
        if complement.lower() == "to"
        and not signature.startswith("+")
        and " " not in lemma
        and lemma.lower() not in raising
    )


def naming_verbs() -> frozenset[str]:
    """The naming verbs of ``implicature_connective_alias_cues`` ("know", "call", "name",
    "term", "dub" ...): the verbs that give a name to what their subject or object describes."""
    return _alias_cues().get("verb", frozenset())
