"""The result type of the shared rewriters and a byte-preserving surface editor.

Every rewriter returns a :class:`Rewritten`; ``ok=False`` means "flag it, don't emit it as clean"
(pairs built from it get ``well_formed=False`` and ``flags`` in ``features["flags"]``).
:class:`SurfaceEdit` rebuilds a sentence from token texts and ``whitespace_`` so that every token a
rewrite does not touch stays byte-identical (NOPE App. C: minimal edits to the trigger sentence).
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc, Token


@dataclass(frozen=True)
class Rewritten:
    """A rewritten sentence: ``text`` is a best effort even when ``ok`` is False."""

    text: str
    ok: bool
    rule: str
    flags: tuple[str, ...] = ()


class SurfaceEdit:
    """Token-level edits on a Doc, rendered back to text with the original whitespace."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        tokens = list(doc)  # one pass: spaCy builds a Token object per step of every iteration
        self.texts = [t.text for t in tokens]
        self.spaces = [t.whitespace_ for t in tokens]
        self.prefix = [""] * len(tokens)
        self.suffix = [""] * len(tokens)

    def replace(self, token: Token, text: str) -> None:
        self.texts[token.i] = text

    def insert_before(self, token: Token, text: str) -> None:
        """Insert ``text`` (which should end with its own space) right before ``token``."""
        self.prefix[token.i] = text + self.prefix[token.i]

    def insert_after(self, token: Token, text: str) -> None:
        """Append ``text`` to ``token`` (include a leading space unless it attaches, like n't)."""
        self.suffix[token.i] += text

    def delete(self, token: Token) -> None:
        """Remove ``token`` and one side of its whitespace, so no double or dangling space remains."""
        i = token.i
        self.texts[i] = ""
        if i > 0 and self.spaces[i - 1] and not self.spaces[i] and not self.prefix[i]:
            self.spaces[i - 1] = ""  # "did not." -> "did."
        elif i > 0 and self.spaces[i - 1]:
            self.spaces[i] = ""  # "did not go" -> "did go"
        elif i == 0:
            self.spaces[i] = ""

    def delete_span(self, start: int, end: int) -> None:
        """Remove tokens ``start..end-1`` with the whitespace after them."""
        for i in range(start, end):
            self.texts[i] = ""
            self.spaces[i] = ""
            self.prefix[i] = ""
            self.suffix[i] = ""

    def replace_span(self, start: int, end: int, text: str) -> None:
        """Replace tokens ``start..end-1`` by ``text``, keeping the whitespace after the last."""
        trailing = self.spaces[end - 1]
        for i in range(start, end):
            self.texts[i] = ""
            self.spaces[i] = ""
        self.texts[start] = text
        self.spaces[start] = trailing

    def drop(self, indices: set[int] | frozenset[int]) -> None:
        """Remove the tokens at ``indices``; a removed token's trailing space moves to the nearest
        kept token before it when that one has none ("It's expected to continue" -> "It
        continues")."""
        for i in sorted(indices):
            self.texts[i] = ""
            kept = i - 1
            while kept >= 0 and kept in indices:
                kept -= 1
            if kept >= 0 and not self.spaces[kept]:
                self.spaces[kept] = self.spaces[i]
            self.spaces[i] = ""

    def first_index(self) -> int | None:
        for i, text in enumerate(self.texts):
            if self.prefix[i] or text:
                return i
        return None

    def render(self) -> str:
        columns = zip(self.prefix, self.texts, self.suffix, self.spaces, strict=True)
        return "".join(p + t + s + w for p, t, s, w in columns)


def keeps_capital(token: Token) -> bool:
    """Sentence-initial tokens that stay capitalised when moved inside a sentence."""
    return token.pos_ == "PROPN" or token.text == "I" or (token.text.isupper() and len(token) > 1)


def lower_first(token: Token) -> str:
    return token.text if keeps_capital(token) else token.text[:1].lower() + token.text[1:]


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]
