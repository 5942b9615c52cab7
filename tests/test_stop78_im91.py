"""Stop 78 round two, im91: implicature items from the s1204t blind review (an image editor's
manual).

Classes, each with the bad case now dropped and a good neighbour that stays:

1. "interesting" said of a thing under a condition of use ("This option is interesting only if
   ...", "when using X", "for X") means "useful, worth using", not a degree of interest, so
   ⟨interesting, fascinating⟩ does not apply (Horn 1972; Hirschberg 1985): no pair;
2. a cardinal whose counted noun premodifies another noun ("four spikes stars": a
   "four-spike star") counts a unit of the modifier, not the clause's referents (Quirk et al.
   1985 §17.108): no pair.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses_by_kind

# class 1: "interesting" = useful under a condition of use


def test_interesting_option_only_if_gets_no_pair() -> None:
    text = "This setting is interesting only if you work with many layers."
    assert implicature_hypotheses_by_kind(text, "gradable_adjectives") == {}


def test_interesting_function_when_using_gets_no_pair() -> None:
    text = "This command is interesting when editing scanned photographs."
    assert implicature_hypotheses_by_kind(text, "gradable_adjectives") == {}


def test_interesting_this_if_clause_gets_no_pair() -> None:
    text = "This is interesting if your drawing will be printed on a poster."
    assert implicature_hypotheses_by_kind(text, "gradable_adjectives") == {}


def test_interesting_plugin_for_users_gets_no_pair() -> None:
    text = "The brush filter is interesting for painters."
    assert implicature_hypotheses_by_kind(text, "gradable_adjectives") == {}


def test_interesting_without_condition_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind(
        "The results of the survey were interesting.", "gradable_adjectives"
    )
    assert found["original"] == "The results of the survey weren't fascinating."


def test_interesting_person_with_condition_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind(
        "My uncle is interesting when he talks about the war.", "gradable_adjectives"
    )
    assert found["original"] == "My uncle isn't fascinating when he talks about the war."


def test_interesting_book_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind(
        "The new book about old maps is interesting.", "gradable_adjectives"
    )
    assert found["original"] == "The new book about old maps isn't fascinating."


# class 2: a numeral on a noun that premodifies another noun


def test_numeral_on_premodifier_misread_as_verb_gets_no_pair() -> None:
    text = "Small radii give six spikes flakes centers to the snow."
    assert implicature_hypotheses_by_kind(text, "numerals") == {}


def test_double_object_numeral_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind("The admin gave three users new passwords.", "numerals")
    assert found["original"] == "The admin didn't give more than three users new passwords."


def test_numeral_before_singular_compound_modifier_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind("They created three user accounts.", "numerals")
    assert found["original"] == "They didn't create more than three user accounts."


def test_numeral_before_main_verb_of_outer_clause_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind("The painter sold three canvases last week.", "numerals")
    assert found["original"] == "The painter didn't sell more than three canvases last week."


def test_counted_subject_of_verb_read_as_noun_is_no_premodifier() -> None:
    # IMPPRES-style "Two unicycles tip over.": the parser reads "tip" as a noun root; the
    # counted noun is the subject of a missed verb, not a premodifier
    from pipeline import parse
    from pipeline.phenomena.implicature import premodifying_count_noun

    doc = parse.load(parse.resolve_model())("Two unicycles tip over.")
    assert not premodifying_count_noun(doc[1])
