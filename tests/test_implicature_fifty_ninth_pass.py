"""Fifty-ninth pass (docs/implicature.md, "Fifty-ninth pass (stop 58, im52: hypothetical could,
existential many, kept conjuncts)").

No candidate for "could" in a present-time frame or with a beneficiary verb, for "many/some N
are available", or for "interesting" with a reason clause; a shared predicate
coordination is in the premise whenever the hypothesis keeps it, and no question is written
when one fronted operator cannot head every conjunct; no pair when an exemplifying list is
stranded by a cut or when the item's clause is a participle phrase after a colon; no candidate
for a modal in a bare relative clause of the subject.
Constructed sentences through the real pipeline; each class has a twin that keeps its pairs."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _premises(text: str, subtype: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "implicature"):
        if p.subtype == subtype:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def test_could_in_present_frame_gets_no_pair() -> None:
    text = "This is why you should keep a cache here: the clients could reuse it every night."
    assert _hypotheses(text, "modals") == set()


def test_could_with_beneficiary_verb_gets_no_pair() -> None:
    assert _hypotheses("The students could benefit from the new library.", "modals") == set()


def test_could_alone_keeps_its_pair() -> None:
    assert _hypotheses("That teenager could yell.", "modals") == {
        "That teenager didn't need to yell."
    }


def test_many_available_gets_no_pair() -> None:
    text = "Many mail filters are available in the archive, which all read the same rules."
    assert _hypotheses(text, "quantifiers") == set()


def test_many_with_ordinary_adjective_keeps_its_pair() -> None:
    assert _hypotheses("Many mail filters are slow.", "quantifiers") == {
        "Not all mail filters are slow."
    }


def test_interesting_with_reason_clause_gets_no_pair() -> None:
    text = "The backports site is interesting, since it gathers newer builds of stable tools."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_interesting_alone_keeps_its_pair() -> None:
    assert _hypotheses("The lecture was interesting.", "gradable_adjectives") == {
        "The lecture wasn't fascinating."
    }


def test_dropped_conjunct_premises_are_not_written() -> None:
    text = "Many driver files are non-free and are thus kept in a separate section."
    premises = _premises(text, "quantifiers")
    assert set(premises) == {"original"}
    assert _hypotheses(text, "quantifiers") == {
        "Not all driver files are non-free and are thus kept in a separate section."
    }


def test_copula_and_lexical_conjunct_get_no_question() -> None:
    text = "Many Linux distributions are derivatives of Debian and reuse its package tools."
    premises = _premises(text, "quantifiers")
    assert "interrogative" not in premises
    assert premises["conditional"] == {
        "If many Linux distributions are derivatives of Debian and reuse its package tools, "
        "it's okay."
    }


def test_shared_do_support_question_is_kept() -> None:
    premises = _premises("Most farmers kept the grain and sold it later.", "quantifiers")
    assert premises["interrogative"] == {"Did most farmers keep the grain and sell it later?"}


def test_stranded_example_list_gets_no_pair() -> None:
    text = (
        "Some distributions contain many tools for recovery, such as Kali (see Section A.8), "
        "with its live mode, BlackArch, and the commercial Grml."
    )
    assert _hypotheses(text, "quantifiers") == set()


def test_examples_before_the_predicate_keep_the_pair() -> None:
    assert _hypotheses("Many fruits, such as apples, are sweet.", "quantifiers") == {
        "Not all fruits are sweet."
    }


def test_participle_phrase_after_colon_gets_no_pair() -> None:
    text = "The syntax of the file is quite simple: two fields separated with whitespace."
    assert _hypotheses(text, "numerals") == set()


def test_finite_clause_after_colon_keeps_its_pair() -> None:
    assert _hypotheses("The result is clear: two teams finished the race.", "numerals") == {
        "No more than two teams finished the race."
    }


def test_modal_in_contact_relative_of_subject_gets_no_pair() -> None:
    text = "The first place average users may use the technology is when it is built into cars."
    assert _hypotheses(text, "modals") == set()


def test_deontic_may_in_main_clause_keeps_its_candidate() -> None:
    premises = _premises("Students may use the lab after six.", "modals")
    assert premises["original"] == {"Students may use the lab after six."}
