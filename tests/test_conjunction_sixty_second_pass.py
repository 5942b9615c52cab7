"""Stop 48 (branch cj56): disjunction labels in purpose, permission and restriction contexts.

1. "or" in the "for" phrase or to-infinitive of a head of purpose, design or permission
   (``wordlists/conjunction_purpose_heads.txt``: "used/designed for A or B", "eligibility to
   receive A or B", "aims to reduce A or B", "allowed to A or B") is under a teleological or
   deontic possibility, where "or" is free choice (Kamp 1973; Zimmermann 2000; Nissenbaum 2005):
   removing a disjunct is entailed, adding one neutral (``or_free_choice``, via
   ``_purpose_link``). An active simple past "used ... for A or B" reports one episode and stays
   boolean.
2. "restrict"/"restriction" join ``conjunction_prohibitive.txt``: their object is downward
   entailing, so "or" reads as a conjunction of restrictions (``downward_or``).
3. Episodic "or" keeps the boolean labels: removal neutral, addition entailment.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pairs_from

USED = "The machine is used for cutting or threshing the wheat."
DESIGNED = "The tool was designed for cutting wood or metal."
ELIGIBLE = "The foundation sets standards for eligibility to receive loans or bursaries."
AIMS = "The programme aims to reduce poverty or hunger in rural towns."
ALLOWED = "Members are allowed to fish or hunt on the estate."
RESTRICT = "The rules restrict the sale of alcohol or tobacco."
EPISODIC_USE = "She used the money for rent or food last month."
WALKED = "They walked or were driven to the station."
BOUGHT = "She bought a knife or a fork at the market."

TEXTS = [USED, DESIGNED, ELIGIBLE, AIMS, ALLOWED, RESTRICT, EPISODIC_USE, WALKED, BOUGHT]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


# -- 1. purpose, design and permission: free choice -------------------------------------------


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (DESIGNED, "The tool was designed for cutting metal."),
        (DESIGNED, "The tool was designed for cutting wood."),
        (ELIGIBLE, "The foundation sets standards for eligibility to receive loans."),
        (AIMS, "The programme aims to reduce hunger in rural towns."),
        (AIMS, "The programme aims to reduce poverty in rural towns."),
        (ALLOWED, "Members are allowed to hunt on the estate."),
        (ALLOWED, "Members are allowed to fish on the estate."),
    ],
)
def test_purpose_or_permission_disjunct_removed_is_entailed(pairs, text, shorter) -> None:
    pair = pairs_from(pairs, text)[shorter]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "or_free_choice")


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (DESIGNED, "The tool was designed for cutting metal."),
        (ELIGIBLE, "The foundation sets standards for eligibility to receive loans."),
        (AIMS, "The programme aims to reduce hunger in rural towns."),
        (ALLOWED, "Members are allowed to fish on the estate."),
    ],
)
def test_purpose_or_permission_disjunct_added_is_neutral(pairs, text, shorter) -> None:
    pair = pairs_from(pairs, text, "conjunct_added")[shorter]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "or_free_choice")


def test_used_for_gerunds_is_free_choice(pairs) -> None:
    got = pairs_from(pairs, USED)
    assert got
    assert {p.label_rule for p in got.values()} == {"or_free_choice"}
    assert {p.heuristic_label for p in got.values()} == {"entailment"}


def test_episodic_use_stays_boolean(pairs) -> None:
    got = pairs_from(pairs, EPISODIC_USE)
    pair = got["She used the money for food last month."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "or_boolean")
    added = pairs_from(pairs, EPISODIC_USE, "conjunct_added")
    assert added["She used the money for food last month."].heuristic_label == "entailment"


# -- 2. restriction: downward entailing --------------------------------------------------------


def test_restrict_is_downward_entailing(pairs) -> None:
    pair = pairs_from(pairs, RESTRICT)["The rules restrict the sale of tobacco."]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "downward_or")
    added = pairs_from(pairs, RESTRICT, "conjunct_added")["The rules restrict the sale of tobacco."]
    assert (added.heuristic_label, added.label_rule) == ("neutral", "downward_or")


# -- 3. episodic "or": boolean ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (WALKED, "They were driven to the station."),
        (BOUGHT, "She bought a fork at the market."),
    ],
)
def test_episodic_or_keeps_boolean_labels(pairs, text, shorter) -> None:
    removed = pairs_from(pairs, text)[shorter]
    assert (removed.heuristic_label, removed.label_rule) == ("neutral", "or_boolean")
    added = pairs_from(pairs, text, "conjunct_added")[shorter]
    assert (added.heuristic_label, added.label_rule) == ("entailment", "or_introduction")
