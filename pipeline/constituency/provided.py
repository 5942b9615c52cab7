"""The ``provided`` backend: constituency trees shipped with the input (MNLI ``sentence1_parse``).

The source reader keeps the tree in ``Sentence.parse``; this backend aligns it to the spaCy tokens
(``_tree.align``) so the conjunction extractor reads the same ``doc._.constituents`` as with a
parser backend. Sentences without a tree, or whose tree does not match the text, get none and
the extractor falls back to the dependency parse for them (the candidate's ``features`` record
which structure was used).
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from ..records import Sentence
from ..registry import parsers
from . import _tree


@parsers.register("provided")
class ProvidedBackend:
    name = "provided"

    def __init__(self, model: str | None = None) -> None:
        self.model = model  # free-text note on where the trees came from, e.g. "mnli"

    @property
    def label(self) -> str:
        return f"provided:{self.model}" if self.model else "provided"

    def configure(self, nlp: Language) -> None:
        """Nothing to add: the trees come with the sentences."""

    def annotate(self, docs: list[Doc], sentences: list[Sentence]) -> None:
        for doc, sent in zip(docs, sentences, strict=True):
            if not sent.parse:
                continue
            try:
                root = _tree.align(sent.parse, doc)
            except ValueError:
                continue  # a tree for some other text: no tree rather than a wrong one
            _tree.set_trees(doc, [root], self.label)
