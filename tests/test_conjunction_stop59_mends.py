"""Stop 59 mends (md5) of the rt2 review's findings 3, 12 and 10 on cj96's conjunction code.

Finding 3: a "the" before a list whose later conjuncts include a bare common noun is shared by
the common nouns, so removing the first conjunct keeps it ("the navigator and James Cook"); a
list of names alone still gives the first name's article to it (cj96's twin). Finding 12: the
name-classifier list holds noun lemmas only (the "falls" entry could never match). Finding 10:
the WordNet first-sense-under test is one public helper. Sentences are constructed; they run the
real pipeline."""

from lemminflect import getLemma

from pipeline.lexicon.tables import word_set
from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, str]:
    """hypothesis -> label, of the conjunct-removal pairs."""
    return {
        p.hypothesis: p.heuristic_label
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


# --- finding 3: a later bare common noun shares the article --------------------------------


def test_article_shared_with_a_later_common_noun_stays() -> None:
    removals = _removals("The crew included the captain, navigator and James Cook.")
    assert "The crew included the navigator and James Cook." in removals
    assert "The crew included navigator and James Cook." not in removals


def test_plural_common_nouns_share_the_article_before_a_name() -> None:
    removals = _removals("The festival featured the singers, dancers and Madonna.")
    assert "The festival featured the dancers and Madonna." in removals
    assert "The festival featured dancers and Madonna." not in removals


def test_twin_names_only_give_the_article_to_the_first() -> None:
    # cj96's rule: a later bare articleless name shows the "the" is the first name's own
    removals = _removals("Authors have located them in the Ukraine, Asia Minor, or Libya.")
    assert "Authors have located them in Asia Minor or Libya." in removals
    assert not any("the Asia Minor" in h for h in removals)


def test_twin_common_noun_with_its_own_determiner_does_not_share() -> None:
    removals = _removals(
        "The talks were attended by the President, his ministers and Angela Merkel."
    )
    assert "The talks were attended by his ministers and Angela Merkel." in removals


# --- finding 12: the classifier list is compared with noun lemmas -------------------------------


def test_name_classifiers_are_noun_lemmas() -> None:
    # conjuncts.py compares the list with the noun's lemma: an entry that is no lemma of itself
    # ("falls" -> "fall") can never match
    for entry in word_set("conjunction_name_classifiers"):
        assert (getLemma(entry, upos="NOUN") or (entry,))[0] == entry, entry


def test_falls_after_names_is_not_capitalised() -> None:
    removals = _removals("The Niagara and Victoria falls attract many tourists.")
    assert not any("Falls" in h for h in removals)


def test_twin_river_classifier_is_capitalised_again() -> None:
    removals = _removals("The Hudson and Mohawk rivers flooded every spring.")
    assert "The Mohawk River flooded every spring." in removals


# --- finding 10: one public WordNet first-sense-under test --------------------------------------


def test_first_sense_under_is_the_shared_helper() -> None:
    from pipeline.lexicon.wordnet import first_sense_under
    from pipeline.phenomena.implicature import _group_noun
    from pipeline.rewrite.conjunct_shared import _people_noun

    assert first_sense_under("tribe", "NOUN", {"social_group.n.01"})
    assert not first_sense_under(
        "team", "NOUN", {"social_group.n.01"}, unless={"organization.n.01"}
    )
    assert _people_noun("tribe") and _people_noun("dynasty") and _people_noun("people")
    # "nation"'s first sense is a state (state.n.04, under organization.n.01): its names are
    # articleless ("Germany"), so it is no people noun here, unlike a tribe
    assert not _people_noun("nation") and not _people_noun("country")
    assert _group_noun("team") and _group_noun("nation") and not _group_noun("people")


def test_nation_examples_keep_the_article_with_its_name() -> None:
    removals = _removals("Several nations, such as the United States and Germany, objected.")
    assert "Several nations, such as Germany, objected." in removals
    assert not any("the Germany" in h for h in removals)
