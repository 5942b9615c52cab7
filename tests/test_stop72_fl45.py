"""Stop 72 round two (fl45): dictionary-definition fragments still written well formed. An
adjective-phrase sense ("Accessible via ...") is mended to "It is accessible via ..."; front
matter before a number, a definiens run on into "that is" + a clause, and a fronted adjunct
before an indefinite genus with a relative clause are ``source:fragment``; a quoted name
('to promote "Open Systems"') no longer hides a definiens from the copular repair.
Constructed sentences after s1204d's FOLDOC rejects, parsed by the real model.
"""

from __future__ import annotations

from tests.phenomenon_support import every_pair_flagged, model_fitness_reasons, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def test_adjective_gloss_is_mended():
    pairs = _pairs("Compatible with older printers and scanners.")
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("It is compatible with older")
        assert pair.hypothesis.startswith("It is compatible with older")
        assert pair.well_formed and not source_flags(pair)
        assert "copular-definition" in pair.features["flags"]


def test_adjective_sentence_with_a_verb_is_not_mended():
    pairs = _pairs("Compatible printers and scanners are sold here.")
    assert pairs
    assert not any(p.premise.startswith("It is") for p in pairs)


def test_front_matter_before_a_measure_is_a_fragment():
    # Stop 76 (cj143): a verbless heading is no longer mined at all; whatever pairs are written
    # are flagged, and the fitness pass still calls the sentence a fragment.
    text = "(Half of a Byte) 4 bits, or 1/2 of an octet."
    assert "fragment" in model_fitness_reasons(text)
    pairs = _pairs(text)
    assert not pairs or every_pair_flagged(pairs, "source:fragment", source_flags)


def test_front_matter_before_a_numbered_clause_is_not_a_fragment():
    assert "fragment" not in model_fitness_reasons(
        "(Networking) 3 routers drop and resend packets."
    )


def test_definiens_run_on_into_that_is_is_a_fragment():
    text = (
        "A coding scheme which shortens the codes of frequent symbols, that is the more often"
        " a letter or digit occurs, the shorter its code."
    )
    # Stop 76 (cj143): members of a "that is" gloss are no longer removed, so this run-on may
    # yield no pair; none may be well formed, and any written carries the fragment flag.
    pairs = _pairs(text)
    assert not any(p.well_formed for p in pairs)
    assert not pairs or every_pair_flagged(pairs, "source:fragment", source_flags)


def test_clause_with_that_is_stays():
    # Stop 76 (cj143): the members of a "that is" gloss are never removed, so this sentence has
    # no conjunction pairs any more; the fitness pass must still not call the clause a fragment.
    text = "A scheme is a list of rules, that is a grammar and a lexicon."
    assert "fragment" not in model_fitness_reasons(text)
    assert not any("source:fragment" in source_flags(p) for p in _pairs(text))


def test_fronted_adjunct_before_definiens_is_a_fragment():
    text = "In databases, a key which identifies a row and which never changes."
    assert "fragment" in model_fitness_reasons(text)


def test_fronted_adjunct_before_a_clause_is_not():
    assert model_fitness_reasons("In 1990, a company which makes chips bought a rival firm.") == []
    assert model_fitness_reasons("In 1999, a new company formed in Ohio.") == []


def test_quoted_name_lets_the_definiens_be_mended():
    pairs = _pairs('A consortium founded by printer and scanner makers to promote "Open Imaging".')
    assert pairs
    assert all(p.premise.startswith("It is a consortium") for p in pairs)
    assert all(p.well_formed for p in pairs)


def test_quoted_speech_is_no_name():
    from pipeline import fitness, parse

    nlp = parse.load(parse.resolve_model(None), ())
    assert fitness._quoted_names_only(nlp('A group formed to promote "Open Imaging".'))
    assert not fitness._quoted_names_only(nlp('A man who shouted "go home now" and left.'))
    assert not fitness._quoted_names_only(nlp('A sign that says "Keep Out" in red.'))
