"""One place for closed-class sets shared across phenomena (stop 63, branch md16).

The definite determiners were written out in six modules (one public name, ``DEFINITE_DETERMINERS``,
bound to three different sets), "be"/"have" five times, the permission verbs five times with
different members, the exceptive prepositions and the person pronouns twice each, and the "!" ->
"." rewrite of a hypothesis twice. Each set is now defined once in
:mod:`pipeline.lexicon.closed_class`; a set with other members has a name saying how it differs.
The consolidation changes no output (mined dev text and every gold evaluation compared with
main), so the tests below pin the memberships the readers had, check the readers on real parses,
and keep the class from coming back: no module outside the lexicon writes out one of its sets
again, or binds one of its names to a set of its own.
"""

from __future__ import annotations

import ast
from pathlib import Path

from pipeline.lexicon import closed_class

PIPELINE = Path(__file__).resolve().parents[1] / "pipeline"
LEXICON_FILE = PIPELINE / "lexicon" / "closed_class.py"

SHARED = {
    name: value
    for name, value in vars(closed_class).items()
    if name.isupper() and isinstance(value, frozenset)
}


def _token(doc, text: str):
    return next(t for t in doc if t.text == text)


# -- memberships the readers had on main (04574f70 / 5aad1432) --------------------------------------


def test_memberships_are_the_ones_the_readers_had():
    """Moving a set must not change it: each reader sees the members its own copy had."""
    from pipeline.phenomena.implicature import contexts
    from pipeline.phenomena.presupposition import extract
    from pipeline.rewrite import clause_scope

    the_demonstratives = {"the", "this", "that", "these", "those"}
    possessives = {"my", "your", "his", "her", "its", "our", "their"}
    assert the_demonstratives == closed_class.DEFINITE_DETERMINERS
    assert {"the"} | possessives == closed_class.ARTICLE_OR_POSSESSIVE_DETERMINERS
    assert the_demonstratives | possessives == closed_class.DEFINITE_OR_POSSESSIVE_DETERMINERS
    assert (
        the_demonstratives | possessives | {"all", "both", "each", "every"}
    ) == clause_scope.REFERENTIAL_NUMERAL_DETERMINERS
    assert {"i", "you", "he", "she", "we"} == closed_class.PERSON_PRONOUNS
    assert {
        *("i", "you", "he", "she", "we", "they", "someone", "somebody")
    } == extract.PERSON_SUBJECT_PRONOUNS
    assert {"except", "excepting"} == closed_class.EXCEPTIVE_PREPOSITIONS
    assert closed_class.STATE_VERBS == closed_class.ASPECT_VOICE_AUXILIARIES == {"be", "have"}
    assert {"allow", "permit"} == closed_class.PERMISSION_VERBS
    assert {"allow", "permit", "enable"} == closed_class.PERMISSION_VERBS_WITH_ENABLE
    assert {"allow", "permit", "enable", "let"} == closed_class.PERMISSION_VERBS_WITH_ENABLE_LET
    assert {"allow", "permit", "let", "choose", "prefer"} == contexts.FREE_CHOICE_VERBS


# -- readers on real parses --------------------------------------------------------------------------


def test_numeral_after_a_universal_or_possessive_is_no_counting_word(nlp):
    """ "all ten guys", "my two sisters": the numeral phrase names a given set (IMPPRES all_n
    paradigm), no scalar quantity; a bare "ten guys" is one. The reader keeps its wider set
    (definite, possessive and universal determiners) under its own name."""
    from pipeline.rewrite.clause_scope import counting_word

    doc = nlp("All ten guys stayed at the hotel.")
    assert counting_word(_token(doc, "guys")) is None
    doc = nlp("My two sisters stayed at the hotel.")
    assert counting_word(_token(doc, "sisters")) is None
    doc = nlp("Ten guys stayed at the hotel.")
    counted = counting_word(_token(doc, "guys"))
    assert counted is not None and counted.text == "Ten"


def test_exclamation_is_one_rewrite():
    """The complement rewriter and implicature's hypotheses state the proposition without the
    speaker's "!" through one function."""
    from pipeline.rewrite._result import exclamation_as_statement

    assert exclamation_as_statement("Man was happy!") == "Man was happy."
    assert exclamation_as_statement("Not all of them use common ammo !!") == (
        "Not all of them use common ammo."
    )
    assert exclamation_as_statement("He left.") == "He left."


def test_complement_and_implicature_hypotheses_end_in_a_full_stop():
    """Through the real run path: the verb-complement and scalar-implicature hypotheses of an
    exclamation end in "." (the shared rewrite), while the premise keeps the "!"."""
    from tests.phenomenon_support import mined_pairs

    for text, phenomenon in (
        ("She managed to finish the whole race!", "verb_complement"),
        ("Some of the guards fetch the vendors from the market!", "implicature"),
    ):
        pairs = mined_pairs(text, phenomenon)
        hyps = [p.hypothesis for p in pairs if p.premise == text]
        assert hyps, (phenomenon, [(p.premise, p.hypothesis) for p in pairs])
        assert all(h.endswith(".") and "!" not in h for h in hyps), hyps


# -- the class -------------------------------------------------------------------------------------


def _string_set_literals(tree: ast.AST):
    """(line, members) of each ``frozenset({...})``/``frozenset([...])`` or ``{...}`` set literal
    of string constants."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "frozenset"
            and node.args
            and isinstance(node.args[0], ast.Set | ast.List | ast.Tuple)
        ):
            elts = node.args[0].elts
        elif isinstance(node, ast.Set):
            elts = node.elts
        else:
            continue
        if elts and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in elts):
            yield node.lineno, frozenset(e.value for e in elts)


def test_no_module_writes_out_a_shared_set_again():
    """A literal with exactly the members of a shared set is a copy that drifts apart from it
    (five permission-verb sets had)."""
    by_members: dict[frozenset[str], list[str]] = {}
    for name, value in SHARED.items():
        by_members.setdefault(value, []).append(name)
    found = []
    for path in sorted(PIPELINE.rglob("*.py")):
        if path == LEXICON_FILE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, members in _string_set_literals(tree):
            if members in by_members:
                names = "/".join(by_members[members])
                found.append(f"{path.relative_to(PIPELINE.parent)}:{line} copies {names}")
    assert found == []


def test_no_module_binds_a_shared_name_to_a_set_of_its_own():
    """``DEFINITE_DETERMINERS`` named three different sets in three modules: a module that needs
    other members names its set for how it differs, and imports the shared name."""
    found = []
    for path in sorted(PIPELINE.rglob("*.py")):
        if path == LEXICON_FILE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            targets = (
                node.targets
                if isinstance(node, ast.Assign)
                else [node.target]
                if isinstance(node, ast.AnnAssign)
                else []
            )
            for target in targets:
                for t in ast.walk(target):
                    if isinstance(t, ast.Name) and t.id.lstrip("_") in SHARED:
                        found.append(f"{path.relative_to(PIPELINE.parent)}:{node.lineno} {t.id}")
    assert found == []


def test_checker_sees_a_copy():
    tree = ast.parse('A = frozenset({"be", "have"})\nB = {"this", "that"}\nC = ("be", "have")\n')
    literals = list(_string_set_literals(tree))
    assert (1, closed_class.STATE_VERBS) in literals
    assert all(line != 3 for line, _ in literals)  # a tuple is no set literal
