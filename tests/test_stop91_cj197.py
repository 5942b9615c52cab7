"""Stop 91, cj197: conjunction classes judged bad on review text (s1206b, ab90b: Amazon food
reviews). Constructed sentences of each class through the real pipeline (``mined_pairs``), each
with a good neighbour that keeps its pairs."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "conjunction")


def _removals(text: str) -> dict[str, object]:
    return {p.hypothesis: p for p in _pairs(text) if p.hypothesis_kind == "conjunct_removed"}


def test_numeral_list_keeps_its_coordinator() -> None:
    # Quirk et al. 1985 §13.19: the coordinator stands before the last conjunct of a list
    text = "I prefer darker roasts so I've ordered the 7, 8, and 9."
    hyps = _removals(text)
    assert "I prefer darker roasts so I've ordered the 7 and 8." in hyps
    assert "I prefer darker roasts so I've ordered the 7, 8." not in hyps
    # the list's determiner is not taken from the last member ("ordered 9" counts nine)
    assert "I prefer darker roasts so I've ordered 9." not in hyps
    assert "I like stronger coffee so I've tried the 3 and 4." in _removals(
        "I like stronger coffee so I've tried the 3, 4, and 5."  # s1206b conj-018
    )
    # neighbour: a noun list already did so
    assert "She sells fresh bread and homemade jam." in _removals(
        "She sells fresh bread, homemade jam, and cheese."
    )


def test_ambiguous_premodifier_nouns_are_refused() -> None:
    # Quirk et al. 1985 §13.64: "[fresh spinach] and [pork sausage]" or "[spinach and pork]
    # sausage": neither removal is safe
    hyps = _removals("I'll add some fresh spinach and pork sausage to the pot.")
    assert not any("spinach sausage" in h or "fresh pork sausage" in h for h in hyps)
    hyps = _removals(
        "Next time I think I'll add some frozen corn and turkey sausage and serve it stuffed"
        " pepper style!"  # s1206b conj-086
    )
    assert not any("corn sausage" in h or "frozen turkey" in h for h in hyps)
    # neighbour: nothing before the coordinated premodifiers, a plain premodifier coordination
    assert "We tried orange juice." in _removals("We tried apple and orange juice.")
    # neighbour: a plural head reads segregatorily ("meat products and cheese products")
    assert "These are the finest cheese products in the store." in _removals(
        "These are the finest meat and cheese products in the store."
    )


def test_numeral_opening_noun_phrase_beside_adjective_is_refused() -> None:
    hyps = _removals("It takes about 4 hours on high or 8 hours on low in my crock pot.")
    assert not any("on high hours" in h or "on 8 hours" in h for h in hyps)
    assert hyps == {}
    # neighbour: two numerals coordinate
    assert "I bought one box." in _removals("I bought one or 2 boxes.")


def test_object_pronoun_left_alone_in_of_genitive_is_refused() -> None:
    # H&P 2002 ch. 5 §16.3: a lone pronoun possessor takes the genitive ("my choice")
    hyps = _removals("This brand has been the choice of my kids and me for years.")
    assert "This brand has been the choice of me for years." not in hyps
    assert "This brand has been the choice of my kids for years." in hyps
    # neighbour: "from me" is no genitive
    assert "This was a gift from me." in _removals("This was a gift from my wife and me.")


def test_gapped_object_remnant_keeps_its_verb() -> None:
    # Quirk et al. 1985 §13.92: "a cake for the office" is a gapped remnant of "made"
    hyps = _removals("I made a cake at home and a cake for the office and not one person ate it.")
    assert not any(h.startswith("A cake for") for h in hyps)
    assert "I made a cake at home." in hyps
    # neighbour: a clause whose subject is the substitute "ones" is no remnant (ab90b)
    assert "The orange ones are very good." in _removals(
        "We love the chocolate ones best, but the orange ones are also very good."
    )
    # neighbour: a remnant with another head noun is rebuilt with its verb
    assert "We made a soup for dinner." in _removals(
        "We made a salad for lunch and a soup for dinner."
    )


def test_object_pronoun_of_removed_verb_phrase_under_plural_subject() -> None:
    # condition B: the shared subject "They" cannot bind "them" in its own clause
    hyps = _removals("They kept taking new orders and never shipping them.")
    assert "They kept never shipping them." not in hyps
    assert "They kept taking new orders." in hyps
    # neighbour: no pronoun in the kept verb phrase
    assert "They moved away." in _removals("They took our money and then moved away.")


def test_verb_phrase_after_integrated_relative_is_not_raised() -> None:
    # H&P 2002 ch. 12 §3: "will climb" may coordinate inside the relative ("the cat that ...")
    hyps = _removals(
        "He is the same cat that climbed the tall oak in a minute, and will climb any fence too."
    )
    assert "He will climb any fence." not in hyps
    # neighbour: no relative clause, the verb phrase's subject is the main one
    assert "He will climb any fence." in _removals("He is the same cat, and will climb any fence.")


def test_clause_opened_by_its_is_no_noun_phrase() -> None:
    text = "I ordered it because it was supposed to be a mild salsa and its really a very hot one."
    hyps = {p.hypothesis for p in _pairs(text)}
    assert not any("to be its" in h for h in hyps)
    assert "I ordered it because it was supposed to be a mild salsa." in _removals(text)


def test_polarity_any_of_disjunction_is_downward() -> None:
    # Ladusaw 1979: "any" in a conditional antecedent or under negation is existential, and
    # the conditional/negation makes the disjunction downward entailing
    for text, hyp in [
        (
            "If any of my neighbors or coworkers see the box, they want some.",
            "If any of my coworkers see the box, they want some.",
        ),
        ("I did not see any of the cats or dogs.", "I did not see any of the cats."),
    ]:
        pair = _removals(text)[hyp]
        assert pair.heuristic_label == "entailment", (text, pair.label_rule)
    # neighbour: a plain conditional keeps its downward label
    plain = _removals("If my family or friends know I have mints, they ask me to share.")
    assert plain["If my friends know I have mints, they ask me to share."].heuristic_label == (
        "entailment"
    )


def test_no_antonym_swap_inside_embedded_question() -> None:
    # H&P 2002 ch. 11 §5.2: "if" after "know" opens a closed interrogative, not a conditional
    text = (
        "I don't know if the mailman left the box in the hot sun or not, but the chocolate was"
        " melted."
    )
    pairs = _pairs(text)
    assert not any(
        p.hypothesis_kind == "conjunct_replaced" and "cold" in p.hypothesis for p in pairs
    )
    # the coordination's own removals stay
    assert "The chocolate was melted." in _removals(text)


def test_flavour_binomial_in_list_is_one_member() -> None:
    # Malkiel 1959: "sweet and spicy" names one flavour in a list
    hyps = _removals("My favorites are honey, sweet and spicy, and jalapeno.")
    assert not any(
        "honey, jalapeno" in h or "honey, spicy" in h or "sweet and jalapeno" in h for h in hyps
    )
    assert hyps == {}
    # neighbour: standing alone it is an ordinary coordination of adjectives
    assert "The chips are sweet." in _removals("The chips are sweet and spicy.")
