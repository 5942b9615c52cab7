"""Stop 84, branch pr178: possessive drafts that state nothing or the wrong thing.

A possessive presupposes its possessum and the relation (Barker 1995, 2011); "X has/had N"
states that for a thing one owns, not for (ii) a plural with a sense of its own that names the
person's state or doing ("her tears", "his spirits": ``_state_plural_possessum``) or one
person's companionship ("his society": ``_companionship_possessum``), and (iii) the draft must
not carry a degree adverb of the verb ("admires her paintings very much":
``_without_verb_adverbs`` with ``VERB_DEGREE_ADVERBS``).

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import possessive_drafts

_drafts = possessive_drafts


# (ii) plurals with a sense of their own: WordNet's lexicalised plural ("tears" = crying.n.01)
def test_persons_tears_are_no_draft() -> None:
    assert _drafts("The sight of the widow's tears softened the judge.") == set()


# (ii) the word list: "spirits" = mood, a sense WordNet files under the singular only
def test_persons_spirits_are_no_draft() -> None:
    assert _drafts("The baker's spirits rose at the good news.") == set()


def test_persons_papers_keep_their_draft() -> None:
    # a concrete lexicalised plural (document.n.01): one has papers
    assert "Her cousin had papers." in _drafts("Her cousin's papers lay on the desk.")


def test_things_plural_keeps_its_draft() -> None:
    # a thing's plural is no person's state ("wings" is lexicalised as noun.act in WordNet)
    assert "The jet had swept wings." in _drafts("The jet's swept wings gleamed in the sun.")


def test_persons_body_part_keeps_its_flagged_draft() -> None:
    # body parts stay with ``_inalienable`` (a warning, pinned since stop 15)
    assert "The sailor had hands." in _drafts("The sailor's hands were cold.")


# (ii) one person's companionship (company.n.03)
def test_persons_society_is_no_draft() -> None:
    assert _drafts("The colonel's society was a comfort to the family.") == set()


def test_groups_society_keeps_its_draft() -> None:
    assert "The tribe had a society." in _drafts("The tribe's society was based on kinship.")


def test_persons_company_as_firm_keeps_its_draft() -> None:
    # "company" is first a firm (under organization.n.01), which a person can have
    assert "The colonel had a company." in _drafts("The colonel's company marched north.")


def test_doctors_car_keeps_its_draft() -> None:
    assert "The doctor had a car." in _drafts("The doctor's car was parked outside.")


# (iii) a degree adverb of the verb hung on the possessed noun
def test_degree_adverb_is_cut_from_the_draft() -> None:
    drafts = _drafts("Though he admires Anna's paintings very much, he never buys one.")
    assert drafts == {"Anna has paintings."}


def test_degree_noun_phrase_adverb_is_cut_from_the_draft() -> None:
    assert _drafts("They loved the captain's dogs a lot.") == {"The captain had dogs."}


def test_draft_without_adverb_unchanged() -> None:
    assert _drafts("They fed the captain's dogs.") == {"The captain had dogs."}
