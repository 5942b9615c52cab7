"""Ninety-fifth pass (stop 58, pr92; docs/presupposition.md): states, outputs, purposes, scope
of "only".

Candidates that are no trigger (a stative "split across", "open a session", "returns results",
"reconstruct the sequence", "avoids + NP", "while still V-ing" under a characterising clause, a
purpose "to find out which ...", "only ... if", a verbless bracketed "only") and drafts of
"only" (a bracketed clause, a deontic modal, an attention marker) and "continue to X and Y"
under a modal. Each class has a counterpart that keeps its old output. Constructed sentences
through the real run path.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts as _drafts
from tests.phenomenon_support import presupposition_triggers


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("The archive was split across three volumes.", "change_of_state"),
        ("You can open a session on the remote server.", "change_of_state"),
        ("The service opens a connection to the database.", "change_of_state"),
        ("The function returns results in a few milliseconds.", "change_of_state"),
        ("The command returned an error when the file was missing.", "change_of_state"),
        ("We tried to reconstruct the sequence of events from the logs.", "re_verbs"),
        ("The tool avoids the most common errors.", "implicative_predicates"),
        ("It compresses the data while still allowing random access.", "temporal_adverbs"),
        ("You can filter spam while still receiving every message.", "temporal_adverbs"),
        ("Run the script to find out which packages are installed.", "embedded_question"),
        (
            "You should use the command to find out which packages are installed.",
            "embedded_question",
        ),
        ("He wrote a script in order to find out which disks were failing.", "embedded_question"),
        (
            "In that case, dpkg will only accept to install the package if its architecture matches the host.",
            "only",
        ),
        ("The desktop (initially only KDE) was shipped on a separate disk.", "only"),
    ],
)
def test_not_a_trigger(text, subtype):
    assert not presupposition_triggers(text, subtype), text


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("The team was split into two groups by the coach.", "change_of_state"),
        ("She opened the window after lunch.", "change_of_state"),
        ("He returned to the office after lunch.", "change_of_state"),
        ("They reconstructed the bridge after the flood.", "re_verbs"),
        ("He avoided being seen by the guards.", "implicative_predicates"),
        ("He was injured while still playing for the club.", "temporal_adverbs"),
        ("She found out which packages were installed.", "embedded_question"),
        ("Dpkg only accepts packages from the archive.", "only"),
    ],
)
def test_still_a_trigger(text, subtype):
    assert presupposition_triggers(text, subtype), text


def test_bracketed_only_clause_drafts_its_own_prejacent():
    text = (
        "Users cannot fill the whole disk (students can only fill up the scratch area and their"
        " homes)."
    )
    # Stop 76 (pr152): an unsubstituted "they" with its antecedent in the sentence gets no draft,
    # so the bracketed clause has its own full-NP subject here.
    drafts = _drafts(text, "only")
    assert "Students can fill up the scratch area and their homes." in drafts, drafts
    assert not any(d.startswith("Users") for d in drafts), drafts


@pytest.mark.parametrize(
    "text",
    [
        "In general they should only be used for testing purposes.",
        "The key must only be stored on the server.",
    ],
)
def test_deontic_only_has_no_draft(text):
    assert not _drafts(text, "only"), text


def test_sufficiency_only_keeps_its_draft():
    drafts = _drafts("A developer only needs to check the upload.", "only")
    assert "A developer needs to check the upload." in drafts, drafts


def test_attention_marker_is_not_in_the_draft():
    drafts = _drafts("Beware, this logfile only contains a summary of operations.", "only")
    assert drafts == {"This logfile contains a summary of operations."}, drafts


def test_modal_continue_drafts_only_its_first_conjunct():
    text = "Its maintainer must continue to improve it and restart the process from scratch."
    drafts = _drafts(text, "aspectual_verbs")
    assert drafts and not any("restart" in d for d in drafts), drafts
    assert any("improving it" in d for d in drafts), drafts


def test_modal_continue_without_conjunct_keeps_its_draft():
    drafts = _drafts("Its maintainer must continue to improve it.", "aspectual_verbs")
    assert "Its maintainer has been improving it." in drafts, drafts


def test_conjunct_with_its_own_to_keeps_both_without_to():
    drafts = _drafts(
        "The airline will continue to track and to honor old miles.", "aspectual_verbs"
    )
    assert any("tracking and honoring old miles" in d for d in drafts), drafts
    assert not any("to honoring" in d for d in drafts), drafts


def test_shared_complement_keeps_both_conjuncts():
    text = "The agency will continue to support and assist in the negotiations."
    drafts = _drafts(text, "aspectual_verbs")
    assert not any(d.rstrip(".").endswith("supporting") for d in drafts), drafts


def test_prophetic_shall_only_keeps_its_draft():
    drafts = _drafts("The princess shall only fall into a deep sleep.", "only")
    assert "The princess shall fall into a deep sleep." in drafts, drafts


def test_bracketed_only_on_a_noun_phrase_is_no_candidate():
    text = "On my old laptop (only the first time I installed it) the sound was muted."
    assert not presupposition_triggers(text, "only"), text


def test_avoid_with_an_event_nominal_stays_a_trigger():
    text = "Many viruses avoid detection by changing their surface proteins."
    assert presupposition_triggers(text, "implicative_predicates"), text
