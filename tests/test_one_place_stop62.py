"""One place per concept (stop 62, branch md13). Four module-level names were bound twice in one
module with different values, and the second binding silently replaced the first for every
caller:

- ``rewrite/complement.py`` MANDATIVE_VERBS: the word list of suasive verbs, which
  presupposition's ``bound_pronoun_forms`` was written for, and hidden_mandative's narrower set
  (now ``_HIDDEN_MANDATIVE_VERBS``);
- ``rewrite/conjuncts.py`` _COMPLEMENT_DEPS: ``_object_either``'s set (with "prep" and "dative",
  now ``_OWN_COMPLEMENT_DEPS``) and ``_in_shared_right_complement``'s;
- ``rewrite/conjuncts.py`` _TIME_UNITS: the plural distance units ``_approximate`` reads ("500
  years ago") and ``_window_length``'s lemmas (now ``_WINDOW_UNITS``);
- ``rewrite/presupposition.py`` _word_internal_hyphen: two versions of one concept, one kept.

Then two near-copies: presupposition's PERCEPTION_VERBS (one word list,
``wordlists/presupposition_perception_verbs.txt``) and implicature's RESULT_COPULAS, which names a
different thing from negation's RESULTING_COPULAS (now ``PREDICATIVE_VERBS``).

Constructed sentences through the real spaCy model; each behaviour test failed on main
(c91a1446). The last test keeps the class from coming back."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.phenomenon_support import presupposition_candidates

PIPELINE = Path(__file__).resolve().parents[1] / "pipeline"


def _token(doc, text: str, dep: str | None = None):
    return next(t for t in doc if t.text == text and (dep is None or t.dep_ == dep))


# -- MANDATIVE_VERBS -------------------------------------------------------------------------------


def test_mandative_clause_under_a_listed_suasive_verb_keeps_its_pronoun(nlp):
    """ "ordered that he leave": a mandative clause (Quirk et al. 1985 §16.32) names a course of
    action, not who "he" is; "order" is in the word list bound_pronoun_forms was written for,
    not in hidden_mandative's eight verbs that had replaced it."""
    from pipeline.rewrite.presupposition import bound_pronoun_forms

    doc = nlp("The general ordered that he leave the building at once.")
    assert bound_pronoun_forms(_token(doc, "leave", "ccomp")) == {}
    doc = nlp("The doctor advised that she rest for a week.")
    assert bound_pronoun_forms(_token(doc, "rest", "ccomp")) == {}


def test_time_clause_under_a_suasive_verb_names_the_subject(nlp, parsed, ctx):
    """A time clause (advcl) is no mandative clause: "after she sees the results" under
    "request" is bound by the matrix subject like any other time clause."""
    from pipeline.rewrite.presupposition import bound_pronoun_forms, draft

    text = "The senator will request a recount after she sees the results."
    doc = nlp(text)
    assert bound_pronoun_forms(_token(doc, "sees", "advcl")) == {7: "the senator"}
    doc, cands = presupposition_candidates(parsed, ctx, text, "temporal_adverbs")
    drafts = [d.text for d in (draft(c, doc) for c in cands) if d is not None]
    assert drafts == ["The senator will see the results."]


def test_hidden_mandative_keeps_its_narrow_set(nlp):
    """The flag of hidden_mandative is a promise: its eight verbs of demand and proposal, not
    the whole word list ("agree", "decide" also take indicative clauses)."""
    from pipeline.rewrite.complement import (
        _HIDDEN_MANDATIVE_VERBS,
        MANDATIVE_VERBS,
        hidden_mandative,
    )

    assert _HIDDEN_MANDATIVE_VERBS < MANDATIVE_VERBS
    doc = nlp("The staff agreed that they leave early on Fridays.")
    verb = _token(doc, "agreed")
    comp = _token(doc, "leave")
    assert not hidden_mandative(doc, verb, range(comp.left_edge.i, comp.right_edge.i + 1))
    doc = nlp("The staff demanded that they leave early on Fridays.")
    verb = _token(doc, "demanded")
    comp = _token(doc, "leave")
    assert hidden_mandative(doc, verb, range(comp.left_edge.i, comp.right_edge.i + 1))


# -- conjuncts: _COMPLEMENT_DEPS, _TIME_UNITS ------------------------------------------------------


def test_additive_either_after_a_prepositional_complement_is_no_object(nlp):
    """ "did not rely on me either": the verb's complement slot is filled by its PP, so
    "either" is the additive adverb, not the pronoun of the removed pair ("a letter and a
    parcel")."""
    from pipeline.rewrite.conjuncts import _object_either

    doc = nlp("She sent a letter and a parcel, but he did not rely on me either.")
    assert not _object_either(_token(doc, "either"))


