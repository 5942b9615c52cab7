"""Presupposition drafts and the NOPE/IMPPRES pairs built on them.

Drafts (``hypothesis_kind='presupposition'``) follow NOPE App. C and IMPPRES Table 5, per trigger:
cleft "It was X who Y" -> "Someone Y"; "only X VP" -> "X VP"; "X's N" -> "X has a N"; "both N" ->
"There are two N"; re-V -> V had happened before; "after S" -> "S"; "know why S" -> "S";
"managed to V" -> "It would take effort to V"; change of state / aspectual -> the prior state.
Drafts that need a reviewer's eye (prior states, argument wh-words, gerunds) carry
``features["flags"]``; where IMPPRES words the presupposition differently (it adds "exactly"),
its wording is kept in ``features["imppres_wording"]``.

``rewrites`` also builds the negated and embedded premises (NOPE App. C, IMPPRES Table 1) from the
shared rewriters (``negation.negate``, ``embedding.embed``); the pairs and their labels are built
by the phenomenon (:mod:`pipeline.phenomena.presupposition`).

The drafts live in one module per trigger family (``clefts``, ``only``, ``possessive``,
``numeric``, ``re_verbs``, ``temporal``, ``embedded_question``, ``implicative``, ``aspectual``,
``change_of_state``, ``clause_embedding``, ``comparative``), on the shared ``helpers`` (the
``Draft`` record, wording, noun phrases, tense) and ``shared`` (helpers of several families);
``drafting`` holds ``draft`` and the checks on every draft, ``premises`` holds ``rewrites``.
This module re-exports the names other modules and tests import.
"""

from __future__ import annotations

from .change_of_state import (
    _appearance_place,
    confinement_escape,
    escape_source,
)
from .clause_embedding import (
    PERCEPTION_VERBS,
)
from .drafting import (
    _CLAUSE_NEGATION,
    draft,
    reported_subject_pronoun,
    unlicensed_npi,
    well_formed,
)
from .helpers import (
    _DANGLING_END,
    _sentence,
    is_clause,
)
from .numeric import (
    INALIENABLE_COUNT,
)
from .possessive import (
    RESTRICTOR_SUBORDINATORS,
    brand_genitive,
    idiomatic_body_object,
)
from .premises import (
    ARGUMENT_DRAFT_SUBTYPES,
    NOMINAL_TRIGGERS,
    PREPOSED_OUTSIDE_SCOPE,
    TIME_SUBORDINATORS,
    _detachable_opening,
    _indefinite_np,
    _main_clause,
    _negated_part,
    _operator_across_coordination,
    _operator_over_text_clauses,
    indefinite_draft_subject,
    indefinite_part_whole,
    rewrites,
)
from .re_verbs import (
    gender_agrees,
)
from .shared import (
    _finite_clause,
    _trigger_token,
    bound_pronoun_forms,
    gender_clash,
)

__all__ = [
    "ARGUMENT_DRAFT_SUBTYPES",
    "INALIENABLE_COUNT",
    "NOMINAL_TRIGGERS",
    "PERCEPTION_VERBS",
    "PREPOSED_OUTSIDE_SCOPE",
    "RESTRICTOR_SUBORDINATORS",
    "TIME_SUBORDINATORS",
    "_CLAUSE_NEGATION",
    "_DANGLING_END",
    "_appearance_place",
    "_detachable_opening",
    "brand_genitive",
    "_finite_clause",
    "_indefinite_np",
    "_main_clause",
    "_negated_part",
    "_operator_across_coordination",
    "_operator_over_text_clauses",
    "_sentence",
    "_trigger_token",
    "bound_pronoun_forms",
    "confinement_escape",
    "draft",
    "escape_source",
    "gender_agrees",
    "gender_clash",
    "idiomatic_body_object",
    "indefinite_draft_subject",
    "indefinite_part_whole",
    "is_clause",
    "reported_subject_pronoun",
    "rewrites",
    "unlicensed_npi",
    "well_formed",
]
