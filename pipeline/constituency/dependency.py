"""The ``dependency`` backend: no constituency tree; extractors use spaCy's dependency parse.

Always available, and the default when no constituency model is installed.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from ..records import Sentence
from ..registry import parsers


@parsers.register("dependency")
class DependencyBackend:
    name = "dependency"

    def __init__(self, model: str | None = None) -> None:
        self.model = None

    @property
    def label(self) -> str:
        return "dependency"

    def configure(self, nlp: Language) -> None:
        """Nothing to add to the spaCy pipeline."""

    def annotate(self, docs: list[Doc], sentences: list[Sentence]) -> None:
        """Nothing to annotate."""
