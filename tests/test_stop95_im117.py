"""Stop 95, branch im117: implicature (blind reviews s9401..s9404).

* a pronominal "some" outside the subject with no noun before it ("She sent me some") and the
  idiom "delivers and then some" give no candidate: the elided noun is not in the sentence, so
  there is no domain for "all" (Quirk et al. 1985 §12.48; Geurts 2010 ch. 4; Degen 2015);
* a preposed comparison phrase "Like/Unlike X," and a reason phrase "Owing to X," the parse
  made an advcl leave the "not all" hypothesis (``repair.preposed_reason``);
* a fused sentence after the item's clause ("X is fine I just wanted ...") leaves the
  hypothesis (``formulae.fused_sentence``).

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline. Each rule has a near miss that keeps its pair or its words."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import implicature_hypotheses


def _triggers(text: str, subtype: str) -> list[str]:
    """The triggers of ``subtype`` extracted from ``text``."""
    _, result = run_texts([text], ["implicature"])
    return [c.trigger.lower() for c in result.candidates if c.subtype == subtype]


# --- pronominal "some" outside the subject --------------------------------------------------


def test_pronominal_some_object_is_no_candidate():
    assert "some" not in _triggers("They sent us some and we loved them.", "quantifiers")
    assert "some" not in _triggers("I bought some at the market.", "quantifiers")


def test_and_then_some_is_no_candidate():
    assert "some" not in _triggers("The new album delivers and then some.", "quantifiers")


def test_pronominal_some_with_an_antecedent_noun_stays_a_candidate():
    assert "some" in _triggers("They baked muffins and we ate some.", "quantifiers")


def test_partitive_some_object_keeps_its_pair():
    assert implicature_hypotheses("I ate some of the cookies.", "quantifiers") == {
        "I didn't eat all of the cookies."
    }


# --- preposed comparison and reason adjuncts ------------------------------------------------


def test_like_comparison_leaves_the_hypothesis():
    assert implicature_hypotheses(
        "Like most films of its kind, some of the scenes are too long.", "quantifiers"
    ) == {"Not all of the scenes are too long."}


def test_like_comparison_with_a_second_phrase_leaves_the_hypothesis():
    assert implicature_hypotheses(
        "Like most sequels in recent years, some of the scenes are too long.", "quantifiers"
    ) == {"Not all of the scenes are too long."}


def test_unlike_comparison_leaves_the_hypothesis():
    assert implicature_hypotheses(
        "Unlike the first book, some of the chapters are long.", "quantifiers"
    ) == {"Not all of the chapters are long."}


def test_owing_to_leaves_the_hypothesis():
    assert implicature_hypotheses(
        "Owing to the heavy rain and the icy roads, many drivers stayed at home.", "quantifiers"
    ) == {"Not all drivers stayed at home."}


def test_temporal_adjunct_stays():
    assert implicature_hypotheses(
        "After the storm, some of the buses were late.", "quantifiers"
    ) == {"After the storm, not all of the buses were late."}


# --- fused sentence -------------------------------------------------------------------------


def test_fused_sentence_leaves_the_hypothesis():
    assert implicature_hypotheses(
        "The soup is fine I just wanted to mention the salt.", "gradable_adjectives"
    ) == {"The soup isn't great."}


def test_single_clause_keeps_its_words():
    assert implicature_hypotheses("The soup is fine for a quick lunch.", "gradable_adjectives") == {
        "The soup isn't great for a quick lunch."
    }


# --- universal conditional-concessive clause ------------------------------------------------


def test_universal_concessive_leaves_the_hypothesis_with_its_still():
    assert implicature_hypotheses(
        "However many coins they collect on the trip, most tourists still end up with spare "
        "change.",
        "quantifiers",
    ) == {"Not all tourists end up with spare change."}


def test_whenever_clause_stays():
    assert implicature_hypotheses(
        "Whenever it rains, some of the buses are late.", "quantifiers"
    ) == {"Whenever it rains, not all of the buses are late."}
