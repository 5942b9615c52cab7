"""cj219 (stop 100, issue 12): lists repaired after a removed member, correlatives left behind,
exceptive "but", spans cut wrong on long conjuncts.

1. A semicolon list ("A; B; and C") whose first member the parse left outside the pair: the
   shortened list keeps its coordinator ("A and C"; Quirk et al. 1985 App. III.17).
2. A list inside the subject's postmodifier that the parse made a second subject (H&P 2002
   ch. 4 §3: one subject per clause): "with its garden and its orchard".
3. A bare name after a bare name, between commas before ", and", is a list member, not an
   appositive (Quirk et al. 1985 §13.38, §17.65).
4. A prepositional phrase after the last of bare names or pronouns modifies the clause and
   stays (H&P 2002 ch. 5 §20.1: proper names take no restrictive modifier).
5. "Everyone but X" read as a coordination is the exceptive preposition (H&P 2002 ch. 7 §4.5):
   no candidate.
6. A verbless exhaustive conditional "whether A or B" loses its "whether" with an alternative
   (H&P 2002 ch. 11 §5.3.2).

Constructed sentences run through the real pipeline (the real spaCy parse), each with a near
miss that must not change."""

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_semicolon_list_keeps_its_coordinator() -> None:
    removals = _removals("The committee included a lawyer; a doctor; and a teacher.")
    assert "The committee included a lawyer and a teacher." in removals
    assert "The committee included a lawyer and a doctor." in removals
    assert not any(";" in h for h in removals)
    removals = _removals("We bought apples; pears, which were ripe; and plums.")
    assert "We bought apples and plums." in removals
    assert "We bought apples; plums." not in removals


def test_semicolon_between_clauses_near_miss() -> None:
    # no semicolon before the coordinator: the semicolon ends a clause, the pair is its subject
    removals = _removals("They fixed the roof; the walls and the floor were left.")
    assert "They fixed the roof; the walls were left." in removals


def test_list_read_as_second_subject() -> None:
    removals = _removals("The old house with its garden, its pond and its orchard was sold.")
    assert "The old house with its garden and its orchard was sold." in removals
    assert "The old house with its garden, its pond was sold." not in removals


def test_list_inside_one_subject_near_miss() -> None:
    removals = _removals("A box with pens, pencils and rulers was found.")
    assert "A box with pens and rulers was found." in removals


def test_bare_name_between_commas_is_a_member() -> None:
    removals = _removals("We invited Anna, Ben, and Carl to the party.")
    assert "We invited Anna and Ben to the party." in removals
    assert "We invited Anna and Carl to the party." in removals
    assert "We invited Anna, Ben to the party." not in removals
    assert "We invited Carl to the party." not in removals


def test_description_between_commas_stays_an_appositive_near_miss() -> None:
    removals = _removals("John Smith, the mayor, and his wife came.")
    assert "John Smith and his wife came." not in removals
    assert "John Smith and the mayor came." not in removals


def test_adjunct_after_bare_names_is_shared() -> None:
    removals = _removals("We saw Anna, Ben, Carl, and Dora at the station.")
    assert "We saw Anna, Ben and Carl at the station." in removals
    assert "We saw Anna, Ben and Carl." not in removals


def test_phrase_after_a_determined_noun_near_miss() -> None:
    # a common noun with its determiner may take the phrase as its own modifier: unchanged
    removals = _removals("He called his mother and his brother in Canada.")
    assert "He called his mother." in removals


def test_universal_but_read_as_coordinator_is_exceptive() -> None:
    assert mined_pairs("Everyone but Tom came to the party.", "conjunction") == []
    assert mined_pairs("Everybody but me was invited.", "conjunction") == []


def test_negative_exceptive_and_clause_but_near_miss() -> None:
    removals = _removals("Nobody but his wife knew the truth.")
    assert removals["Nobody knew the truth."].heuristic_label == "contradiction"
    assert "Everyone came." in _removals("Everyone came, but Tom left early.")


def test_verbless_whether_goes_with_an_alternative() -> None:
    removals = _removals("They travel whether by train or by bus.")
    assert "They travel by train." in removals
    assert "They travel whether by train." not in removals


def test_whether_of_an_interrogative_clause_near_miss() -> None:
    removals = _removals("They asked whether Anna or Ben had called.")
    assert "They asked whether Anna had called." in removals
