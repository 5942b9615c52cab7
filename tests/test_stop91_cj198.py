"""Stop 91, cj198: conjunction spans judged wrong on review text (s1207a: Amazon food reviews).
Constructed sentences of each class through the real pipeline (``mined_pairs``), each with a
good neighbour that keeps its pairs."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "conjunction")


def _removals(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.hypothesis_kind == "conjunct_removed"}


def _texts(text: str) -> set[str]:
    """Every sentence a pair of ``text`` holds, premise or hypothesis."""
    return {s for p in _pairs(text) for s in (p.premise, p.hypothesis)}


def test_bare_verb_read_as_noun_member_is_refused() -> None:
    # Quirk et al. 1985 §13.41: "hop"/"limp" join the verb phrase, not the object noun
    texts = _texts(
        "My dog had a problem on walks when he would have to pull up his rear leg and hop."
    )
    assert not any("rear hop" in t for t in texts)
    texts = _texts("The puppy would lift his front paw and limp.")
    assert not any("front limp" in t for t in texts)
    # neighbour: a bare noun that is mostly a noun ("arm") is a noun conjunct
    assert "He hurt his arm." in _removals("He hurt his leg and arm.")


def test_clause_member_read_as_noun_is_refused() -> None:
    # the noun member is the subject of the finite verb after it: a clause conjunct
    texts = _texts("It is delicious and Heinz are the best tasting Piccalilli on the market!")
    assert not any("delicious are" in t or "It is Heinz are" in t for t in texts)
    # neighbour: members inside the subject of the verb after them keep their pairs
    assert "Areas such as hockey rinks are adapted for indoor soccer play." in _removals(
        "Areas such as hockey rinks or basketball courts are adapted for indoor soccer play."
    )
    # neighbour: a subject coordination before its verb keeps its pairs
    assert "The bread is soft." in _removals(
        "The bread is soft and Nabisco is the best brand for it."
    )


def test_gap_in_first_relative_member_only_is_refused() -> None:
    # Ross 1967: a relative gap must be in every conjunct; "add ground beef" has its object
    texts = _texts(
        "I've made it the way they suggest and add ground beef and Italian flavored ground turkey."
    )
    assert not any("the way they add" in t for t in texts)
    assert not any("the way they suggest ground beef" in t for t in texts)
    # the noun coordination inside the object is still cut
    assert "I've made it the way they suggest and add ground beef." in _removals(
        "I've made it the way they suggest and add ground beef and Italian flavored ground turkey."
    )


def test_adjective_member_with_its_complement_on_the_noun_is_refused() -> None:
    texts = _texts(
        "The red coloring is almost purple on the outside and more of a pink on the inside."
    )
    assert not any("outside of a pink" in t for t in texts)
    # neighbour: a parallel predicate coordination keeps its pairs
    assert "The sauce is mild on the tongue." in _removals(
        "The sauce is mild on the tongue and more of a burn in the throat."
    )


def test_shared_degree_word_stays() -> None:
    # Huddleston & Pullum 2002 ch. 15 §4: "how" scopes over both adjectives
    hyps = _removals("I was surprised at how fresh and crisp the product was.")
    assert "I was surprised at how crisp the product was." in hyps
    assert "I was surprised at crisp the product was." not in hyps
    hyps = _removals("I was amazed at how soft and chewy the cookies were.")
    assert "I was amazed at how chewy the cookies were." in hyps
    hyps = _removals("The cookies were so soft and chewy.")
    assert "The cookies were so chewy." in hyps
    assert "The cookies were so soft." in hyps  # neighbour: the other removal is unchanged


def _replacements(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.hypothesis_kind == "conjunct_replaced"}


def test_no_antonym_after_stacked_evaluative_intensifier() -> None:
    # Quirk et al. 1985 §7.91 note: "good strong" intensifies; "good weak" is unnatural
    reps = _replacements(
        "The product has a good strong ginger flavor and is sweet; it is, however, not syrup."
    )
    assert not any("good weak" in h for h in reps)
    reps = _replacements("It has a good strong coffee taste and is smooth.")
    assert not any("good weak" in h for h in reps)
    assert "It has a good strong coffee taste and is rough." in reps  # the other member's swap
    # neighbour: no intensifier, the antonym stays
    assert "It has a weak ginger flavor and is sweet." in _replacements(
        "It has a strong ginger flavor and is sweet."
    )


def test_semicolon_list_member_not_cut_at_inner_ampersand() -> None:
    # Nunberg 1990 ch. 5: semicolons set off members that hold coordinators of their own
    texts = _texts(
        "My cats prefer fish and chicken over beef so I bought the following recipes: salmon & "
        "rice; tuna, pea & carrot; chicken & brown rice; tuna & rice, salmon & pea; tuna rice; "
        "salmon & rice (grain-free); and chicken & rice (grain-free)."
    )
    assert not any("(grain-free) & rice" in t for t in texts)
    # neighbour: a semicolon list whose members hold only commas keeps its cuts
    assert "We visited Paris, France; and Rome, Italy." in _removals(
        "We visited Paris, France; Rome, Italy; and Berlin, Germany."
    )


def test_intransitive_phrasal_verb_member_leaves_no_relative_gap() -> None:
    # integration (ab91b, 4 of 4 kept): "stand up" has no object to leave a gap, so the parse's
    # relative reading of "the cans they stand up" is no evidence for the gap refusal
    removals = _removals("When they see the boxes they sit down and take notes.")
    assert "When they see the boxes they take notes." in removals
    removals = _removals("When they see the cans they stand up and take notice.")
    assert "When they see the cans they stand up." in removals
