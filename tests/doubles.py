"""Test doubles shared by the engine tests: a deliberately small phenomenon.

Coordinating "and"/"but" found on spaCy's dependency parse, one pair per candidate, and an
extractor bug on purpose for sentences containing "crash-me". It keeps the orchestration tests
independent of the real extractors' quality. Importable by spawned workers (``tests.doubles``).
"""

from __future__ import annotations

from pipeline.phenomena._base import Lexical, Phenomenon, make_pair
from pipeline.registry import phenomena


@phenomena.register("test_coordination")
class Coordination(Phenomenon):
    name = "test_coordination"
    subtypes = ("and", "but")

    def prefilter(self):
        return {"and": Lexical.any_of({"and"}), "but": Lexical.any_of({"but"})}

    def extract(self, doc, sentence, subtypes, ctx):
        if "crash-me" in sentence.text:
            raise RuntimeError("extractor bug on purpose")
        for tok in doc:
            if tok.dep_ == "cc" and tok.lower_ in subtypes:
                yield self.candidate(
                    sentence, ctx, tok.lower_, tok, features={"head": tok.head.text}
                )

    def rewrite(self, candidate, doc, sentence, ctx):
        yield make_pair(
            candidate,
            sentence.text,
            sentence.text[: candidate.char_start].strip(),
            premise_kind="original",
            hypothesis_kind="conjunct_removed",
            label="entailment",
            rule="test",
        )
