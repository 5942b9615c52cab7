"""The confidence scale of candidates: one documented table instead of bare numbers (issue #18).

A candidate's ``confidence`` (0-1) orders it for review: how likely a linguist is to accept it as
an instance of its subtype, not a probability estimated from data. ``mine eval nope`` reports
precision and recall at ``confidence >= 0.7`` (README). Extractors start from a level and
subtract penalties; ``Phenomenon.candidate`` rounds the result to 4 decimals.

| level | value | used for (examples) |
|---|---|---|
| ``CERTAIN`` | 1.0 | the construction is unambiguous on the parse (tree-backed conjuncts, predicative scalar adjective) |
| ``HIGH`` | 0.9 | trigger in a negatable main clause (NOPE §3.2); conjuncts from the dependency parse only; a clear that-less complement |
| ``PROBABLE`` | 0.8 | a clausal disjunction; a perfect gradable verb; a trigger under a verb of saying |
| ``PLAUSIBLE`` | 0.7 | an embedded-but-negatable trigger (NOPE App. C "innocent embedding"); a purpose reading of "V to"; an attributive scalar adjective |
| ``DOUBTFUL`` | 0.6 | needs a reviewer: "some" + singular noun (specific indefinite?), triggers in adverbial clauses |
| ``UNCERTAIN`` | 0.5 | as likely wrong as right: connective aliases and reformulations, "the NUM N that" |

| penalty | value | for |
|---|---|---|
| ``STEP`` | 0.1 | one more infinitival step below the main verb; a weaker (non-factive, object-taking) reading; a verb with no listed signature |
| ``HYPOTHETICAL`` | 0.2 | a hypothetical embedded question ("what I'd do") |
| ``MODAL`` | 0.1 | the trigger's clause has a possibility/necessity modal (IMPPRES's modal embedding) |
| ``EMBEDDED`` | 0.3 | an embedding NOPE's experts mostly excluded (imperative, desire/obligation, vacuous or degree question): kept for the reviewer to sort |
"""

from __future__ import annotations

CERTAIN = 1.0
HIGH = 0.9
PROBABLE = 0.8
PLAUSIBLE = 0.7
DOUBTFUL = 0.6
UNCERTAIN = 0.5

STEP = 0.1
HYPOTHETICAL = 0.2
EMBEDDED = 0.3

#: Comparatives (NOPE App. A): a morphological comparative ("taller") is a clearer trigger than
#: a periphrastic or irregular one ("more careful", "better").
COMPARATIVE_MORPHOLOGICAL = 0.85
COMPARATIVE_OTHER = 0.75

#: A trigger whose clause has a possibility/necessity modal ("could rebuild", "may both ...") is
#: already in IMPPRES's modal embedding (Jeretič et al. 2020, Table 1), not the unembedded
#: trigger NOPE's pairs start from; NOPE's experts marked such rows "weird modal/generics/
#: conditionals" (NOPE candidates.csv). Future will/shall is tense, not this penalty.
MODAL = 0.1
