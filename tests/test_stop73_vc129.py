"""verb_complement, stop 73, branch vc129: complement boundaries of the blind review s1204g
(classes 1 and 4).

Constructed sentences through the real pipeline (``mined_pairs``, the real spaCy model):

1. "X assumed/believed that P but Q" without a comma: the "but" of denied expectation opens the
   writer's counter to the belief; the hypothesis ends before it (a report of finding keeps it);
2. ", though P" after the infinitive of a permission or future-oriented verb concedes against
   the matrix clause and stays out of the hypothesis (an implicative keeps it);
3. a "but"-clause coordinated with a passive report ("X was thought to be Y but Z") stays out;
4. "be isomorphic to NP" keeps its prepositional complement, and a final "by V-ing" after the
   copular complement of "shown" (the means of showing) goes;
5. a fronted date of a selection or future-oriented verb ("In 1980, IBM chose X to V")
   dates the choosing, not the infinitive's event, and goes (an implicative keeps it).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "verb_complement")}


# 1. belief + "but" without a comma


def test_but_after_a_belief_complement_ends_the_hypothesis():
    text = "The engineers believed that the bridge was safe but in 1990 a crack appeared."
    assert _hypotheses(text) == {"The bridge was safe."}


def test_but_after_an_assumed_complement_with_an_adjunct_ends_the_hypothesis():
    text = (
        "Most of the industry assumed that only the code was protected by law but, starting in"
        " the early 1990s, several lawsuits extended protection to the screens."
    )
    assert _hypotheses(text) == {"Only the code was protected by law."}


def test_but_inside_a_finding_stays():
    text = "The survey found that the drug reduced pain but the effect was small."
    assert _hypotheses(text) == {"The drug reduced pain but the effect was small."}


# 2. concession after an irrealis infinitive


def test_concession_after_permission_leaves_the_hypothesis():
    text = "The new law allows farmers to sell their milk directly, although few of them do so."
    assert _hypotheses(text) == {"Farmers sell their milk directly."}


def test_concession_after_an_implicative_stays():
    text = "She managed to finish the race, though her knee was hurting."
    assert _hypotheses(text) == {"She finished the race, though her knee was hurting."}


# 3. "but" clause coordinated with a passive report


def test_but_clause_after_a_passive_report_leaves_the_hypothesis():
    text = (
        "Ten knots was thought to be the top speed of the ship but in 1912 a faster engine was"
        " fitted."
    )
    hyps = _hypotheses(text)
    assert hyps and all("but" not in h and "1912" not in h for h in hyps)


# 4. relation adjective + "to", means of showing


def test_relation_adjective_keeps_its_to_complement_and_the_means_goes():
    text = (
        "This problem can be shown to be isomorphic to graph colouring by relating values to"
        " nodes and registers to colours."
    )
    assert _hypotheses(text) == {"This problem is isomorphic to graph colouring."}


def test_by_inside_a_participle_clause_stays():
    text = "The sum was shown to be equal to the value obtained by counting the leaves."
    hyps = _hypotheses(text)
    assert hyps and all(h.endswith("obtained by counting the leaves.") for h in hyps)


# 5. fronted date of a future irrealis infinitive


def test_fronted_date_of_choosing_goes():
    text = "In 1980, the firm chose a small company to supply the operating system."
    assert _hypotheses(text) == {"A small company supplied the operating system."}


def test_fronted_date_of_an_implicative_stays():
    text = "In 1980, he managed to finish the race."
    assert _hypotheses(text) == {"In 1980, he finished the race."}
