"""Stop 88, cj191: conjunction: the polarity of the coordination's position, binomials of bare
singulars, reduplicative "forever and ever", a "but" member continued by an "and" list, a
list counted by an apposition after it.

* predicative adjectives joined by "and" follow the projected polarity of their position
  ("won't tolerate one who is A and B" -> "... who is A" is neutral, the addition entailed):
  homogeneity is for plural noun phrases, not properties (``conjunction._projected``; ConjNLI
  §3; Löbner 2000); under a clausemate negation "any" is the polarity-sensitive indefinite,
  upward in its restrictor, so the negation alone reverses (``syntax.downward_operator``;
  Ladusaw 1979; Kadmon & Landman 1993);
* "both A and B" is no name spanning "and": under negation the addition is entailed ("can't
  serve A" -> "can't serve both A and B"; H&P 2002 ch. 15 §2.4);
* no removal leaving a bare singular count noun of a binomial alone ("sweep away man and
  animal" -> "*sweep away animal"; Quirk et al. 1985 §5.41);
* "forever and ever" is a reduplication: no pairs (Quirk et al. 1985 §13.100);
* "A, but B, and C" -> "A": the removal of the "but" member takes its "and" continuation;
* "A, B and C, the three N": the apposed count makes the list exhaustive (Quirk et al. 1985
  §17.65).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> list:
    return [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == kind]


def _labels(text: str, kind: str) -> dict[str, str]:
    key = "hypothesis" if kind == "conjunct_removed" else "premise"
    return {getattr(p, key): p.heuristic_label for p in _pairs(text, kind)}


def test_predicative_adjectives_in_negated_restrictor_are_downward():
    text = "I won't tolerate one who is arrogant and conceited."
    removed = _labels(text, "conjunct_removed")
    assert removed.get("I won't tolerate one who is arrogant.") == "neutral", removed
    added = _labels(text, "conjunct_added")
    assert added.get("I won't tolerate one who is arrogant.") == "entailment", added


def test_negative_polarity_any_restrictor_is_downward():
    text = "She never hired anyone who was lazy and rude."
    removed = _labels(text, "conjunct_removed")
    assert removed.get("She never hired anyone who was lazy.") == "neutral", removed


def test_negative_polarity_any_restrictor_or_removal_is_entailed():
    text = "She did not speak to anyone who was lazy or rude."
    removed = _labels(text, "conjunct_removed")
    assert removed.get("She did not speak to anyone who was lazy.") == "entailment", removed


def test_free_choice_anyone_restrictor_stays_downward():
    # neighbour: a positive free-choice "anyone" is a universal, its restrictor downward
    text = "Anyone who is lazy and rude will be fired."
    removed = _labels(text, "conjunct_removed")
    assert removed.get("Anyone who is lazy will be fired.") == "neutral", removed


def test_upward_predicative_adjectives_stay_entailed():
    # neighbour: no operator above the relative clause
    text = "I met a man who is tall and strong."
    removed = _labels(text, "conjunct_removed")
    assert removed.get("I met a man who is tall.") == "entailment", removed


def test_negated_both_addition_is_entailed():
    text = "He did not visit both Paris and Rome."
    added = _labels(text, "conjunct_added")
    assert added.get("He did not visit Paris.") == "entailment", added
    removed = _labels(text, "conjunct_removed")
    assert removed.get("He did not visit Paris.") == "neutral", removed


def test_binomial_bare_singular_not_removed():
    for text, nouns in (
        ("I will sweep away man and animal.", ("man", "animal")),
        ("The storm killed man and beast.", ("man", "beast")),
        ("They robbed husband and wife.", ("husband", "wife")),
    ):
        hyps = {p.hypothesis for p in _pairs(text, "conjunct_removed")}
        assert not any(h.endswith(f" {n}.") for n in nouns for h in hyps), hyps


def test_zero_plural_and_determined_nouns_keep_removals():
    # neighbours: a zero plural ("sheep") and nouns with their own determiners
    hyps = {p.hypothesis for p in _pairs("The flood took cattle and sheep.", "conjunct_removed")}
    assert "The flood took sheep." in hyps, hyps
    hyps = {p.hypothesis for p in _pairs("She sold the man and the horse.", "conjunct_removed")}
    assert "She sold the horse." in hyps, hyps


def test_forever_and_ever_gives_no_pairs():
    assert not mined_pairs("The king will reign forever and ever.", "conjunction")


def test_but_member_removed_with_its_continuation():
    text = (
        "The lazy servant hid his coin, but the faithful one traded with his, and great profit"
        " came to him."
    )
    removed = {p.hypothesis for p in _pairs(text, "conjunct_removed")}
    assert "The lazy servant hid his coin." in removed, removed
    assert "The lazy servant hid his coin, and great profit came to him." not in removed
    added = {p.premise for p in _pairs(text, "conjunct_added")}
    assert "The lazy servant hid his coin, and great profit came to him." not in added


def test_but_member_verb_phrase_list_removed_whole():
    text = "They obeyed, but afterwards they turned, and caused the servants to return."
    removed = {p.hypothesis for p in _pairs(text, "conjunct_removed")}
    assert "They obeyed, and caused the servants to return." not in removed, removed


def test_plain_but_keeps_its_removal():
    # neighbour: no continuation after the "but" member
    text = "The lazy servant hid his coin, but the faithful one traded with his."
    removed = {p.hypothesis for p in _pairs(text, "conjunct_removed")}
    assert "The lazy servant hid his coin." in removed, removed


def test_list_counted_by_apposition_after_is_exhaustive():
    text = "The king summoned Tom, Ann, Joe and Sue, the four judges of the city, to his hall."
    removed = {p.hypothesis for p in _pairs(text, "conjunct_removed")}
    assert not any(
        "the four judges" in h and h.count(",") < text.count(",") - 1 for h in removed
    ), removed
    assert not any("Ann, Joe and Sue, the four" in h for h in removed), removed


def test_both_under_negative_subject_is_downward():
    text = "No man can serve both God and Mammon."
    removed = _labels(text, "conjunct_removed")
    assert removed.get("No man can serve God.") == "neutral", removed
    added = _labels(text, "conjunct_added")
    assert added.get("No man can serve God.") == "entailment", added
