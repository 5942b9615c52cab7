"""PTB constituency trees aligned to spaCy tokens, shared by every constituency backend.

Every backend (``benepar``, ``stanza``, ``provided``) ends with a PTB bracketing per sentence; this
module turns it into a light tree of ``Node`` objects whose spans are *spaCy token* indices and
stores the roots on the Doc as ``doc._.constituents`` (one root per tree, in order), with the
backend's label in ``doc._.constituency_parser``. Extractors never see backend objects.

Alignment works on characters: each PTB leaf is unescaped (``-LRB-`` -> ``(``, `````` -> ``"``)
and searched for in ``doc.text`` after the previous leaf, then mapped to the spaCy token(s) it
overlaps. It therefore tolerates tokenisation differences between the tree and spaCy (MNLI's
``sentence1_parse`` tokenises "can't" as "ca n't", spaCy's tokens may merge or split leaves).

``coordination`` implements ConjNLI §3.2's conjunct identification: "the two phrases in the
constituency parse on either side of the conjunction", extended to all conjuncts of a list
("A, B and C": the phrases further left that are separated by commas and share a category).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spacy.tokens import Doc

if TYPE_CHECKING:  # importing nltk costs ~1 s per process; only a constituency run needs it
    from nltk import Tree

#: PTB leaf escapes (Penn Treebank II guidelines; benepar's ptb_unescape does the same).
_PTB_ESCAPES = {
    "-LRB-": "(",
    "-RRB-": ")",
    "-LCB-": "{",
    "-RCB-": "}",
    "-LSB-": "[",
    "-RSB-": "]",
    "``": '"',
    "''": '"',
    "`": "'",
}
#: Preterminal tags that separate conjuncts in a flat coordination.
SEPARATOR_TAGS = frozenset({",", ":", "-NONE-"})
#: Preterminal tags of the coordinating word itself.
CONJUNCTION_TAGS = frozenset({"CC"})
#: Words that open a correlative pair and are not conjuncts ("either ... or").
PRECONJUNCTIONS = frozenset({"either", "neither", "both", "whether"})
_FUNCTION_TAG = re.compile(r"[-=].*$")

if not Doc.has_extension("constituents"):
    Doc.set_extension("constituents", default=None)
if not Doc.has_extension("constituency_parser"):
    Doc.set_extension("constituency_parser", default=None)


@dataclass(frozen=True, slots=True)
class Node:
    """A constituent over spaCy tokens ``[start, end)``; preterminals have no children."""

    label: str
    start: int
    end: int
    children: tuple[Node, ...] = ()

    @property
    def is_preterminal(self) -> bool:
        return not self.children

    @property
    def category(self) -> str:
        """Label without function tags or indices ("NP-SBJ-1" -> "NP")."""
        return _FUNCTION_TAG.sub("", self.label) or self.label

    def walk(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            yield from child.walk()

    def to_ptb(self, doc: Doc) -> str:
        if self.is_preterminal:
            return f"({self.label} {doc[self.start : self.end].text})"
        return f"({self.label} {' '.join(c.to_ptb(doc) for c in self.children)})"


def unescape(leaf: str) -> str:
    return _PTB_ESCAPES.get(leaf, leaf)


def _leaf_chars(leaves: list[str], text: str, offset: int) -> list[tuple[int, int] | None]:
    """Character span of every leaf in ``text`` from ``offset`` on (None when not found)."""
    spans: list[tuple[int, int] | None] = []
    pos = offset
    for raw in leaves:
        leaf = unescape(raw)
        found = text.find(leaf, pos)
        if found < 0 and leaf == '"':  # `` '' may stand for curly or doubled quotes
            m = re.compile(r"[\"\u201c\u201d']+").search(text, pos)
            found = m.start() if m else -1
            leaf = m.group(0) if m else leaf
        if found < 0 or text[pos:found].strip():
            # a leaf the text does not contain here (an empty element, a normalised character):
            # skip it rather than jumping over real text
            spans.append(None)
            continue
        spans.append((found, found + len(leaf)))
        pos = found + len(leaf)
    return spans


def _token_at_char(doc: Doc) -> list[int]:
    owner = [-1] * (len(doc.text) + 1)
    for tok in doc:
        for c in range(tok.idx, tok.idx + len(tok.text)):
            owner[c] = tok.i
    return owner


def align(tree: Tree | str, doc: Doc, char_offset: int = 0) -> Node:
    """Turn a PTB tree (string or ``nltk.Tree``) into a ``Node`` over the Doc's tokens.

    ``char_offset`` is where the tree's sentence starts in ``doc.text`` (benepar parses per
    spaCy sentence). Raises ``ValueError`` when the leaves cannot be found in the text.
    """
    if isinstance(tree, str):
        from nltk import Tree

        tree = Tree.fromstring(tree)
    leaves = tree.leaves()
    chars = _leaf_chars(leaves, doc.text, char_offset)
    if sum(c is not None for c in chars) < max(1, len(leaves) // 2):
        raise ValueError(f"tree leaves do not match the sentence text: {' '.join(leaves[:12])} ...")
    owner = _token_at_char(doc)
    leaf_tokens: list[tuple[int, int] | None] = []
    for span in chars:
        if span is None:
            leaf_tokens.append(None)
            continue
        toks = [owner[c] for c in range(span[0], span[1]) if owner[c] >= 0]
        leaf_tokens.append((min(toks), max(toks) + 1) if toks else None)
    counter = iter(range(len(leaves)))

    def build(t: Tree | str) -> Node | None:
        if isinstance(t, str):  # a bare leaf without preterminal (rare, malformed trees)
            span = leaf_tokens[next(counter)]
            return Node("X", *span) if span else None
        if len(t) == 1 and isinstance(t[0], str):
            span = leaf_tokens[next(counter)]
            return Node(t.label(), *span) if span else None
        kids = tuple(k for k in (build(c) for c in t) if k is not None)
        if not kids:
            return None
        return Node(t.label() or "ROOT", kids[0].start, max(k.end for k in kids), kids)

    root = build(tree)
    if root is None:
        raise ValueError("empty tree")
    return root


def set_trees(doc: Doc, roots: list[Node], parser_label: str) -> None:
    doc._.constituents = roots
    doc._.constituency_parser = parser_label


def nodes(doc: Doc) -> Iterator[Node]:
    for root in doc._.constituents or ():
        yield from root.walk()


@dataclass(frozen=True, slots=True)
class Coordination:
    """Conjunct token spans ``[(start, end, category), ...]`` of one coordinating word."""

    cc: int
    conjuncts: tuple[tuple[int, int, str], ...]
    phrase: str  # category of the coordinated phrase (the parent node)


def coordination(doc: Doc, cc_index: int) -> Coordination | None:
    """ConjNLI §3.2: the phrases on either side of the conjunction token ``cc_index``.

    Finds the node with the conjunction as a direct preterminal child, takes the sibling right
    after it and the one before it (skipping commas), then walks left over ", X" while X has the
    category of a conjunct already found (so "A, B and C" yields three conjuncts, while a fronted
    "In 1990, ..." is not taken for one). Returns None when the tree has no such node or the
    conjunction has nothing on one side (sentence-initial "But").
    """
    for node in nodes(doc):
        kids = node.children
        for k, kid in enumerate(kids):
            if not (
                kid.is_preterminal and kid.start == cc_index and kid.category in CONJUNCTION_TAGS
            ):
                continue
            right = next((c for c in kids[k + 1 :] if _is_conjunct(c, doc)), None)
            left_idx = [j for j in range(k - 1, -1, -1) if _is_conjunct(kids[j], doc)]
            if right is None or not left_idx:
                return None
            found = [kids[left_idx[0]]]
            cats = {kids[left_idx[0]].category, right.category}
            j = left_idx[0] - 1
            while j >= 1 and kids[j].category in SEPARATOR_TAGS and kids[j - 1].category in cats:
                found.insert(0, kids[j - 1])
                j -= 2
            found.append(right)
            return Coordination(
                cc_index, tuple((c.start, c.end, _phrase_category(c)) for c in found), node.category
            )
    return None


def _is_conjunct(node: Node, doc: Doc) -> bool:
    if node.category in SEPARATOR_TAGS or node.category in CONJUNCTION_TAGS:
        return False
    if (
        node.is_preterminal
        and doc[node.start].lower_ in PRECONJUNCTIONS
        and node.category in {"DT", "CC"}
    ):
        return False
    return node.category not in {".", "``", "''", "-LRB-", "-RRB-"}


#: Preterminal tags -> the phrase category a one-word conjunct stands for.
_WORD_TO_PHRASE = {
    "NN": "NP", "NNS": "NP", "NNP": "NP", "NNPS": "NP", "PRP": "NP", "CD": "NP", "DT": "NP",
    "JJ": "ADJP", "JJR": "ADJP", "JJS": "ADJP",
    "RB": "ADVP", "RBR": "ADVP", "RBS": "ADVP",
    "VB": "VP", "VBD": "VP", "VBG": "VP", "VBN": "VP", "VBP": "VP", "VBZ": "VP", "MD": "VP",
    "IN": "PP", "TO": "PP",
}  # fmt: skip


def _phrase_category(node: Node) -> str:
    if node.is_preterminal:
        return _WORD_TO_PHRASE.get(node.category, node.category)
    cat = node.category
    return "S" if cat in {"SINV", "SQ", "SBAR"} else cat
