"""Stop 88, branch im107: implicature (blind review s1205t, Bible).

* cardinal "many" of befalling: a bare "many N" subject, no person, animal or group, of "come
  to/upon X" or "befall X" ("Many sorrows come to the wicked") introduces the sorrows ("there
  come many sorrows to the wicked"; Milsark 1977, Partee 1989): no <many, all> candidate
  (``_cardinal_many`` cue ``befalling``); people who come ("Many guests came to the party")
  keep theirs;
* a numeral in the verbless phrase after "behold/lo," ("and behold, four horns") has no verb
  of its own and was grafted onto the verb before: no candidate
  (``narrative_uses.presented_numeral``); the phrase as a subject of its own verb keeps it;
* "good" as the verdict "saw/found that it was good" is no point on <good, excellent>
  (``narrative_uses.verdict_good``); a named thing judged ("saw that the bread was good")
  keeps its pair;
* a cut that drops a quotation leaves no closing mark behind (``rewrite._result.
  widowed_quotes``);
* the cut after a semicolon drops an opening "behold," along with its "and".

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

import re

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype)}


# --- cardinal "many" of befalling -----------------------------------------------------------


def test_many_troubles_coming_upon_someone_gives_no_not_all_pair():
    assert not _hypotheses(
        "Many troubles come to the proud, but the humble live in peace.", "quantifiers"
    )


def test_many_griefs_befalling_someone_gives_no_not_all_pair():
    assert not _hypotheses("Many griefs befell the old king.", "quantifiers")


def test_neighbour_many_people_coming_keeps_the_not_all_pair():
    hyps = _hypotheses("Many of the guests came to the party.", "quantifiers")
    assert "Not all of the guests came to the party." in hyps, hyps


# --- numeral in a verbless presentative -----------------------------------------------------


def test_numeral_after_behold_without_a_verb_gives_no_pair():
    assert not _pairs("I raised my eyes and looked, and behold, two men.", "numerals")


def test_neighbour_numeral_subject_after_behold_keeps_its_pair():
    hyps = _hypotheses(
        "He slept and dreamed again; and behold, seven cows came up out of the river.", "numerals"
    )
    assert any("more than seven cows came up out of the river" in h for h in hyps), hyps


def test_semicolon_cut_drops_the_opening_behold():
    hyps = _hypotheses(
        "He slept and dreamed again; and behold, seven cows came up out of the river.", "numerals"
    )
    assert hyps and not any(h.lower().startswith("behold") for h in hyps), hyps


# --- the verdict "it was good" --------------------------------------------------------------


def test_saw_that_it_was_good_gives_no_pair():
    assert not _pairs("The builder saw that it was good.", "gradable_adjectives")


def test_judged_that_it_was_good_gives_no_pair():
    assert not _pairs("The elders judged that it was good.", "gradable_adjectives")


def test_neighbour_named_thing_judged_good_keeps_its_pair():
    hyps = _hypotheses("The cook saw that the bread was good.", "gradable_adjectives")
    assert "The cook saw that the bread wasn't excellent." in hyps, hyps


# --- a quotation mark whose partner is cut --------------------------------------------------


def test_cut_clause_leaves_no_closing_quote():
    text = "She hired four cooks and gave them bread, and told them, 'Feed the guests well.'"
    pairs = _pairs(text, "numerals")
    assert any(p.premise != text for p in pairs)
    for p in pairs:
        if p.premise != text:
            assert not _stray_single_quote(p.premise), p.premise
        assert not _stray_single_quote(p.hypothesis), p.hypothesis


def _stray_single_quote(text: str) -> bool:
    """A closing single quote after the clause ("cooks.'", "cooks.'?", "cooks.', it's okay")."""
    return bool(re.search(r"[.?!]'|'[?,]|'$", text))


def test_neighbour_whole_quotation_kept_keeps_both_marks():
    text = 'He said, "I have three sons."'
    premises = {p.premise for p in mined_pairs(text, "implicature") if p.premise != text}
    assert all(q.count('"') in (0, 2) for q in premises), premises
