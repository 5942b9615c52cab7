"""Sentence segmentation with NOPE-style context.

Each segment of a document (a paragraph, a COCA speaker turn, the text between two redactions) is
split on its own, so no sentence crosses a segment boundary; context runs across segments of the
same document, as a reader would see it. Segmentation uses spaCy's rule-based ``sentencizer`` on
spaCy's English tokenizer (abbreviations such as "Mr." and "U.S." are tokenizer exceptions, so they
do not end sentences); it is fast enough to run before the prefilter on every sentence.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator
from functools import cache

import spacy
from spacy.language import Language

from . import ids
from .records import Document, Sentence

_TAG = re.compile(r"<[^<>\n]{0,200}>")
_SPACE = re.compile(r"[ \t\u00a0\u2009\u200b]+")
_LINES = re.compile(r"\s*\n\s*")


def clean(text: str) -> str:
    """Unescape HTML entities, drop HTML tags, collapse runs of spaces (keeps line breaks)."""
    if "&" in text:
        text = html.unescape(text)
    if "<" in text:
        text = _TAG.sub(" ", text)
    return _SPACE.sub(" ", text).strip()


@cache
def splitter() -> Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


#: A sentence that ends with sentence-final punctuation, a space, then a quote: the sentencizer
#: attached the opening quote of the next sentence ('She cried. "I can't."' -> 'She cried. "').
_STRANDED_QUOTE = re.compile(r"(?<=[.!?])\s+([\"'\u201c\u2018])$")


def _move_stranded_quotes(sents: list[str]) -> list[str]:
    out: list[str] = []
    carry = ""
    for sent in sents:
        sent = carry + sent
        carry = ""
        match = _STRANDED_QUOTE.search(sent)
        if match:
            carry = match.group(1)
            sent = sent[: match.start()]
        if sent.strip():
            out.append(sent.strip())
    if carry and out:
        out[-1] += " " + carry  # nothing followed: leave the quote where it was
    return out


def split(texts: Iterable[str], batch_size: int = 64) -> Iterator[list[str]]:
    """For each text, its sentences (line breaks always end a sentence)."""
    nlp = splitter()
    for text in texts:
        paragraphs = [p for p in _LINES.split(text) if p]
        out: list[str] = []
        for doc in nlp.pipe(paragraphs, batch_size=batch_size):
            out.extend(_move_stranded_quotes([s.text.strip() for s in doc.sents if s.text.strip()]))
        yield out


def sentences_of(document: Document) -> list[Sentence]:
    """The document's sentences in order, each with the two before it as context."""
    texts: list[tuple[str, str | None, str | None]] = []  # (text, speaker, parse)
    to_split = [s for s in document.segments if not s.presplit]
    split_iter = split(clean(s.text) for s in to_split)
    for seg in document.segments:
        if seg.presplit:
            text = clean(seg.text)
            if text:
                texts.append((text, seg.speaker, seg.parse))
        else:
            texts.extend((t, seg.speaker, None) for t in next(split_iter))
    out: list[Sentence] = []
    for i, (text, speaker, parse) in enumerate(texts):
        out.append(
            Sentence(
                sentence_id=ids.sentence_id(document.source, document.doc_id, i, text),
                doc_id=document.doc_id,
                source=document.source,
                sent_index=i,
                text=text,
                context1=texts[i - 2][0] if i >= 2 else None,
                context2=texts[i - 1][0] if i >= 1 else None,
                speaker=speaker,
                parse=parse,
            )
        )
    return out
