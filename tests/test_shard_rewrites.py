"""Rewrite checks at a fraction of the parse (issue #13): a shard's rewrites are re-parsed once
each, in one batch, and only when the original parse cannot decide their checks; shard state does
not depend on ``--no-prefilter``; the start-up of a run does not load what it does not use."""

from __future__ import annotations

import subprocess
import sys

from pipeline import process as process_mod
from pipeline.lexicon import wordnet
from pipeline.phenomena.conjunction import Conjunction
from pipeline.phenomena.presupposition import Presupposition
from pipeline.phenomena.presupposition import lexicon as presup_lex
from pipeline.process import Selection, process
from pipeline.rewrite import conjuncts as ops

from .conftest import make_sentence

PHEN = Conjunction()


def _spy_reparse(monkeypatch) -> list[list[str]]:
    """Record the texts of every re-parse batch; the real re-parse still runs."""
    calls: list[list[str]] = []
    real = ops.reparse

    def spy(texts, model):
        calls.append(list(texts))
        return real(texts, model)

    monkeypatch.setattr(ops, "reparse", spy)
    return calls


def test_a_shard_reparses_each_distinct_rewrite_once_in_one_batch(nlp, ctx, monkeypatch):
    texts = [
        "Apples, pears and plums grow here.",
        "Apples, pears and plums grow here.",  # the same sentence in another document
        "She sang, danced and laughed all night.",
    ]
    sents = [make_sentence(t, doc_id=f"d{i}") for i, t in enumerate(texts)]
    calls = _spy_reparse(monkeypatch)
    out = process(sents, Selection.build(["conjunction"]), nlp, ctx)
    assert len(calls) == 1, "one re-parse batch per shard"
    assert len(calls[0]) == len(set(calls[0])), "a rewrite is re-parsed at most once"
    removals = [p for p in out.pairs if p.hypothesis_kind == "conjunct_removed"]
    assert len(removals) >= 6
    # three-conjunct lists: removing one must keep the coordination, which needs the re-parse
    assert set(calls[0]) <= {p.hypothesis for p in out.pairs} | {p.premise for p in out.pairs}


def test_two_conjunct_removal_is_decided_from_the_original_parse(parsed):
    doc, _ = parsed("The cats and the dogs sleep in the barn.")
    cc = next(t for t in doc if t.lower_ == "and")
    spans = [(0, 2), (3, 5)]
    rem = ops.remove_conjunct(doc, cc, spans, 1)
    assert rem is not None and rem.text == "The cats sleep in the barn."
    assert not ops.removal_in_doubt(doc, cc, spans[1], rem)
    assert ops.removal_flags(doc, cc, rem, None) == []


def test_removals_the_original_parse_cannot_decide_are_reparsed(parsed):
    doc, _ = parsed("Apples, pears and plums grow here.")
    cc = next(t for t in doc if t.lower_ == "and")
    spans = [(0, 1), (2, 3), (4, 5)]
    rem = ops.remove_conjunct(doc, cc, spans, 0)
    assert rem is not None and rem.remaining == 2
    assert ops.removal_in_doubt(doc, cc, spans[0], rem)  # does the coordination survive?
    doc, _ = parsed("He left and never came back.")
    cc = next(t for t in doc if t.lower_ == "and")
    # removing the only verbs' conjunct: whether a verb is left needs the re-parse
    verbless = ops.Removal("He.", (), 1)
    assert ops.removal_in_doubt(doc, cc, (0, 6), verbless)


def test_a_replacement_touching_the_coordinating_word_is_reparsed(parsed):
    doc, _ = parsed("They were George and Ross and Bill.")
    cc = [t for t in doc if t.lower_ == "and"][1]
    swap = ops.Replacement("They were Sergio Casal and Bill.", "person", "George and Ross",
                           "Sergio Casal", 0)  # fmt: skip
    assert ops.replacement_in_doubt(cc, swap)
    word = ops.Replacement("They were George and Ross and Tom.", "person", "Bill", "Tom", 1)
    assert not ops.replacement_in_doubt(cc, word)


