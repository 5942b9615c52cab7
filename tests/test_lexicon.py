"""The lexicon layer: one a/an rule, one table loader."""

from __future__ import annotations

import pytest

from pipeline.lexicon.articles import indefinite_article
from pipeline.lexicon.tables import table, word_set, wordlist


@pytest.mark.parametrize(
    ("word", "article"),
    [
        ("usual", "a"),  # the implicature rule said "an usual"
        ("euro", "a"),  # both old rules said "an euro"
        ("one", "a"),  # both old rules said "an one"
        ("university", "a"),
        ("hour", "an"),
        ("honest", "an"),
        ("excellent", "an"),
        ("enormous", "an"),
        ("umbrella", "an"),
        ("big", "a"),
    ],
)
def test_indefinite_article_follows_the_sound(word, article):
    assert indefinite_article(word) == article


def test_wordlist_and_word_set_read_the_same_file():
    items = wordlist("conjunction_negators")
    assert items and all(not i.startswith("#") for i in items)
    assert word_set("conjunction_negators") == {i.lower() for i in items}


def test_table_rows_are_keyed_by_the_header(tmp_path, monkeypatch):
    from pipeline import resources

    folder = tmp_path / "wordlists"
    folder.mkdir()
    (folder / "toy_table.tsv").write_text(
        "# source: a test\nverb\tcomplement\tinference\nmanage\tto\t+\nfail\tto\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(resources, "resource_dir", lambda name: folder)
    table.cache_clear()
    try:
        rows = table("toy_table")
    finally:
        table.cache_clear()
    assert rows == (
        {"verb": "manage", "complement": "to", "inference": "+"},
        {"verb": "fail", "complement": "to", "inference": ""},
    )


def test_one_row_holds_everything_about_an_implicative_verb():
    from pipeline.lexicon.implicatives import DEFAULT_DRAFT, draft_template, implicatives
    from pipeline.phenomena.presupposition.lexicon import implicatives as nope_predicates
    from pipeline.phenomena.verb_complement import lookup_signature

    manage = implicatives()["manage"]
    assert (manage.complement, manage.inference, manage.inference_source) == ("to", "+/-", "RP19")
    assert draft_template("manage") == "It would take effort to {vp}" == manage.draft
    assert nope_predicates()["refrain"] == "from"  # the extractor reads the same row
    assert lookup_signature("manage", "to").signature == "+/-"  # so does the signature lookup
    assert draft_template("not-an-implicative") == DEFAULT_DRAFT
