"""The review card keeps its width whatever the text: a long token wraps instead of overflowing.

#17 item 7: URLs, chemical names and identifiers_with_underscores pushed the card and
the pair boxes wider than the window, hiding the buttons. Real warehouse, real server, real Chromium.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.review import demo
from tests.review_support import BROWSER_ARGS, CHROMIUM
from tests.test_review_browser import Served, open_page

playwright_api = pytest.importorskip("playwright.sync_api")
if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian chromium is not installed (apt-get install chromium)", allow_module_level=True
    )

LONG = "https://example.org/" + "archive_of_the_regional_river_authority_" * 6 + "index.html"


def test_long_tokens_wrap_inside_the_card(nlp, tmp_path):
    paragraph = f"The archive lives at {LONG} and it mirrors the records of the old authority."
    demo.build_warehouse(
        tmp_path / "wh", demo.paragraph_sentences([paragraph]), ["conjunction"], nlp=nlp
    )
    served = Served(tmp_path / "wh", "ann")
    try:
        with playwright_api.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            page = open_page(browser, served.url)
            assert LONG in page.inner_text("body")  # the token is shown, whole
            overflow = page.evaluate(
                """() => {
                  const bad = [];
                  if (document.documentElement.scrollWidth > window.innerWidth + 1) bad.push('page');
                  for (const el of document.querySelectorAll('.card, .pair'))
                    if (el.scrollWidth > el.clientWidth + 1) bad.push(el.className);
                  return bad;
                }"""
            )
            browser.close()
    finally:
        served.stop()
    assert overflow == []
