"""Inline Wikipedia templates keep the words of their sentence (``sources.wiki_templates``).

Through the real Wikipedia reader (mwxml + mwparserfromhell) on a dump written in the export
format: before, ``{{convert}}`` and ``{{lang}}`` vanished and left "extend up to from Earth".
"""

from __future__ import annotations

import pytest

from pipeline import registry
from pipeline.records import Document
from pipeline.sources.wiki_templates import tidy_leftovers
from pipeline.sources.wikipedia import paragraphs

_PAGE = """<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.10/" version="0.10" xml:lang="en">
  <siteinfo><sitename>Wikipedia</sitename><dbname>enwiki</dbname><base>https://en.wikipedia.org/wiki/Main_Page</base><generator>MediaWiki 1.29</generator><case>first-letter</case>
    <namespaces><namespace key="0" case="first-letter" /></namespaces></siteinfo>
  <page><title>Radiation belt</title><ns>0</ns><id>7</id>
    <revision><id>70</id><timestamp>2017-01-01T00:00:00Z</timestamp><contributor><username>x</username><id>1</id></contributor>
      <model>wikitext</model><format>text/x-wiki</format>
      <text xml:space="preserve">{{Use dmy dates}}'''Radiation belts''' ({{IPAc-en|ˈ|r|eɪ}}) are zones of charged particles.
The outer belt extends up to {{convert|36000|mi|km}} from Earth.{{citation needed|date=May 2010}}

Its particles were measured at {{convert|10|to|100|keV}} in the satellite era, and the term {{lang|de|Strahlungsgürtel}} was used {{as of|1960|lc=y}}.</text>
    </revision>
  </page>
</mediawiki>
"""


@pytest.mark.parametrize(
    ("wikitext", "expected"),
    [
        ("Temperatures range from {{convert|26|to|32|C|F}} in summer.", "26 to 32 °C"),
        ("The tower is {{convert|324|m|ft|abbr=on}} tall and made of iron.", "is 324 m tall"),
        ("The Senate ({{lang|sq|Senati}}) has an advisory role.", "The Senate (Senati) has"),
        ("It has 61 municipalities ({{lang-sq|bashki}}) in all.", "municipalities (bashki) in"),
        ("He was born in {{nowrap|[[New York City]]}} in 1900.", "born in New York City in 1900"),
        ("{{As of|2015}}, the town has a school and a clinic.", "As of 2015, the town"),
        (
            "Water ({{chem|H|2|O}}) boils at {{val|100|u=°C}} at sea level.",
            "(H2O) boils at 100 °C at",
        ),
        ("The bridge cost {{US$|5 million}} to build.", "cost US$5 million to build"),
        # separators: dropped, they glued "15September" and "6million"
        ("It opened on 15{{nbsp}}September 1972 in Leeds.", "on 15 September 1972 in"),
        ("About 6{{Spaces}}million people fled the war.", "About 6 million people"),
        ("The war (1775{{ndash}}1783) was long.", "The war (1775–1783) was"),
        ("It spread to desktops{{mdashb}}following the first PC.", "desktops — following the"),
        ("The letter {{angbr|a}} has seven sounds.", "The letter ⟨a⟩ has"),
        ("The cycle was 1{{frac|1|4}} days short.", "was 1 1/4 days short"),
        # the numbered form 1= is the first positional argument
        ("The formula {{nowrap|1=E = mc2}} made him famous.", "The formula E = mc2 made"),
    ],
)
def test_inline_templates_render_their_words(wikitext: str, expected: str) -> None:
    (line,) = paragraphs(wikitext)
    assert expected in line
    assert "  " not in line and "{{" not in line


def test_pronunciation_templates_leave_no_empty_punctuation() -> None:
    (line,) = paragraphs(
        "'''Aldous Huxley''' ({{IPAc-en|ˈ|h|ʌ|k|s|l|i}}; 26 July 1894 – 22 November 1963) was a writer."
    )
    assert line == "Aldous Huxley (26 July 1894 – 22 November 1963) was a writer."
    (line,) = paragraphs("ASCII ({{IPAc-en|ˈ|æ|s|k|iː}} {{respell|ASS|kee}}) is a character code.")
    assert line == "ASCII is a character code."


def test_non_content_templates_still_go_and_a_bad_convert_is_dropped() -> None:
    (line,) = paragraphs(
        "{{Infobox country|name=Albania}}The park covers a large area.{{cite web|url=x|title=y}}"
    )
    assert line == "The park covers a large area."
    # a convert whose first argument is no number shows nothing a sentence can use
    (line,) = paragraphs("The lake lies at an unknown height {{convert|abc}} above the sea.")
    assert "abc" not in line


def test_tidy_keeps_clean_text_unchanged() -> None:
    clean = "Paris (French: Paris) is the capital; it has 2.1 million people (2020)."
    assert tidy_leftovers(clean) == clean


def test_reader_renders_templates_in_a_real_dump(tmp_path) -> None:
    dump = tmp_path / "enwiki-sample.xml"
    dump.write_text(_PAGE, encoding="utf-8")
    (doc,) = [d for d in registry.sources.get("wikipedia")([dump], {}) if isinstance(d, Document)]
    text = " ".join(s.text for s in doc.segments)
    assert "Radiation belts are zones of charged particles." in text
    assert "extends up to 36000 mi from Earth." in text
    assert "measured at 10 to 100 keV in the satellite era" in text
    assert "the term Strahlungsgürtel was used as of 1960." in text
