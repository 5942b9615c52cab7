"""verb_complement precision, thirty-eighth pass (branch vc30): hypotheses (the complement as a
stand-alone sentence) that judges of the blind slices s1129w-s1130a found unfaithful because
they keep material that is no part of the complement's proposition.

Class 1: comma-set interpersonal fillers inside the clause ("it's a, you know, touchy-feely
thing"; Schiffrin 1987 on "you know"/"I mean") go with their commas
(pipeline.rewrite.complement.parenthetical_fillers); a sentence-initial "Like," goes like
"Well,".
Class 2: a fronted enumerative or transitional conjunct of the matrix ("Third, Egeli urges
artists to ..."; Quirk et al. 1985 §8.134-8.137) stays out of a hypothesis whose subject is the
object controller; in place it stays, as in RP19's gold complements.
Class 3: a fronted purpose infinitive ("To save money, she asked her brother to drive") is
controlled by the matrix subject (Quirk et al. 1985 §15.59); with an object controller it is
left out, not given to the new subject.
Class 4: ", although ..." after a passive verb of saying/believing or "seem/appear" concedes
against the report, not the event (Quirk et al. 1985 §8.88), and is left out; after an
implicative it stays.

Constructed sentences through the real spaCy model and the real extractor/rewriters; every
"is now" assertion failed on the code before this change (a341fcc); the guards pin pairs that
must stay as they were.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of


def _hypotheses(found, lemma: str) -> set[str]:
    return {p.hypothesis for p in pairs_of(found, lemma)}


# -- class 1: comma-set fillers ----------------------------------------------------------------


def test_you_know_inside_a_that_complement_goes_with_its_commas(mine):
    """Blind reject s1129w verb-022 ("it's a, you know, touchy-feely thing")."""
    original, negated = pairs_of(mine("I think it's a, you know, difficult case."), "think")
    assert original.hypothesis == "It's a difficult case."
    assert negated.hypothesis == "It's a difficult case."
    assert original.premise == "I think it's a, you know, difficult case."
    assert kept(original)


def test_i_mean_and_like_inside_complements_go(mine):
    assert _hypotheses(mine("We decided the house was, I mean, simply too small."), "decide") == {
        "The house was simply too small."
    }
    assert _hypotheses(mine("The police said that he had, like, fled the country."), "say") == {
        "He had fled the country."
    }
    assert _hypotheses(mine("He told me that he likes apples, you know."), "tell") == {
        "He likes apples."
    }


def test_filler_inside_an_infinitive_complement_goes(mine):
    assert _hypotheses(
        mine("They managed to keep the shop open, you know, through the whole winter."), "manage"
    ) == {"They kept the shop open through the whole winter."}


def test_filler_between_two_clauses_leaves_one_comma(mine):
    """Between clauses ("..., you know, we have no money") or after an interjection one comma
    stays: the two clauses are not run together."""
    assert _hypotheses(mine("She said there is a problem, you know, we have no money."), "say") == {
        "There is a problem, we have no money."
    }


def test_sentence_initial_like_goes_as_well_does(mine):
    assert _hypotheses(mine("Like, he wanted to leave early."), "want") == {"He left early."}


def test_like_as_a_verb_or_preposition_stays(mine):
    """Guard: "like" that is no comma-set filler is part of the clause."""
    assert _hypotheses(mine("She knows that I like apples."), "know") == {"I like apples."}
    hyps = _hypotheses(mine("He said that cities like Paris are expensive."), "say")
    assert hyps == {"Cities like Paris are expensive."}


def test_comma_set_appositive_stays(mine):
    """Guard: a comma-set phrase that is not one of the fillers is kept."""
    hyps = _hypotheses(mine("She said that her brother, a doctor, lives in Leeds."), "say")
    assert hyps == {"Her brother, a doctor, lives in Leeds."}


# -- class 2: fronted conjuncts ----------------------------------------------------------------


def test_fronted_listing_conjunct_stays_out_with_an_object_controller(mine):
    """Blind reject s1129z verb-045 ("Third, Egeli urges artists to seek ...")."""
    original, negated = pairs_of(
        mine("Second, the report encourages teachers to use simple examples."), "encourage"
    )
    assert original.hypothesis == "Teachers use simple examples."
    assert negated.hypothesis == "Teachers use simple examples."
    assert original.premise == "Second, the report encourages teachers to use simple examples."


def test_fronted_transitional_conjunct_stays_out_with_an_object_controller(mine):
    assert _hypotheses(mine("Finally, the board asked the manager to resign."), "ask") == {
        "The manager resigned."
    }
    assert _hypotheses(mine("However, the court ordered the firm to pay a fine."), "order") == {
        "The firm paid a fine."
    }


def test_fronted_conjunct_stays_in_place_as_in_the_gold(mine):
    """Guard: in place RP19's gold complements keep the conjunct ("Therefore, commercial
    companies strive to firm the design" -> "Therefore, commercial companies firm ...")."""
    assert _hypotheses(mine("However, the council refused to approve the budget."), "refuse") == {
        "However, the council approved the budget."
    }


