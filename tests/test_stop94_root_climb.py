"""Stop 94: a climb to the clause's verb ends at the root of a verbless parse.

spaCy makes a new ``Token`` object on every access, so ``tok.head is not tok`` is true even at the
root, and ``while tok.pos_ not in (VERB, AUX) and tok.head is not tok`` never ended when the root
was no verb: a critic's snippet whose first word the tagger read as a noun hung the
verb_complement extractor until the per-sentence bound quarantined it (blind A/B ab94b, both
sides; ``verb_complement_gaps.higher_degree_result``). The three such climbs compare indices now.
Constructed verbless phrases through the real parse; an alarm turns a hang into a failure."""

from __future__ import annotations

import signal

import pytest

from pipeline.phenomena.verb_complement_discourse import clause_of


class _Hang(Exception):
    pass


def _alarm(signum, frame):
    raise _Hang


@pytest.mark.parametrize("text", ["A triumph of pure craft and heart.", "Great fun for the kids."])
def test_clause_of_ends_at_a_verbless_root(nlp, text):
    doc = nlp(text)
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert root.pos_ not in ("VERB", "AUX"), [(t.text, t.pos_) for t in doc]
    leaf = doc[len(doc) - 2]
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(5)
    try:
        assert clause_of(leaf).i == root.i
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def test_no_token_identity_test_on_heads_is_left():
    """Stop 95: the same idiom stood in sixteen more places, each kept from looping only by a
    dependency-label test beside it (the root's label is ROOT); all compare indices now, and
    this scan keeps a new one from coming back."""
    import re
    from pathlib import Path

    import pipeline

    idiom = re.compile(r"\b(\w+)\.head is not \1\b")
    root = Path(pipeline.__file__).parent
    found = [
        f"{path.relative_to(root)}:{n}"
        for path in sorted(root.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if idiom.search(line)
    ]
    assert found == []
