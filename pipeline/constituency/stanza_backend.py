"""The ``stanza`` backend: Stanza's constituency parser run on spaCy's tokens and tags.

The Stanza pipeline is built offline (``download_method=None``) with only the ``constituency``
processor in ``pretagged`` mode: each spaCy sentence becomes a pre-tokenised, pre-tagged Stanza
sentence (spaCy's Penn ``tag_`` as xpos, ``pos_`` as upos), so the tree's leaves are exactly the
spaCy tokens and alignment (``_tree.align``) is trivial. ConjNLI §3.2 reads conjuncts off such
a tree.

``--parser-model`` is either a Stanza resources folder (with ``resources.json`` and
``en/constituency/*.pt``; default: where ``stanza.download`` puts them) or a constituency model
file (``.pt``) in a folder that has a ``resources.json``, optionally with its word vectors given as
``MODEL.pt:PRETRAIN.pt``. Real users
install the English models once with
``python -c "import stanza; stanza.download('en', processors='tokenize,pos,constituency')"``.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from ..errors import Errors, MineError
from ..records import Sentence
from ..registry import parsers
from . import _tree


def default_resources_dir() -> Path:
    """Where ``stanza.download`` puts models (``stanza.resources.common.DEFAULT_MODEL_DIR``)."""
    env = os.environ.get("STANZA_RESOURCES_DIR")
    if env:
        return Path(env)
    version = importlib.metadata.version("stanza")
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "stanza" / version / "resources"


INSTALL = (
    "python -c \"import stanza; stanza.download('en', processors='tokenize,pos,constituency')\""
)


@parsers.register("stanza")
class StanzaBackend:
    name = "stanza"

    def __init__(self, model: str | None = None) -> None:
        """Checks cheaply (without importing stanza) that the library and the model files exist,
        so a run fails before it starts rather than in its workers."""
        self.model = model
        self.pipeline: Any = None
        if importlib.util.find_spec("stanza") is None:
            raise MineError(
                Errors.E009,
                backend="stanza",
                what="the stanza library",
                install="pip install stanza",
                hint=f"Then install the English models: {INSTALL}",
            )
        path = Path(model.split(":")[0]) if model else default_resources_dir()
        usable = (path / "resources.json").is_file() if path.is_dir() else path.is_file()
        if not usable:
            raise MineError(
                Errors.E009,
                backend="stanza",
                what=f"an installed English constituency model (nothing usable at {path})",
                install=INSTALL,
                hint="or pass --parser-model with a Stanza resources folder or a constituency .pt file.",
            )

    @property
    def label(self) -> str:
        if not self.model:
            return "stanza:en_default"
        return f"stanza:{Path(self.model.split(':')[0]).stem}"

    def _options(self) -> dict[str, Any]:
        opts: dict[str, Any] = {
            "lang": "en",
            "processors": "constituency",
            "constituency_pretagged": True,
            "tokenize_pretokenized": True,
            "download_method": None,
            "logging_level": "WARN",
            "use_gpu": False,
        }
        if self.model:
            path, _, pretrain = self.model.partition(":")
            if Path(path).is_dir():
                opts["dir"] = path
            else:  # a model file; its folder holds the resources.json Stanza insists on
                opts["constituency_model_path"] = path
                opts["dir"] = str(Path(path).parent)
                if pretrain:
                    opts["constituency_pretrain_path"] = pretrain
        return opts

    def configure(self, nlp: Language) -> None:
        """Build the Stanza pipeline once; missing library or model -> ``MineError(E009)``."""
        if self.pipeline is not None:
            return
        try:
            import stanza
        except ImportError as exc:
            raise MineError(
                Errors.E009,
                backend="stanza",
                what=f"the stanza library ({exc})",
                install="pip install stanza",
                hint=f"Then install the English models: {INSTALL}",
            ) from exc
        try:
            self.pipeline = stanza.Pipeline(**self._options())
        except Exception as exc:  # noqa: BLE001 - stanza raises several types for missing files
            raise MineError(
                Errors.E009,
                backend="stanza",
                what=f"an installed English constituency model ({type(exc).__name__}: {exc})",
                install=INSTALL,
                hint="or pass --parser-model with a Stanza resources folder or a constituency .pt file.",
            ) from exc

    def annotate(self, docs: list[Doc], sentences: list[Sentence]) -> None:
        if self.pipeline is None:
            raise RuntimeError("StanzaBackend.annotate called before configure()")
        from stanza.models.common.doc import Document

        batch: list[list[dict[str, Any]]] = []
        where: list[tuple[Doc, int]] = []
        for doc in docs:
            for sent in doc.sents:
                words = [
                    {"id": k + 1, "text": t.text, "upos": t.pos_ or "X", "xpos": t.tag_ or "XX"}
                    for k, t in enumerate(x for x in sent if not x.is_space)
                ]
                if words:
                    batch.append(words)
                    where.append((doc, sent.start_char))
        if not batch:
            return
        parsed = self.pipeline(Document(batch))
        roots: dict[int, list[_tree.Node]] = {}
        for (doc, start), ssent in zip(where, parsed.sentences, strict=True):
            roots.setdefault(id(doc), []).append(_tree.align(str(ssent.constituency), doc, start))
        for doc in docs:
            if id(doc) in roots:
                _tree.set_trees(doc, roots[id(doc)], self.label)
