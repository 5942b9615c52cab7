"""verb_complement, stop 81 round two (branch vc155): triggers that are no complement-taking
use, and the labels of "tell that" by its subject.

1. "need" + a thing + an active infinitive is "need NP (in order) to V", a purpose adjunct
   (CGEL ch. 14 §6): no pair. A person, a name or a passive infinitive keeps the catenative.
2. "appear" with an animate noun subject and a simple infinitive of a deliberate act is the
   verb of arrival with a purpose infinitive (Levin 1993 §48.1.1): no pair. Raising "appear
   to be / to know", and things that "appear to move", stay.
3. "tell that" with a story, legend or rumour as subject is a hearsay report: o/o, neutral
   (Aikhenvald 2004). Evidence subjects keep their entailment.
4. "I'm telling you (that) P" is the speaker's insistent assertion: entailment; its negation
   is flagged like "I'll tell you" (Austin 1962).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import assessed_vcomp_label, assessed_vcomp_pairs

_pairs = assessed_vcomp_pairs


def _hypotheses(text: str) -> list[str]:
    return [p.hypothesis for p in _pairs(text)] + [p.hypothesis for p in _pairs(text, "negated")]


_label = assessed_vcomp_label


# 1. need + a thing + a purpose infinitive


def test_need_artifact_purpose_infinitive_is_no_pair():
    text = "You need the brass lever to lower the bridge."
    assert not any("lever" in h for h in _hypotheses(text))


def test_need_named_artifact_purpose_infinitive_is_no_pair():
    text = "You need the Copper Key to unlock this chest."
    assert not any("Key" in h for h in _hypotheses(text))


def test_need_substance_purpose_infinitive_is_no_pair():
    text = "I need the herbs to cure my fever."
    assert not any("herbs" in h for h in _hypotheses(text))


def test_need_person_object_keeps_the_catenative():
    text = "I need Tomas to lower the bridge."
    assert "Tomas will lower the bridge." in _hypotheses(text)


def test_need_thing_with_passive_infinitive_keeps_the_catenative():
    text = "I need the report to be signed."
    assert "The report will be signed." in _hypotheses(text)


def test_require_thing_keeps_the_deontic_reading():
    text = "The law requires the permit to include a date."
    assert "The permit includes a date." in _hypotheses(text)


# 2. appear of arrival


def test_named_person_appears_to_act_is_no_pair():
    text = "Brannoc appears to challenge the young knight!"
    assert not any(h.startswith("Brannoc") for h in _hypotheses(text))


def test_group_noun_appeared_to_act_is_no_pair():
    text = "A troop of soldiers appeared to greet the envoy."
    assert not any("greet" in h for h in _hypotheses(text))


def test_person_appears_to_be_stays_raising():
    text = "Brannoc appears to be exhausted."
    assert _label(text, "Brannoc is exhausted.") == "neutral"


def test_thing_appears_to_move_stays_raising():
    text = "The stripes appear to move slowly."
    assert _label(text, "The stripes move slowly.") == "neutral"


# 3. tell that with a hearsay subject


def test_legend_tells_that_is_neutral():
    text = "An old legend tells that a serpent sleeps under the lake."
    assert _label(text, "A serpent sleeps under the lake.") == "neutral"


def test_rumour_tells_that_is_neutral():
    text = "The rumors tell that the miller hid his silver."
    assert _label(text, "The miller hid his silver.") == "neutral"


def test_evidence_tells_that_stays_entailment():
    text = "The figures tell us that the harvest failed."
    assert _label(text, "The harvest failed.") == "entailment"


# 4. I'm telling you P


def test_im_telling_you_is_entailment():
    text = "I'm telling you the ferry is late."
    assert _label(text, "The ferry is late.") == "entailment"


def test_im_telling_you_negated_is_flagged():
    pairs = _pairs("I am telling you that the ferry is late.", "negated")
    assert pairs and all(not p.well_formed for p in pairs)


def test_telling_someone_else_stays_a_report():
    text = "I'm telling her that the ferry is late."
    assert _label(text, "The ferry is late.") == "neutral"


def test_was_telling_you_stays_a_report():
    text = "I was telling you that the ferry is late."
    assert _label(text, "The ferry is late.") != "entailment"
