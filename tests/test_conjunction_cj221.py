"""cj221: a conjunct removal edits the conjunct and its coordinator, nothing else.

1. An absolute clause the parse made a list member ("stood there, [his hands cold] and
   [trembling]"): its subject scopes over the coordinated predicates and stays; an absolute that
   is the last member ("from A, B, and [Illinois hoping to buy land]") has no partner: no pair
   (Quirk et al. 1985 §15.58; Huddleston & Pullum 2002 ch. 15 §4.1).
2. A shared of-genitive after a list of bare nouns stays ("the hats and coats of the guests";
   Quirk et al. 1985 §5.116; Huddleston & Pullum 2002 ch. 15 §4.4).
3. "and yet": the concessive goes with the coordinator (Quirk et al. 1985 §8.137, §13.19).
4. The comma between the subject and its verb that closed the removed last conjunct goes
   (Quirk et al. 1985 App. III.14).
5. An interjection set off by a comma is no list member, and no removal takes it.

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import conjunction_removals as _removals


def test_absolute_subject_stays_with_the_kept_predicate() -> None:
    removals = _removals("The soldier stood there, his hands cold and trembling, his eyes wet.")
    assert "The soldier stood there, trembling, his eyes wet." not in removals
    assert "The soldier stood there, his hands trembling, his eyes wet." in removals
    assert "The soldier stood there, his hands cold, his eyes wet." in removals


def test_absolute_after_finite_clause_keeps_the_clause() -> None:
    removals = _removals("She walked home, her shoes wet and muddy.")
    assert "She walked home and muddy." not in removals
    assert "She walked home, her shoes muddy." in removals


def test_absolute_as_last_member_gives_no_removal() -> None:
    removals = _removals("Settlers came from Ohio, Indiana, and Illinois hoping to buy land.")
    assert "Settlers came from Ohio, Indiana." not in removals


def test_small_clause_without_comma_is_no_absolute_near_miss() -> None:
    # no comma sets it off: a complex-transitive complement, left to the other rules
    removals = _removals("The rooms were bright, clean, and quiet when we arrived.")
    assert "The rooms were bright and clean when we arrived." in removals


def test_shared_of_genitive_stays_after_list() -> None:
    removals = _removals(
        "She smiled at the hats, coats, and boots of the guests, who had just arrived."
    )
    assert "She smiled at the hats and coats." not in removals
    assert "She smiled at the hats and coats of the guests, who had just arrived." in removals


def test_indefinite_of_phrase_is_the_last_nouns_own_near_miss() -> None:
    # "of wool" is no owner: the material phrase is the last noun's, and goes with it
    removals = _removals("She sold the hats, coats, and boots of wool at the fair.")
    assert "She sold the hats and coats at the fair." in removals


def test_and_yet_goes_with_the_removed_conjunct() -> None:
    removals = _removals("She was tired, and yet eager to go home.")
    assert "She was yet eager to go home." not in removals
    assert "She was eager to go home." in removals
    assert "She was tired." in removals


def test_yet_more_is_no_concessive_near_miss() -> None:
    removals = _removals("They brought bread and yet more wine.")
    assert "They brought yet more wine." in removals


def test_subject_closing_comma_goes_with_the_last_conjunct() -> None:
    removals = _removals("The rise of radio and the debates around it, shaped the election.")
    assert "The rise of radio, shaped the election." not in removals
    assert "The rise of radio shaped the election." in removals


def test_comma_of_a_relative_clause_stays_near_miss() -> None:
    removals = _removals("The old house and the barn, which had burned, were rebuilt.")
    assert "The barn, which had burned, was rebuilt." in removals


def test_interjection_is_never_removed() -> None:
    removals = _removals('"Oh, cruel and faithless friend!" he cried.')
    assert '"Cruel and faithless friend!" he cried.' not in removals


def test_of_phrase_of_a_role_noun_is_its_own_near_miss() -> None:
    # "critic of X" is the role's argument: "a board member of the superintendent" is wrong
    removals = _removals(
        "He met Mrs. Williams, a board member and long-time critic of the superintendent, at noon."
    )
    assert "He met Mrs. Williams, a board member, at noon." in removals
