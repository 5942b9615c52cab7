"""Ninety-sixth pass (cj94): shared material, agreement, free choice, anaphors.

Shared material stays when a conjunct goes (a relativizer, the matrix verb over coordinated
gerunds, an adverb after "either" belongs to its conjunct); the verb of a relative clause agrees
with the surviving subject; "or" under "let us know of" after "can" is free choice; "than A or
than B", "without A or B" inside a conditional antecedent, corrective "not A but B" on a noun's
phrase and a cumulative "have everything" get their labels; a number hedge, a connective beside
an adjunct, a cross-referenced title and a broken "both ... or" are no candidates; a clause
opening with a demonstrative or a partitive pronoun keeps the clause before it. Sentences are
constructed; they run the real pipeline."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "conjunct_removed") -> dict[str, str]:
    """hypothesis (removal) or premise (addition) -> label, of one kind of pair."""
    out = {}
    for p in mined_pairs(text, "conjunction"):
        if p.hypothesis_kind == kind:
            out[p.hypothesis if kind == "conjunct_removed" else p.premise] = p.heuristic_label
    return out


def test_relativizer_stays_and_the_verb_agrees() -> None:
    text = "This is the old command that apt and aptitude also accept for the convenience of users."
    removals = _pairs(text)
    assert (
        "This is the old command that aptitude also accepts for the convenience of users."
        in removals
    )
    assert "This is the old command that apt also accepts for the convenience of users." in removals
    assert not any("command aptitude" in h for h in removals)


def test_matrix_verb_stays_over_coordinated_gerunds() -> None:
    removals = _pairs(
        "We strongly recommend reading the manual first, and joining the mailing list."
    )
    assert "We strongly recommend joining the mailing list." in removals
    assert not any(h.startswith("We joining") for h in removals)


def test_adverb_after_either_goes_with_its_conjunct() -> None:
    text = (
        "The firm kept a set of tools either locally modified from older tools or created"
        " from scratch for internal use."
    )
    removals = _pairs(text)
    assert "The firm kept a set of tools created from scratch for internal use." in removals
    assert not any("locally created" in h for h in removals)


def test_free_choice_under_let_us_know_after_can() -> None:
    text = (
        "You can file tickets to let us know of bugs, typos, broken links, or pages we should add."
    )
    additions = _pairs(text, "conjunct_added")
    assert additions and set(additions.values()) == {"neutral"}


def test_comparison_list_after_than() -> None:
    text = "This answer is better than no answer at all, or than an angry reply."
    assert _pairs(text).get("This answer is better than no answer at all.") == "entailment"
    assert _pairs(text, "conjunct_added").get("This answer is better than no answer at all.") == (
        "neutral"
    )


def test_without_inside_a_conditional_antecedent_is_upward() -> None:
    text = (
        "If you want to join two networks directly (without an intermediary router or bridge),"
        " you must set the routes by hand."
    )
    shorter = (
        "If you want to join two networks directly (without an intermediary bridge), you must"
        " set the routes by hand."
    )
    assert _pairs(text, "conjunct_added").get(shorter) == "entailment"
    assert _pairs(text).get(shorter) == "neutral"


def test_corrective_but_on_a_phrase_of_the_object() -> None:
    text = "So you should not start the command line with sudo but with the name of the script."
    hyp = "So you should not start the command line with the name of the script."
    assert _pairs(text).get(hyp) == "contradiction"


def test_cumulative_universal_object_is_neutral() -> None:
    text = "Foo and Bar on the new release have everything needed to print on the network."
    removals = _pairs(text)
    assert removals and "entailment" not in removals.values()


def test_singular_plural_hedge_gives_no_pair() -> None:
    assert _pairs("The program runs on a computer with an existing system or systems.") == {}


def test_connective_beside_an_adjunct_gives_no_pair() -> None:
    text = (
        "The rule is strict; on the contrary, and provided that the fee is paid, it may be waived."
    )
    assert not any("provided" not in h or "contrary" not in h for h in _pairs(text))


def test_cross_referenced_title_gives_no_pair() -> None:
    text = "The old version is described elsewhere (see sidebar NOTE Old versions: foo.org and bar.org)."
    assert _pairs(text) == {}


def test_broken_both_or_correlative_gives_no_pair() -> None:
    text = (
        "These steps can lead both to a small server or a desktop, and it can be repeated in"
        " many ways."
    )
    assert _pairs(text) == {}


def test_demonstrative_subject_keeps_the_clause_before_it() -> None:
    removals = _pairs(
        "The team chose the old toolkit and that choice was not popular with many developers."
    )
    assert "That choice was not popular with many developers." not in removals
    assert "The team chose the old toolkit." in removals


def test_partitive_pronoun_subject_keeps_the_clause_before_it() -> None:
    text = "There are many other tools, such as foo, bar, or baz, but some of them are rather old."
    assert "Some of them are rather old." not in _pairs(text)
