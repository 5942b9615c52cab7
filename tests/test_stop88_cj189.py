"""Stop 88, cj189: conjunct spans a linguist would draw in appositives, gapped correctives,
coordinated comparisons, repeated-preposition lists and clauses the parse read as phrases.

* an appositive opened by "even" after a comma ("the things that are made, even his power and
  divinity") has a host that is no conjunct of the "and" inside it
  (``conjuncts._particularized_member`` with ``_APPOSITIVE_INDICATORS``; Quirk et al. 1985
  §17.65-17.80);
* a gapped corrective remnant after a catenative chain ("ought not to save up for X, but
  [Y for Z]") is the gapped clause's, not a noun phrase beside X (``_catenative_chain_end`` in
  ``gapped_clause_remnant``; Quirk et al. 1985 §13.92, §3.49);
* coordinated adjective phrases with their own standards ("wise as serpents and harmless as
  doves") are removed whole (``_coordinated_comparison_phrases``; Quirk et al. 1985 §13.41);
* a bare noun phrase after a list of one preposition's phrases is that preposition's last
  object, the adverb and preposition before the list shared
  (``conjunction._objects_of_repeated_preposition``; Sag et al. 1985);
* a clause with a fronted prepositional phrase that the parse read as a phrase, after "; and",
  is not paired with a phrase inside the clause before (``_clause_read_as_phrase``).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removed(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def _pairs(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind in {"conjunct_removed", "conjunct_added"}
    ]


def _shortened(pairs: list) -> set[str]:
    """The sentence without a conjunct: a removal's hypothesis, an addition's premise."""
    return {p.hypothesis if p.hypothesis_kind == "conjunct_removed" else p.premise for p in pairs}


def test_even_appositive_host_is_no_conjunct():
    text = "These men have given their lives, even their health and their wealth, for the poor."
    short = _shortened(_pairs(text))
    assert short, "the appositive's own members still make pairs"
    # the host "their lives" is never dropped, and the appositive never turned into a conjunct
    assert all("their lives," in s for s in short), short
    assert not any("lives and" in s for s in short), short
    # the good neighbours inside the appositive stay
    assert "These men have given their lives, even their health, for the poor." in short


def test_even_appositive_host_task_sentence():
    text = (
        "For the invisible things of him since the creation of the world are clearly seen, being"
        " perceived through the things that are made, even his everlasting power and divinity,"
        " that they may be without excuse."
    )
    short = _shortened(_pairs(text))
    assert all("the things that are made, even" in s for s in short), short


def test_gapped_corrective_remnant_is_removed_whole_or_kept():
    text = "The children ought not to play in the street, but the adults in the park."
    short = _shortened(_pairs(text))
    assert short == {"The children ought not to play in the street."}, short


def test_gapped_corrective_task_sentence():
    text = (
        "For the children ought not to save up for the parents, but the parents for the children."
    )
    short = _shortened(_pairs(text))
    assert "For the children ought not to save up for the parents for the children." not in short
    assert short == {"For the children ought not to save up for the parents."}, short


def test_coordinated_comparisons_removed_whole():
    text = "The old dog was gentle as a lamb and loyal as a soldier."
    assert _removed(text) == {
        "The old dog was loyal as a soldier.",
        "The old dog was gentle as a lamb.",
    }


def test_coordinated_comparisons_task_sentence():
    text = "Therefore be wise as serpents and harmless as doves."
    assert _removed(text) == {"Therefore be harmless as doves.", "Therefore be wise as serpents."}


def test_equative_neighbour_untouched():
    # passes on the base too: "as white as snow" was already a whole conjunct
    text = "His hair was as white as snow and as soft as wool."
    assert _removed(text) == {"His hair was as soft as wool.", "His hair was as white as snow."}


def test_repeated_preposition_list_keeps_shared_prefix():
    text = "She worked hard on the roof, on the porch, and the garden."
    short = _shortened(_pairs(text))
    assert "She worked hard on the garden." in short
    assert "She worked the garden." not in short


def test_repeated_preposition_task_sentence():
    text = (
        "They continued steadfastly in the apostles' teaching and fellowship, in the breaking of"
        " bread, and prayer."
    )
    short = _shortened(_pairs(text))
    assert "They continued prayer." not in short
    assert "They continued steadfastly in prayer." in short


def test_clause_read_as_phrase_not_spliced():
    text = (
        "Be it known to you therefore, sisters, that through this woman is proclaimed to you"
        " remission of debts; and by her everyone who believes is freed from all debts."
    )
    short = _shortened(_pairs(text))
    assert not any("is by her" in s for s in short), short
    assert short == {
        "Be it known to you therefore, sisters, that through this woman is proclaimed to you"
        " remission of debts."
    }


def test_clause_read_as_noun_phrase_task_sentence():
    text = (
        "Be it known to you therefore, brothers, that through this man is proclaimed to you"
        " remission of sins; and by him everyone who believes is justified from all things, from"
        " which you could not be justified by the law of Moses."
    )
    short = _shortened(_pairs(text))
    assert not any("remission of by him" in s for s in short), short


def test_full_clause_after_semicolon_neighbour():
    # passes on the base too: a correctly parsed clause pair keeps both removals
    text = "In this house is kept the gold of the king; and in that tower every jewel he owns is locked away."
    assert "In this house is kept the gold of the king." in _removed(text)


def test_clause_after_semicolon_but_read_as_prepositional_phrase():
    # ab87b: "to the Levites he gave ..." parsed a prepositional conjunct of "given"
    text = (
        "For Moses had given the inheritance of the two tribes and the half-tribe beyond the"
        " Jordan; but to the Levites he gave no inheritance among them."
    )
    short = _shortened(_pairs(text))
    assert "For Moses had to the Levites he gave no inheritance among them." not in short, short


def test_argument_cluster_with_relative_clause_neighbour():
    # passes on the base too: "and [to God the things that are God's]" is a remnant whose
    # one tensed verb is its relative clause's, so both removals stay
    text = (
        "Jesus answered them, \"Render to Caesar the things that are Caesar's, and to God the"
        " things that are God's.\""
    )
    assert 'Jesus answered them, "Render to God the things that are God\'s."' in _removed(text)
