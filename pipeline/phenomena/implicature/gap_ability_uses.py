"""Stop 101, im03: three classes of scalar items a blind review found with no clean pair. Each
test returns a short reason or ``None``; the extractor writes no candidate when one fires
(through ``_review_class``, so IMPPRES's own items are not touched).

- a gapped modal: "The hands may tremble; the pulse become small and rapid." The base-form verb
  with a third-person singular subject and no auxiliary of its own is under the modal of an
  earlier clause, left out by gapping (Huddleston & Pullum 2002 ch. 15 §4.2; Quirk et al. 1985
  §13.92). The clause has no tense of its own, so do-support writes "The pulse don't become
  tiny", "Do the pulse become small?" (:func:`gapped_modal_verb`);
- a verb read as a gradable adjective: "The smoke made our eyes smart." After causative
  "make/let/have" and the verbs of perception the complement of the object is a bare infinitive
  (Quirk et al. 1985 §16.52), and "smart" there is the verb "ache, sting" (WordNet smart.v,
  verb.perception), not the adjective "clever"; "didn't make the eyes brilliant" is no
  alternative (:func:`bare_infinitive_read_as_adjective`). "The course made him smart" keeps
  its pair: the object is no body part, so "smart" is the adjective of result (§16.45);
- past ability "could" in narration: "The troops could successfully attack the flank", "Now
  passengers could travel in comfort". With past time reference "could" is the past of dynamic
  "can", ability or circumstantial possibility, "was able to" (Palmer 2001 "Mood and Modality"
  ch. 3, §4.3; Coates 1983 "The Semantics of the Modal Auxiliaries" ch. 5), which has no
  necessity counterpart: "didn't need to attack" is no implicature of it. IMPPRES's modal
  items pair root "could" with "need to" in bare single clauses ("That teenager could yell." ->
  "That teenager didn't need to yell.", Jeretic et al. 2020 Table 4); a clause with a narrative
  time adverb or an adverb that grades the performance is not such a clause
  (:func:`narrated_ability_could`). Present "can/may" and epistemic "could" ("It could rain
  tomorrow") are left to the other rules.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.wordnet import lexnames, multiword_lemma
from ...rewrite.clause_scope import BARE_INFINITIVE_GOVERNORS, gapped_modal_remnant
from ...syntax import NOMINAL_SUBJECT_DEPS

# -- 1. gapped modal -------------------------------------------------------------------------


def gapped_modal_verb(head: Token) -> str | None:
    """The clause head is a base-form verb under a modal gapped from an earlier clause ("...;
    the pulse become small"): the shared test of the negation rewriter
    (``rewrite.clause_scope.gapped_modal_remnant``, sources there). Its question and
    conditional premises ("Do the pulse become small?") are as broken, so no candidate."""
    return "gapped-modal-verb" if gapped_modal_remnant(head) else None


# -- 2. a verb of sensation read as a gradable adjective -------------------------------------

#: WordNet classes of the intransitive verbs of bodily sensation and process ("smart" = ache,
#: "tire"): a body part is their subject ("my eyes smart"), the adjective's subject a person.
SENSATION_VERB_LEXNAMES = frozenset({"verb.perception", "verb.body"})


def _small_clause_subject(tok: Token) -> Token | None:
    own = next((c for c in tok.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if own is not None:
        return own
    return next((c for c in tok.head.children if c.dep_ == "dobj" and c.i < tok.i), None)


def bare_infinitive_read_as_adjective(tok: Token) -> str | None:
    """Is the adjective trigger the bare complement of a causative or perception verb (Quirk et
    al. 1985 §16.52), with a body part as its subject, and the same word a WordNet verb of
    sensation ("made our eyes smart", smart.v = ache)? The verb reading is then the one meant,
    and the adjective scale ⟨smart, brilliant⟩ does not apply. The word must be the verb's own
    lemma (not "tired", which WordNet's morphy would take to "tire")."""
    if tok.dep_ not in ("ccomp", "xcomp", "oprd", "acomp"):
        return None
    if tok.head.lemma_.lower() not in BARE_INFINITIVE_GOVERNORS:
        return None
    subject = _small_clause_subject(tok)
    if subject is None or "noun.body" not in lexnames(subject.lemma_.lower(), "NOUN"):
        return None
    word = tok.lower_
    if not multiword_lemma(word, "VERB") or not lexnames(word, "VERB") & SENSATION_VERB_LEXNAMES:
        return None
    return "bare-infinitive-verb"


# -- 3. past ability "could" in narration ----------------------------------------------------

#: Adverbs that place "could" in a narrated past or sequence ("could now travel", "could then
#: attack", "could at last", "could already", "could once"): with past "could" a past-time
#: context makes it the past of ability "can" (Quirk et al. 1985 §4.61; Coates 1983 ch. 5).
NARRATIVE_TIME_ADVERBS = frozenset(
    {"now", "then", "finally", "already", "once", "thereafter", "afterwards", "subsequently"}
    | {"formerly", "previously", "still"}
)
#: Adverbs that grade how an action was performed ("could successfully attack", "could
#: safely cross"): like "well/badly" (non_root_modal "ability-manner") they evaluate an ability
#: or achievement, the dynamic reading (Palmer 2001 §4.3), not a permission.
PERFORMANCE_ADVERBS = frozenset(
    {"successfully", "effectively", "efficiently", "safely", "freely", "comfortably"}
    | {"quickly", "readily", "reliably", "fully", "accurately"}
)
#: Words of a past time adverbial ("in those days", "two years ago", "at the time").
PAST_TIME_WORDS = frozenset({"ago", "those", "formerly", "previously"})


def _past_year(tok: Token) -> bool:
    return tok.like_num and tok.shape_ == "dddd" and tok.ent_type_ == "DATE"


def narrated_ability_could(tok: Token) -> str | None:
    """Is ``tok`` past "could" with a narrative time adverb, a performance adverb or a past
    time adverbial on its verb? See the module docstring (Palmer 2001 ch. 3; Coates 1983)."""
    if tok.lower_ != "could" or tok.tag_ != "MD":
        return None
    head = tok.head
    for c in head.children:
        if c.dep_ == "advmod" and c.lower_ in NARRATIVE_TIME_ADVERBS:
            return "narrated-ability-could"
        if c.dep_ == "advmod" and c.lower_ in PERFORMANCE_ADVERBS:
            if any(k.lower_ in ("more", "less", "most", "least") for k in c.children):
                # "could cast them more efficiently": a comparative of manner weighs an
                # alternative, the tentative, hypothetical "could" (Quirk et al. 1985 §4.63),
                # not a narrated achievement (integration, stop 101)
                continue
            return "narrated-ability-could"
        if c.dep_ in ("prep", "npadvmod", "advmod") and any(
            t.lower_ in PAST_TIME_WORDS or _past_year(t) for t in c.subtree
        ):
            return "narrated-ability-could"
    return None
