"""Stop 76 round two, branch ng10: the shared negation and embedding rewriters (blind review
s1204o). Sentences go through the real spaCy model and the real run path; they are constructed
in the shape of the reviewed ones. Controls (good neighbours) say so.

- a name's capital is lexical (Quirk et al. 1985 §5.60): a determinerless singular subject
  that English has only as a count noun ("Clinic ...") and a noun with a numeral designator
  ("Python 3.0 ...") keep it inside a question or an "if"-clause;
- a participle after "and" that follows an adverbial clause may be the main clause's second
  predicate or the subordinate clause's: the added "not" has no settled scope
  (``ambiguous-attachment``);
- a "not" in one of a series of ";"-clauses with the same verb breaks the parallel
  (``discourse-clash:parallel-clause``).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _premises(text: str, phenomenon: str, kind: str) -> dict[str, bool]:
    """Premise -> well formed (settled) of the pairs of ``kind`` mined from ``text``."""
    return {p.premise: kept(p) for p in mined_pairs(text, phenomenon) if p.premise_kind == kind}


def _flags(text: str, phenomenon: str, kind: str) -> set[str]:
    return {
        f
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == kind
        for f in p.features.get("flags") or []
    }


# -- a name's capital inside the embedding ----------------------------------------------------


def test_bare_count_noun_subject_keeps_its_capital():
    text = "Clinic stopped generating the old converters."
    assert "Did Clinic stop generating the old converters?" in _premises(
        text, "presupposition", "interrogative"
    )
    conditional = _premises(text, "presupposition", "conditional")
    assert conditional and all(p.startswith("If Clinic stopped") for p in conditional)


def test_numbered_name_keeps_its_capital():
    text = "Django 4.2 stopped accepting the old settings."
    assert "Did Django 4.2 stop accepting the old settings?" in _premises(
        text, "presupposition", "interrogative"
    )
    text = "Python 3.0 stopped accepting the old syntax."
    assert "Did Python 3.0 stop accepting the old syntax?" in _premises(
        text, "presupposition", "interrogative"
    )


def test_bare_mass_noun_subject_is_lowercased():
    """Control: a mass noun takes the zero article (Quirk et al. 1985 §5.26): its capital is
    the sentence's."""
    for text, question in (
        ("Water stopped flowing through the pipe.", "Did water stop flowing through the pipe?"),
        (
            "Software stopped working after the update.",
            "Did software stop working after the update?",
        ),
    ):
        assert question in _premises(text, "presupposition", "interrogative"), text


def test_determiner_subject_is_lowercased():
    """Control: "The"/"This" lose the sentence's capital."""
    text = "The clinic stopped sending the old letters."
    assert "Did the clinic stop sending the old letters?" in _premises(
        text, "presupposition", "interrogative"
    )


def test_partitive_noun_with_of_is_lowercased():
    """Control: a quantity noun with an of-complement takes the zero article."""
    text = "Lack of memory stopped the build from finishing."
    premises = _premises(text, "presupposition", "interrogative")
    assert not any(p.startswith("Did Lack") for p in premises)


# -- negation of the first of two predicates across an adverbial clause ----------------------


AMBIGUOUS = (
    "The handle is opened before the request is sent and always closed once the reply has arrived."
)


def test_negated_first_predicate_before_ambiguous_conjunct_is_refused():
    premises = _premises(AMBIGUOUS, "presupposition", "negated")
    assert premises, "the negated premise is still written, flagged"
    assert not any(premises.values())
    assert "ambiguous-attachment" in _flags(AMBIGUOUS, "presupposition", "negated")


def test_tight_coordinated_participles_stay():
    """Control: "opened and closed" on the head itself shares the auxiliary plainly."""
    text = "The handle is opened and closed by the caller before the request is sent."
    premises = _premises(text, "presupposition", "negated")
    assert premises and all(premises.values())
    assert "ambiguous-attachment" not in _flags(text, "presupposition", "negated")


def test_subordinate_clause_without_conjunct_stays():
    """Control: no participle after the adverbial clause."""
    text = "The handle is opened before the reply has arrived."
    assert "ambiguous-attachment" not in _flags(text, "presupposition", "negated")


# -- a negation in one of parallel ";"-clauses -------------------------------------------------


PARALLEL = (
    "The first release added 40 tests and fixed 12 bugs; the second release added 31 tests and "
    "fixed 9 bugs."
)


def test_negation_in_parallel_semicolon_clause_is_flagged():
    flags = _flags(PARALLEL, "presupposition", "negated")
    assert "discourse-clash:parallel-clause" in flags
    premises = _premises(PARALLEL, "presupposition", "negated")
    assert premises and not any(premises.values())


def test_semicolon_clauses_with_other_verbs_stay():
    """Control: no verb of the negated clause recurs across the semicolon."""
    text = "The first release added 40 tests; the second release stopped shipping the old parser."
    premises = _premises(text, "presupposition", "negated")
    assert (
        "The first release added 40 tests; the second release didn't stop shipping the old parser."
        in premises
    )
    assert all(premises.values())
    assert "discourse-clash:parallel-clause" not in _flags(text, "presupposition", "negated")