def test_shard_state_does_not_depend_on_the_prefilter(nlp, ctx):
    """Conjunction's person-name pool comes from the sentences its prefilter passes, so
    ``--no-prefilter`` (and the other phenomena of a run) give the same pairs."""
    texts = [
        "Tom Hanks and Meg Ryan starred in the film.",
        "Yesterday Julia Roberts visited Paris.",  # a name in a sentence without a conjunction
    ]
    sents = [make_sentence(t, doc_id=f"d{i}") for i, t in enumerate(texts)]
    sel = Selection.build(["conjunction"])
    with_pf = process(sents, sel, nlp, ctx, use_prefilter=True)
    without = process(sents, sel, nlp, ctx, use_prefilter=False)
    assert {p.pair_id for p in with_pf.pairs} == {p.pair_id for p in without.pairs}
    assert not any("Julia Roberts" in p.hypothesis for p in without.pairs)


def test_rewrite_many_contains_a_failing_candidate(nlp, ctx, monkeypatch):
    """A candidate whose rewrite raises is quarantined; the others of the shard keep their pairs."""
    texts = ["Cats and dogs sleep.", "Birds and bees fly."]
    sents = [make_sentence(t, doc_id=f"d{i}") for i, t in enumerate(texts)]
    real = process_mod.Phenomenon.rewrite_many
    assert Conjunction.rewrite_many is not real
    real_plan = __import__("pipeline.phenomena.conjunction", fromlist=["_plan"])._plan

    def failing(candidate, doc, sentence, rctx):
        if sentence.text.startswith("Birds"):
            raise ValueError("boom")
        return real_plan(candidate, doc, sentence, rctx)

    monkeypatch.setattr("pipeline.phenomena.conjunction._plan", failing)
    out = process(sents, Selection.build(["conjunction"]), nlp, ctx)
    assert [q.excerpt for q in out.quarantined] == ["Birds and bees fly."]
    assert out.pairs and all(p.premise.startswith("Cats") or "Cats" in p.hypothesis
                             for p in out.pairs)  # fmt: skip


def test_clause_embedding_predicates_has_a_lexical_prefilter(parsed, ctx):
    cond = Presupposition().prefilter()["clause_embedding_predicates"]
    assert cond.groups, "no longer ALWAYS: a run of all presupposition subtypes parsed everything"
    assert "said" in cond.groups[0] and "the" not in cond.groups[0]
    assert "believes" in presup_lex.clause_embedding_forms()


def test_possessed_definites_prefilter_passes_a_lost_apostrophe():
    pf = Presupposition().prefilter()["possessed_definites"]
    assert "s" in pf.groups[0]  # COCA: "this man s life"


def test_wordnet_reads_synsets_on_demand():
    """Answers as the eager database, without parsing all 117,659 synsets at start-up."""
    assert wordnet.antonyms("good", "ADJ") == ["bad", "evil"]
    assert wordnet.antonyms("increase", "VERB")
    assert "cat" in wordnet.cohyponyms("dog", "NOUN") or wordnet.cohyponyms("dog", "NOUN")
    import builtins

    nouns = builtins._synset_offset_cache["n"]  # type: ignore[attr-defined]
    assert 0 < len(dict.keys(nouns)) < 10_000


def test_importing_the_phenomena_does_not_import_inflect():
    code = (
        "import sys; from pipeline.process import Selection; "
        "Selection.build(['conjunction','presupposition','implicature','verb_complement']); "
        "print('inflect' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_articles_without_typeguard_match_the_library():
    """``inflect`` imported without its run-time type checks gives the library's own articles."""
    from pipeline.lexicon.articles import indefinite_article

    words = ["hour", "user", "FBI", "euro", "one", "apple", "university", "honest", "MRI", "x-ray"]
    code = "import inflect, json; e = inflect.engine(); print(json.dumps([e.a(w) for w in %r]))"
    out = subprocess.run(
        [sys.executable, "-c", code % words], capture_output=True, text=True, check=True
    )
    import json

    expected = [phrase.split(" ", 1)[0].lower() for phrase in json.loads(out.stdout)]
    assert [indefinite_article(w) for w in words] == expected
