"""Stop 88, vc180: what belongs to the matrix clause stays out of the verb_complement
hypothesis: a closing bare-"that" purpose clause after a to-complement (Quirk et al. 1985
§15.48; s1205t verb-002) and a final comma-set means phrase that resumes a fronted means phrase
of the matrix (Quirk et al. 1985 §8.79, §15.3; s1205t verb-043, verb-049)."""

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and p.hypothesis_kind == "complement"
    }


def test_purpose_clause_of_negated_matrix_leaves_with_its_conjunct():
    text = (
        "You shall never seek to have peace with them, that you may be strong, and eat the "
        "good things of the land, and that you may leave it for an inheritance to your "
        "children for evermore."
    )
    assert _hypotheses(text) == {"You shall have peace with them."}


def test_constructed_purpose_clause_after_to_complement_leaves():
    text = "The elders wanted to build a wall around the town, that the raiders might not enter it."
    assert _hypotheses(text) == {"The elders built a wall around the town."}
    assert _hypotheses(text, "negated") == {"The elders built a wall around the town."}


def test_so_that_clause_without_comma_stays():
    # the neighbour: an unset "so that" clause of the complement's event is left alone
    text = "She wanted to open the gate so that the sheep could graze."
    assert _hypotheses(text) == {"She opened the gate so that the sheep could graze."}


def test_resumed_by_phrase_of_knowing_leaves_the_hypothesis():
    text = "By this we know that he remains in us, by the Spirit which he gave us."
    assert _hypotheses(text) == {"He remains in us."}
    assert _hypotheses(text, "negated") == {"He remains in us."}


def test_constructed_resumed_means_phrases_leave():
    assert _hypotheses(
        "By this we learned that the river had risen, by the marks on the bridge."
    ) == {"The river had risen."}
    assert _hypotheses(
        "Through these letters we learned that she had lived in Rome, through the testimony "
        "of her servants."
    ) == {"She had lived in Rome."}


def test_means_phrase_without_fronted_means_stays():
    # no fronted means phrase, or a fronted time phrase: the final one is the complement's
    assert _hypotheses("We know that he came, by train.") == {"He came, by train."}
    assert _hypotheses("By noon we knew that he had come, by train.") == {"He had come, by train."}


def test_purpose_clause_after_aspectual_verb_stays():
    # S asserts the act after "began to": its purpose stays with it (a prior pair judged kept)
    text = "He began to sweep the floor, that it might be clean for the guests."
    assert _hypotheses(text) == {"He swept the floor, that it might be clean for the guests."}
