"""The ``benepar`` backend: the Berkeley Neural Parser as a spaCy component (Kitaev & Klein 2018).

ConjNLI §3.2 identifies conjuncts from a constituency parse; benepar gives PTB trees over spaCy's
own tokens, so no alignment guesswork is needed. ``configure`` adds the ``benepar`` pipe after
spaCy's parser (it needs sentence boundaries) with ``disable_tagger=True`` so spaCy's tags stay;
``annotate`` turns each sentence's ``_.parse_string`` into ``doc._.constituents``.

The model is ``benepar_en3`` unless ``--parser-model`` names another installed model or a model
file. Real users install it once with ``python -c "import benepar; benepar.download('benepar_en3')"``
(nothing is downloaded at run time); a missing library or model raises ``MineError(E009)`` saying
exactly that.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc

from ..errors import Errors, MineError
from ..records import Sentence
from ..registry import parsers
from . import _tree

DEFAULT_MODEL = "benepar_en3"
PIPE_NAME = "benepar"


@parsers.register("benepar")
class BeneparBackend:
    name = "benepar"

    def __init__(self, model: str | None = None) -> None:
        """Checks cheaply (without importing torch) that the library and model are installed, so
        a run fails before it starts rather than in its workers."""
        self.model = model or DEFAULT_MODEL
        if importlib.util.find_spec("benepar") is None:
            raise MineError(
                Errors.E009,
                backend="benepar",
                what="the benepar library",
                install="pip install benepar==0.2.0",
                hint="Then install a model, e.g. "
                "python -c \"import benepar; benepar.download('benepar_en3')\".",
            )
        if not Path(self.model).exists():
            import nltk.data

            try:
                nltk.data.find(f"models/{self.model}")
            except LookupError as exc:
                raise self._missing_model() from exc

    def _missing_model(self) -> MineError:
        return MineError(
            Errors.E009,
            backend="benepar",
            what=f"the model '{self.model}', which is not installed",
            install=f"python -c \"import benepar; benepar.download('{self.model}')\"",
            hint="or pass --parser-model PATH to a benepar model file.",
        )

    @property
    def label(self) -> str:
        return f"benepar:{Path(self.model).stem if Path(self.model).exists() else self.model}"

    def locate(self) -> str:
        """The model's path; a ``MineError`` naming the install command when it is missing."""
        try:
            from benepar.integrations.downloader import locate_model
        except ImportError as exc:
            raise MineError(
                Errors.E009,
                backend="benepar",
                what=f"the benepar library ({exc})",
                install="pip install benepar==0.2.0",
                hint="Then install a model, e.g. "
                "python -c \"import benepar; benepar.download('benepar_en3')\".",
            ) from exc
        try:
            return locate_model(self.model)
        except LookupError as exc:
            raise self._missing_model() from exc

    def configure(self, nlp: Language) -> None:
        path = self.locate()
        import benepar  # noqa: F401 - registers the "benepar" spaCy factory and extensions

        if PIPE_NAME not in nlp.pipe_names:
            nlp.add_pipe(PIPE_NAME, config={"model": path, "disable_tagger": True})

    def annotate(self, docs: list[Doc], sentences: list[Sentence]) -> None:
        for doc in docs:
            if not Doc.has_extension("_constituent_data") or doc._._constituent_data is None:
                continue  # parsed by a pipeline without the benepar pipe
            roots = [_tree.align(sent._.parse_string, doc, sent.start_char) for sent in doc.sents]
            _tree.set_trees(doc, roots, self.label)
