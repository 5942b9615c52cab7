"""The controlled vocabularies of review decisions, labels and flags (exact strings).

Shared by the review page, the agreement figures, the exports and the annotation imports so that a
label typed in one place is the label counted in the others. The two label schemes are one
vocabulary: every INLI 4-way label maps to a 3-way NLI label (``TO_NLI3``), so a 4-way answer can
be compared with 3-way gold (MNLI fillers, heuristic labels) while the 4-way label is kept too.
"""

from __future__ import annotations

#: What a reviewer decides about a candidate (NOPE App. C "appropriate" yes/no, plus "unsure").
DECISIONS: tuple[str, ...] = ("accept", "reject", "unsure")
#: The decision of a row that reverts an earlier action (undo); never shown as a status.
UNDONE = "undone"

NLI3 = "nli3"
INLI4 = "inli4"
#: Label schemes: the standard 3-way NLI labels, and INLI's 4-way refinement (INLI Sec. 2) that
#: splits entailment into explicit (lexical semantics and syntax) and implied (needs reasoning,
#: world knowledge or pragmatics).
LABEL_SCHEMES: dict[str, tuple[str, ...]] = {
    NLI3: ("entailment", "neutral", "contradiction"),
    INLI4: ("explicit_entailment", "implied_entailment", "neutral", "contradiction"),
}
#: INLI 4-way labels collapse to the 3-way ones for NLI exports (both entailments are entailment).
TO_NLI3: dict[str, str] = {
    "explicit_entailment": "entailment",
    "implied_entailment": "entailment",
    "entailment": "entailment",
    "neutral": "neutral",
    "contradiction": "contradiction",
}
#: What annotators see for a label (platform templates); the stored value stays the label itself.
DISPLAY_NAMES: dict[str, str] = {
    "explicit_entailment": "explicit entailment",
    "implied_entailment": "implied entailment",
}

#: NOPE App. C metadata flags, then review flags (ConjNLI Sec. 3.4 grammaticality; NOPE's
#: "negatable" column).
FLAGS: tuple[str, ...] = (
    "small_edits",
    "conjunction",
    "original_negated",
    "innocent_embedding",
    "ungrammatical",
    "not_negatable",
)


def nli3(label: str | None) -> str | None:
    """A label of either scheme as a 3-way NLI label (None stays None)."""
    return None if label is None else TO_NLI3.get(label, label)


def display_name(label: str) -> str:
    """The human-readable name of a label (``explicit_entailment`` -> ``explicit entailment``)."""
    return DISPLAY_NAMES.get(label, label)


def is_inli4_only(label: str | None) -> bool:
    """True for the labels that exist only in the 4-way scheme (the two entailments)."""
    return label in LABEL_SCHEMES[INLI4] and label not in LABEL_SCHEMES[NLI3]


def matches_gold(label: str | None, gold: str | None) -> bool:
    """Whether ``label`` agrees with ``gold``, compared in the scheme of the gold label.

    4-way gold needs the exact 4-way label; 3-way gold (MNLI fillers, heuristic labels) accepts
    either entailment for ``entailment``.
    """
    if label is None or gold is None:
        return False
    return label == gold if is_inli4_only(gold) else nli3(label) == gold
