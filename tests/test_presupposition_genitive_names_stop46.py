"""Genitives that are no possessive description (stop 46, pr47; IMPPRES Table 5, rubric a).

- A noun modifier before a WordNet genitive compound ("marsh St. John's worts") modifies the
  whole compound (Quirk et al. 1985 App. I.57): the compound is still found, no possessor.
- "the world's N": the genitive restricts N to the domain of discourse (Barker 1995; the
  comparison-class genitive of Szabolcsi 1986), there is no owner: no candidate. "Earth's N",
  a modified "world" and a head with a cardinal ("the world's five oceans") are left alone.
- A cardinal before a plural classifying genitive on an institution head counts the head
  ("three [women's colleges]": Quirk §5.123; H&P 2002 ch. 5 §16.5.2): no possessor.
- Verb-preposition idioms with a genitive object ("step on someone's toes", "get on someone's
  nerves": Nunberg, Sag & Wasow 1994): no candidate; the literal verb keeps it.
- Comets bear their discoverer's name ("Halley's comet"): an eponym, no possession.

Constructed sentences through the real pipeline; each test also asserts a good counterpart."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _triggers(text: str) -> list[str]:
    """The trigger texts of the possessed-definite candidates for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return [c.trigger for c in result.candidates if c.subtype == "possessed_definites"]


# -- genitive compounds after a noun modifier --------------------------------------------------


def test_modified_genitive_compound_is_no_possessed_definite() -> None:
    assert _triggers("The white marsh St. John's worts grow in acid bogs.") == []
    assert _drafts("Wild Queen Anne's lace covered the ditch.", "possessed_definites") == set()
    # a name before an ordinary noun keeps its draft
    drafts = _drafts("Queen Anne's old carriage stopped at the gate.", "possessed_definites")
    assert any(d.startswith("Queen Anne had") for d in drafts)


# -- "the world's N" ---------------------------------------------------------------------------


def test_world_genitive_is_no_possessed_definite() -> None:
    assert _triggers("The world's countries signed the treaty in Paris.") == []
    assert _triggers("The world's population passed eight billion last year.") == []
    # "Earth" is a particular planet: its part-whole genitive stays a candidate
    assert _triggers("Earth's atmosphere protects life from radiation.") != []
    # a cardinal on the head says how many there are: the draft is no empty statement
    drafts = _drafts("The world's five oceans are connected.", "possessed_definites")
    assert "The world has five oceans." in drafts


def test_predeterminer_before_the_world_genitive_is_no_possessed_definite() -> None:
    assert _triggers("Plastic now drifts in all the world's oceans.") == []
    drafts = _drafts("The company's founder retired in 2001.", "possessed_definites")
    assert "The company had a founder." in drafts


# -- counted classifying genitives -------------------------------------------------------------


def test_numeral_before_classifying_genitive_is_no_possessed_definite() -> None:
    assert _triggers("I think of three women's colleges with small enrollments.") == []
    assert _triggers("Two girls' schools opened in the town that year.") == []
    # a singular head is no classified kind: the three women have the lawyer
    drafts = _drafts("The three women's lawyer filed the suit.", "possessed_definites")
    assert "The three women had a lawyer." in drafts


# -- verb-preposition idioms -------------------------------------------------------------------


def test_step_on_someones_toes_is_no_possessed_definite() -> None:
    assert _triggers("He stepped on the manager's toes with that remark.") == []
    assert _triggers("Her constant humming got on her sister's nerves.") == []
    # the literal verb keeps the body-part candidate
    assert _triggers("He sat on the dog's tail by accident.") != []


# -- eponymous comets --------------------------------------------------------------------------


def test_eponymous_comet_is_no_possessed_definite() -> None:
    assert _triggers("Halley's comet returned in 1986.") == []
    drafts = _drafts("Peter's car broke down on the highway.", "possessed_definites")
    assert "Peter had a car." in drafts
