"""cj217 (stop 99, issue 12): coordinations that are not separable, and spans cut wrong.

1. Attitude pseudo-coordination: the perfect "have gone and V-en" and "up and V" (Huddleston &
   Pullum 2002 ch. 15 §2.5; Stefanowitsch 1999; Hopper 2002): no removal.
2. Particles of one phrasal verb as alternatives ("vote the plan up or down"): no pair.
3. A vocative read as a list member, a plural apposition to the whole coordination (Quirk et
   al. 1985 §10.52, §17.65): no removal.
4. A "that" clause two bare verbs share (right-node raising, H&P ch. 15 §4.4) stays with the
   first verb when the last goes.
5. A third-singular verb read as a plural object ("examines the child and talks to him"):
   no removal.

Constructed sentences of the classes seen in the s9802 review and the cj217 brief, run
through the real pipeline (the real spaCy parse); near misses the rules must leave alone."""

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_perfect_gone_and_is_one_predicate() -> None:
    assert _removals("My brother has gone and ruined the engine.") == {}
    assert _removals("They have gone and got themselves lost again.") == {}


def test_up_and_verb_is_one_predicate() -> None:
    assert _removals("She upped and left without a word.") == {}
    assert _removals("He just up and quit his job last week.") == {}


def test_gone_with_its_own_complement_near_miss() -> None:
    # "gone to Paris" is a real departure: two events, both removals stay
    removals = _removals("He has gone to Paris and bought a flat.")
    assert "He has gone to Paris." in removals
    assert "He has bought a flat." in removals


def test_past_went_and_stays_two_events_near_miss() -> None:
    # the past "went and V" is mostly a real departure in narrative (ab85b): unchanged
    assert "He went to the store." in _removals("He went to the store and bought some milk.")


def test_particle_alternatives_of_one_verb() -> None:
    pairs = [p for p in mined_pairs("The council will vote the plan up or down.", "conjunction")]
    assert pairs == []


def test_particles_of_two_gapped_clauses_near_miss() -> None:
    removals = _removals("He turned the volume up and the lights down.")
    assert "He turned the volume up." in removals


def test_vocative_is_no_list_member() -> None:
    removals = _removals("I see it, I see it, fwend, and I share and appwove...")
    assert not any(h.startswith("Fwend") for h in removals)
    assert not any("and fwend" in h for h in removals)


def test_plural_apposition_to_the_coordination() -> None:
    assert _removals("Sam and Kate, my friends, will visit us.") == {}


def test_singular_apposition_to_the_last_member_near_miss() -> None:
    assert "Mary, his sister, is coming." in _removals("Tom and Mary, his sister, are coming.")


def test_shared_that_clause_stays_with_the_first_verb() -> None:
    removals = _removals("He admitted and regretted that he had lied.")
    assert "He admitted that he had lied." in removals
    assert "He admitted." not in removals
    removals = _removals("So they neither understood nor believed that the farm could be sold.")
    assert "So they understood." not in removals


def test_clause_of_the_last_verb_alone_near_miss() -> None:
    # "smile" takes no "that" clause: the clause is the last verb's own
    removals = _removals("She smiled and said that the farm was sold.")
    assert "She smiled." in removals


def test_verb_read_as_plural_object() -> None:
    removals = _removals("The nurse examines the child and talks to him.")
    assert not any("to him" in h and "examines" in h for h in removals)


def test_plural_object_that_is_no_verb_near_miss() -> None:
    removals = _removals("The cook buys the fish and vegetables at the market.")
    assert "The cook buys the fish at the market." in removals