def test_distance_in_time_is_read_approximately(nlp):
    """ "500 years ago": a round distance in time is read at its own granularity (Krifka 2007),
    so the number steps by its round unit, not by one."""
    from pipeline.rewrite.conjuncts import _approximate, _window_length

    doc = nlp("The temple was built 500 years ago by monks.")
    assert _approximate(_token(doc, "500"))
    doc = nlp("The tree is 200 years old and still bears fruit.")
    assert _approximate(_token(doc, "200"))
    doc = nlp("He was the best player during the last 20 years.")
    assert _window_length(_token(doc, "20"))


# -- PERCEPTION_VERBS ------------------------------------------------------------------------------


def test_perception_verbs_are_one_list():
    from pipeline.phenomena.presupposition import extract
    from pipeline.rewrite import presupposition

    assert extract.PERCEPTION_VERBS is presupposition.PERCEPTION_VERBS
    assert {"note", "spot", "view"} <= extract.PERCEPTION_VERBS


def test_naked_infinitive_after_note_is_no_content_clause(parsed, ctx):
    """ "noted the prisoners leave the yard": direct perception of an event (Barwise 1981), no
    proposition, as after "see"; a that-clause after "note" keeps its draft."""
    from pipeline.rewrite.presupposition import draft

    text = "The officer noted the prisoners leave the yard."
    _, cands = presupposition_candidates(parsed, ctx, text, "clause_embedding_predicates")
    assert cands == []
    text = "The officer noted that the prisoners were leaving the yard."
    doc, cands = presupposition_candidates(parsed, ctx, text, "clause_embedding_predicates")
    assert [draft(c, doc).text for c in cands] == ["The prisoners were leaving the yard."]


# -- RESULT_COPULAS --------------------------------------------------------------------------------


def test_predicative_verbs_and_resulting_copulas_are_named_apart():
    from pipeline.phenomena import implicature
    from pipeline.rewrite import negation

    assert not hasattr(implicature, "RESULT_COPULAS")
    # complex-transitive verbs have a passive, so they are no resulting copulas of negation's
    assert {"make", "keep", "leave"} <= implicature.PREDICATIVE_VERBS
    assert not {"make", "keep", "leave"} & negation.RESULTING_COPULAS


# -- the class -------------------------------------------------------------------------------------


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _bound(stmts: list[ast.stmt]) -> list[tuple[str, int]]:
    """(name, line) of each module-level binding of ``stmts`` by assignment, ``def`` or
    ``class``; the branches of an ``if``/``try`` are alternatives (a name bound in both counts
    once), an ``if TYPE_CHECKING`` block is skipped."""
    out: list[tuple[str, int]] = []
    for node in stmts:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out.append((node.name, node.lineno))
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                for t in ast.walk(target):
                    if isinstance(t, ast.Name):
                        out.append((t.id, node.lineno))
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            if isinstance(node.target, ast.Name):
                out.append((node.target.id, node.lineno))
        elif isinstance(node, ast.If) and not _is_type_checking(node.test):
            out.extend(_alternatives([node.body, node.orelse]))
        elif isinstance(node, ast.Try):
            out.extend(_alternatives([node.body + node.orelse, *(h.body for h in node.handlers)]))
            out.extend(_bound(node.finalbody))
    return [(n, line) for n, line in out if n != "__all__"]


def _alternatives(branches: list[list[ast.stmt]]) -> list[tuple[str, int]]:
    seen: dict[str, int] = {}
    for branch in branches:
        names = _bound(branch)
        dup = _twice(names)
        assert not dup, dup  # twice within one branch
        for n, line in names:
            seen.setdefault(n, line)
    return list(seen.items())


def _twice(names: list[tuple[str, int]]) -> list[str]:
    first: dict[str, int] = {}
    dups = []
    for n, line in names:
        if n in first:
            dups.append(f"{n} (lines {first[n]} and {line})")
        else:
            first[n] = line
    return dups


def test_checker_sees_a_second_binding():
    tree = ast.parse("A = 1\nif TYPE_CHECKING:\n    B = 1\nB = 2\ndef f(): pass\nf = 3\n")
    assert _twice(_bound(tree.body)) == ["f (lines 5 and 6)"]
    tree = ast.parse(
        "try:\n    X = 1\nexcept ImportError:\n    X = None\n__all__ = []\n__all__ = []"
    )
    assert _twice(_bound(tree.body)) == []


def test_no_module_under_pipeline_binds_a_name_twice():
    """A second module-level binding silently replaces the first for every caller; ruff's F811
    sees only an unused function or import redefined, not a constant bound twice."""
    found = []
    for path in sorted(PIPELINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(PIPELINE.parent)}: {d}" for d in _twice(_bound(tree.body))]
    assert found == []
