"""Shared by the review/export/notebook tests: a small real warehouse built once per session.

Not a test module (no tests): ``build_base`` runs the real pipeline (sentence splitting with
context, spaCy parse, the conjunction extractor and rewriters) over a few paragraphs of real-style
text; ``fresh_copy`` gives each test its own copy to write reviews into.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pipeline.review import demo
from pipeline.warehouse import Warehouse

PARAGRAPHS = (
    "The Rhine rises in the Swiss Alps. It flows north through Lake Constance and then turns "
    "west toward Basel. Its lower course is navigable, but the upper valley is steep.",
    "Marie Curie was born in Warsaw. She studied physics and mathematics in Paris. She won two "
    "Nobel prizes, but she never patented her methods.",
    "The bakery opens at six. Customers can pay in cash or by card. The owners neither advertise "
    "nor offer discounts.",
)

BROWSER_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CHROMIUM = "/usr/bin/chromium"


def build_base(nlp, root: Path) -> Path:
    """Sentences, candidates and pairs of ``PARAGRAPHS`` (no reviews) in ``root``."""
    demo.build_warehouse(root, demo.paragraph_sentences(PARAGRAPHS), ["conjunction"], nlp=nlp)
    return root


def fresh_copy(base: Path, dest: Path) -> Warehouse:
    """A private copy of the base warehouse, views re-pointed at the copy."""
    shutil.copytree(base, dest)
    wh = Warehouse(dest)
    wh.refresh_views()
    return wh


def launch_chromium() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright, for a module-scoped ``browser`` fixture
    (``yield from launch_chromium()``); skips when Playwright or the browser is missing."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian chromium is not installed (apt-get install chromium)")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        yield browser
        browser.close()
