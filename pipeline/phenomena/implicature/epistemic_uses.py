"""Possibility modals whose reading is epistemic by the shape of their clause (stop 94, im116;
blind review s9403, NYT editorials and critics' snippets).

The modal scale the pipeline writes is root possibility vs necessity, ⟨can/could, need to/have
to⟩ (Jeretic et al. 2020 §4, Table 4; Kratzer 1981 on modal flavour): "Jerry could wake up" ->
"Jerry didn't need to wake up". The alternative of an epistemic "could" about the future ("The
reform could take years") is the epistemic necessity "will necessarily/must" (Horn 1989 ch. 4 on
modal scales: the scale-mates share flavour), so "didn't need to take years" misreads both its
flavour and its time (Coates 1983 ch. 5-6: epistemic "could" is tentative present or future
possibility). The pipeline writes no epistemic alternative (``non_root_modal`` skips every
non-root modal), so these get no candidate either. Two criteria, each about what the clause
can ascribe to an agent (Palmer 2001 §3.2, §4.1: root possibility is a permission or ability of
an agent in control of the event; Coates 1983 ch. 5: ability needs an animate agentive subject):

* an extent predicate: a measure ("middle") verb whose subject has no agentive role and whose
  complement is an amount ("could cost millions", "could last decades"; Quirk et al. 1985
  §10.17 on middle verbs), or "take" with a duration object ("could take years/months/a
  while": the duration sense of "take", whose subject is the event that lasts, Levin 1993 §54.2
  on "take" among the verbs of measuring). What a possibility of an extent says is how long or
  how much it may turn out to be, an epistemic estimate; nobody is permitted or able to "take
  years";
* a clausal subject ("Getting the agency to respond could take years", "Fixing the roads could
  ruin the budget"): a gerund or infinitive clause names an event or situation, never an agent
  (Huddleston & Pullum 2002 ch. 14 §1.2 on clausal subjects; Palmer 2001 §4.1), so the modal is
  the epistemic/dynamic possibility of a situation, as with "it/this could ..." (the
  ``epistemic-situational`` refusal). The parse may also hang the clause's own noun on the
  modal's verb as its "nsubj" (the gerund's object read as the subject); the clausal subject
  before the modal still decides.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.wordnet import first_sense_under

#: Measure ("middle") verbs whose subject is measured, not an agent (Quirk et al. 1985 §10.17:
#: "cost", "last", "weigh", "measure", "total"; Levin 1993 §54 verbs of measuring). "take" is
#: here only with a duration object (:func:`_duration_object`).
EXTENT_VERBS = frozenset({"cost", "last", "weigh", "total"})
#: Named-entity types of an amount ("millions of dollars", "ten pounds", "decades").
AMOUNT_ENTS = frozenset({"MONEY", "QUANTITY", "CARDINAL", "PERCENT", "DATE", "TIME"})
#: Words that head an amount without a numeral ("could cost a lot/more/much").
AMOUNT_WORDS = frozenset({"lot", "much", "more", "less", "fortune", "millions", "billions"})
#: WordNet synsets of durations: "years", "months", "a decade", "an hour" ("time_period",
#: "time_unit").
DURATION_SYNSETS = ("time_period.n.01", "time_unit.n.01")
#: Duration nouns whose first WordNet sense is no period ("time" is first "an occasion"; "ages"
#: and "forever" as nouns of the colloquial "take ages/forever", Quirk et al. 1985 §10.17).
DURATION_WORDS = frozenset({"time", "ages", "forever", "while", "eternity"})
#: Dependency labels of a clausal subject.
CLAUSAL_SUBJECT_DEPS = frozenset({"csubj", "csubjpass"})
#: Dependency labels of the measure phrase after an extent verb ("take years", "last decades").
OBJECT_DEPS = frozenset({"dobj", "npadvmod", "attr"})


def _duration(noun: Token) -> bool:
    """Is ``noun`` a duration ("years", "a while", "time")?"""
    lemma = noun.lemma_.lower()
    if lemma in DURATION_WORDS or noun.lower_ in DURATION_WORDS:
        return True
    return noun.pos_ == "NOUN" and first_sense_under(lemma, "NOUN", DURATION_SYNSETS)


def _duration_object(head: Token) -> bool:
    """Does ``head`` ("take") have a duration as its object ("years", "a while", "time")?"""
    return any(c.dep_ in OBJECT_DEPS and _duration(c) for c in head.children)


def _amount(noun: Token) -> bool:
    """Is ``noun`` an amount: a duration, a numeral-counted or money/quantity phrase, or "a lot"?"""
    return (
        _duration(noun)
        or noun.ent_type_ in AMOUNT_ENTS
        or noun.lower_ in AMOUNT_WORDS
        or any(c.dep_ in ("nummod", "quantmod") for c in noun.children)
    )


def extent_predicate(head: Token) -> bool:
    """Is the modal's verb ``head`` a predicate of extent: a measure verb or "take" with a
    duration object ("could take years", "could cost millions")? See the module."""
    lemma = head.lemma_.lower()
    if lemma == "take":
        return _duration_object(head)
    return lemma in EXTENT_VERBS and any(
        c.dep_ in OBJECT_DEPS and _amount(c) for c in head.children
    )


def clausal_subject(modal: Token) -> bool:
    """Does the modal's clause have a clausal subject before the modal ("Getting X to respond
    could take years", "To fix the roads could cost ...")? See the module."""
    head = modal.head
    return any(c.dep_ in CLAUSAL_SUBJECT_DEPS and c.i < modal.i for c in head.children)


def future_yet(modal: Token) -> bool:
    """ "The commission could yet unearth the cases", "It may yet succeed": "yet" after a
    possibility modal in an affirmative clause means "at some time still to come, in spite of
    how things stand" (Quirk et al. 1985 §8.89 on "yet"; OED "yet" adv. 3b), an epistemic
    estimate about the future, never a past ability or a permission (stop 94, integration
    after blind A/B ab94: "could yet unearth" -> "didn't need to yet unearth" rejected on both
    sides)."""
    return any(
        c.dep_ == "advmod" and c.lower_ == "yet" and c.i > modal.i for c in modal.head.children
    )


def epistemic_modal_reason(modal: Token) -> str | None:
    """Why this possibility modal is epistemic by the shape of its clause, or None."""
    if future_yet(modal):
        return "future-yet"
    if clausal_subject(modal):
        return "clausal-subject"
    if extent_predicate(modal.head):
        return "extent-predicate"
    return None
