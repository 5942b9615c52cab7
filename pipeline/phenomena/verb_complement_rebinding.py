"""Pronouns of a promoted-object hypothesis that lose the matrix subject as antecedent (issue
#12, vc208).

"She begged Mary to admit that she had always envied her" -> "Mary admitted that she had
always envied her.": in the premise the two pronouns of the inner clause name two people, the
beggar and Mary; the hypothesis drops the beggar, and the two pronouns now have Mary and
nobody, so the sentence says something else of someone else.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..rewrite.anaphora import gender_clash, subject_form
from ..syntax import NOMINAL_SUBJECT_DEPS, TENSED_TAGS

#: Third-person personal pronouns that pick out persons or groups by gender and number (the
#: subject form each takes: ``anaphora.subject_form``). Not "it" (mostly a thing or the
#: proposition) and not reflexives (bound in their own clause, Chomsky 1981, principle A).
_PERSONAL = frozenset({"he", "him", "his", "she", "her", "they", "them", "their"})
_PLURAL = frozenset({"they"})
#: Object relations of a plain pronoun that its clause's subject cannot bind (principle B).
_OBJECT_DEPS = frozenset({"dobj", "dative", "iobj", "pobj"})


def _subject_of_clause(pronoun: Token, stop: Token) -> Token | None:
    """The subject of the nearest finite clause above the object ``pronoun`` below ``stop``,
    climbing through subjectless non-finite verbs and prepositions ("could not help loving
    her": "her" the object of "loving", whose understood subject is that of "help"), else
    None."""
    word = pronoun.head
    while word.i != stop.i and word.head.i != word.i:
        subject = next((c for c in word.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
        if subject is not None:
            return subject if word.tag_ in TENSED_TAGS or _has_tensed_aux(word) else None
        if word.pos_ not in ("VERB", "AUX", "ADP"):
            return None
        word = word.head
    return None


def _has_tensed_aux(verb: Token) -> bool:
    return any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in (*TENSED_TAGS, "MD") for c in verb.children
    )


def _agrees(form: str, noun: Token) -> bool:
    """May ``noun`` be the referent of a pronoun of subject form ``form`` (number, and no
    gender clash: ``anaphora.gender_clash``)?"""
    if noun.lower_ in _PERSONAL or noun.lower_ in ("i", "we", "you", "me", "us"):
        return subject_form(noun) == form
    plural = noun.tag_ in ("NNS", "NNPS")
    return plural == (form in _PLURAL) and not gender_clash(form, noun)


def rebound_pronoun_pair(
    doc: Doc, verb: Token, controller: Token | None, complement: range
) -> str | None:
    """``subject-form`` when the to-complement of an object-control or ECM ``verb`` has a
    finite clause whose subject and object are two plain pronouns of one gender and number
    that the matrix subject and the promoted ``controller`` both agree with, else None.

    Principle B keeps a plain object pronoun from its own clause's subject (Chomsky 1981;
    Reinhart 1983 on coreference and binding), so the two pronouns name two referents. In the
    premise the agreeing antecedents are the matrix subject and the controller; the hypothesis
    made the controller its subject and dropped the matrix subject, so one of the two
    pronouns takes the controller and the other is left with no referent in the sentence or
    takes someone else: the pronouns' reference changes (Halliday & Hasan 1976 ch. 2 on
    personal reference), and the hypothesis no longer states the premise's complement.

    Not a single pronoun ("He asked John to say that he was sorry": the premise leaves "he"
    open between the two, and the hypothesis "John said that he was sorry" keeps one of its
    readings), not a pronoun whose gender the matrix subject does not share ("He asked Mary to
    bring her book": "her" is Mary in both), and not a pronoun of the infinitive's own clause
    (its understood subject is the controller, which the hypothesis keeps)."""
    if controller is None:
        return None
    subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None:
        return None
    inside = set(complement)
    for i in complement:
        obj = doc[i]
        if obj.lower_ not in _PERSONAL or obj.dep_ not in _OBJECT_DEPS or obj.tag_ != "PRP":
            continue
        clause_subject = _subject_of_clause(obj, verb)
        if clause_subject is None or clause_subject.i not in inside:
            continue
        if clause_subject.i == controller.i or clause_subject.lower_ not in _PERSONAL:
            continue
        form = subject_form(obj)
        if subject_form(clause_subject) != form:
            continue
        if _agrees(form, subject) and _agrees(form, controller):
            return form
    return None


#: Object forms of the third-person personal pronouns that a promoted controller can have.
_OBJECT_FORMS = frozenset({"him", "her", "them"})


def _matrix_subject(verb: Token) -> Token | None:
    """The nominal subject of ``verb``, or of the verb it is a conjunct of ("he called his
    valet and told him to": the shared subject of coordinated predicates, Quirk et al. 1985
    §13.49)."""
    while True:
        subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
        if subject is not None or verb.dep_ != "conj" or verb.head.i == verb.i:
            return subject
        verb = verb.head


def rebound_controller(verb: Token, controller: Token | None) -> str | None:
    """The subject form of a promoted pronoun ``controller`` ("told him to pack up" -> "He
    packed up") when the matrix subject is another personal pronoun of the same form ("he
    ... told him"), else None.

    In the premise principle B keeps the object "him" from the subject "he" of its own clause
    (Chomsky 1981; Reinhart 1983), so the two pronouns name two men. The hypothesis keeps only
    "He", read against the premise, and the preferred antecedent of a subject pronoun is the
    preferred centre of the sentence before it, its subject (Grosz, Joshi & Weinstein 1995,
    centering rule 1; Brennan, Friedman & Pollard 1987): "He packed up" is read as the teller,
    not the told, and the pair is about the wrong person. Only when the matrix subject is
    itself a pronoun of that form: then it is the referent the discourse already centres on,
    with the same form as the hypothesis's subject. A noun subject ("The captain told him to
    pack up") is left: the premise's "him" already points outside the sentence, the noun is
    no pronoun whose gender the reader knows, and principle B still excludes it in the
    premise; the hypothesis keeps the premise's own pronoun (stop 99, vc215). Nor another form
    ("She told him to leave" -> "He left": one woman, one man)."""
    if controller is None or controller.lower_ not in _OBJECT_FORMS or controller.tag_ != "PRP":
        return None
    subject = _matrix_subject(verb)
    if subject is None or subject.i == controller.i or subject.lower_ not in _PERSONAL:
        return None
    form = subject_form(controller)
    return form if subject_form(subject) == form else None