def test_fronted_time_adjunct_stays(mine):
    """Guard: a fronted time adjunct is part of what the complement claims."""
    assert _hypotheses(mine("Yesterday, the mayor urged residents to stay indoors."), "urge") == {
        "Yesterday, residents stayed indoors."
    }
    assert _hypotheses(mine("In 2010, the company managed to double its profits."), "manage") == {
        "In 2010, the company doubled its profits."
    }


# -- class 3: fronted purpose infinitive with an object controller ----------------------------


def test_fronted_purpose_infinitive_is_not_given_to_the_object_controller(mine):
    """Blind reject s1129w verb-033 ("To further foster bicultural cooperation, Oglethorpe went
    to Coweta")."""
    original, _ = pairs_of(mine("To save money, she asked her brother to drive the truck."), "ask")
    assert original.hypothesis == "Her brother drove the truck."
    hyps = _hypotheses(
        mine("To win more votes, the senator urged his staff to call every voter."), "urge"
    )
    assert hyps == {"His staff called every voter."}


def test_in_order_to_fronted_goes_too(mine):
    hyps = _hypotheses(
        mine("In order to cut costs, the manager forced the workers to take unpaid leave."),
        "force",
    )
    assert hyps == {"The workers took unpaid leave."}


def test_fronted_purpose_stays_with_subject_control(mine):
    """Guard: with subject control the purpose's subject is the hypothesis's subject."""
    hyps = _hypotheses(mine("To save money, she managed to cut her spending by half."), "manage")
    assert hyps == {"To save money, she cut her spending by half."}


def test_fronted_prepositional_to_phrase_stays(mine):
    """Guard: "To everyone's surprise" is a prepositional phrase, not a purpose clause."""
    hyps = _hypotheses(
        mine("To everyone's surprise, the coach allowed the players to rest."), "allow"
    )
    assert hyps == {"To everyone's surprise, the players rested."}


# -- class 4: a concession against a report or an appearance ----------------------------------


def test_concession_after_a_passive_report_stays_out(mine):
    """Blind reject s1129z verb-028 ("is believed to have entered in an infected bird,
    although there is no clear evidence")."""
    original, _ = pairs_of(
        mine("The fire is thought to have started in the kitchen, although no proof was found."),
        "think",
    )
    assert original.hypothesis == "The fire started in the kitchen."
    assert _hypotheses(
        mine("The painting is said to be worth millions, though experts disagree."), "say"
    ) == {"The painting is worth millions."}


def test_concession_after_seem_stays_out(mine):
    assert _hypotheses(
        mine("She seems to enjoy the work, although she rarely says so."), "seem"
    ) == {"She enjoys the work."}


def test_concession_after_an_implicative_stays(mine):
    """Guard: after "manage" and "force" the concession holds of the event too."""
    assert _hypotheses(
        mine("She managed to finish the race, although she was badly hurt."), "manage"
    ) == {"She finished the race, although she was badly hurt."}
    assert _hypotheses(
        mine("The ship was forced to return to port, although the weather was fine."), "force"
    ) == {"The ship returned to port, although the weather was fine."}
