"""fl106: speech-transcript residue copied from the source sentence (stop 104).

A transcript keeps the transcriber's marks and the printed text's layout; a pair that copies them
is not keepable as is, so the source sentence is flagged (``source_noise.transcript_residue``):

1. an audience-reaction mark in brackets ("[Applause]", "(Applause.)"): ``stage_direction``; a
   lone closing bracket ("Cheers] And ...") stays ``markup``;
2. a heading in capitals run into the sentence ("THE ROAD AHEAD Our task ..."): ``heading``;
3. a list enumerator ("; 2.") or an opening square bracket nothing closes: ``markup``;
4. a stop typed between two words ("the start.of the war"): ``garbled``;
5. a heading wholly in capitals ("FARM POLICY"): ``stage_direction``; a speech's address line
   before a colon ("Mr. Chairman, ..., and my dear friends: I ..."): ``salutation``.

Constructed sentences, the real parse and run path; each check with near misses that keep no
such flag (acronyms, "I", Roman numerals, quoted titles, paired brackets, "e.g.", "U.S.",
"No. 2", decimals, file names)."""

from __future__ import annotations

import pytest

from pipeline import fitness, source_noise
from tests.phenomenon_support import mined_pairs, pair_flags


def _reasons(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "[Applause] And so we will build the bridge, and we will finish it by spring.",
        "(Applause.) And so we will build the bridge and finish it.",
        "We will build the bridge [laughter and applause] and finish it by spring.",
    ],
)
def test_reaction_mark_is_stage_direction(nlp, text: str) -> None:
    assert "stage_direction" in _reasons(nlp, text)


def test_lone_closing_bracket_stays_markup(nlp) -> None:
    assert "markup" in _reasons(nlp, "Cheers] And so the farmers sold their corn and wheat.")


@pytest.mark.parametrize(
    "text",
    [
        "The band played a song (Cheers Magazine called it a hit) and the crowd sang.",
        "The applause lasted a minute and the speaker bowed.",
        "The town [now a city] built a school and a library.",
    ],
)
def test_near_miss_no_reaction_mark(nlp, text: str) -> None:
    reasons = _reasons(nlp, text)
    assert "stage_direction" not in reasons and "markup" not in reasons


@pytest.mark.parametrize(
    "text",
    [
        "THE ROAD AHEAD Our task is to build roads and bridges for every town.",
        "RIVERS AND LAKES We have agreed to clean the rivers and the lakes.",
        "The second is: THE WATER SUPPLY Our towns and farms need more water.",
        "FARM CREDIT I believe that the banks and the farmers can agree.",
    ],
)
def test_capitals_heading_run_into_sentence(nlp, text: str) -> None:
    assert "heading" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "NATO Our allies have agreed to share the cost and the burden.",
        "NATO and the U.S. have agreed to share the cost and the burden.",
        "USA FBI Agents arrested the clerk and the driver.",
        "Chapter II describes the war and the peace.",
        "King Henry VIII married six wives and ruled England.",
        'He wrote a book called "THE LONG ROAD HOME" and sold it.',
        "I and my brother went to the market and bought bread.",
        "WE WILL WIN This is what the farmers and the miners shouted.",
    ],
)
def test_near_miss_no_capitals_heading(nlp, text: str) -> None:
    assert "heading" not in _reasons(nlp, text)


@pytest.mark.parametrize("text", ["FARM POLICY", "CLEAN WATER FOR OUR TOWNS AND FARMS"])
def test_heading_in_capitals_alone(nlp, text: str) -> None:
    assert "stage_direction" in _reasons(nlp, text)


@pytest.mark.parametrize("text", ["NATO USA.", "WE WILL NOT WAIT."])
def test_near_miss_capitals_alone(text: str) -> None:
    assert not source_noise.caps_only_heading(text)


@pytest.mark.parametrize(
    "text",
    [
        "The farmers planted corn and the miners dug coal; 2.",
        "The farmers planted corn; 2. the miners dug coal and iron.",
        "The farmers planted corn [ and the miners dug coal.",
    ],
)
def test_list_marker_or_open_bracket_is_markup(nlp, text: str) -> None:
    assert "markup" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The team finished No. 2 and the coach resigned.",
        "The rate rose to 3.5 percent, 2.5 points more, and the price fell.",
        "The vote was 3 to 2.",
        "The team won the title in 1996, 97, 98.",
        "The reasons are: (1) shorter weeks, (2) higher pay, and (3) longer holidays.",
        "The farmers planted corn [sic] and the miners dug coal.",
    ],
)
def test_near_miss_no_list_marker(nlp, text: str) -> None:
    assert "markup" not in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "We saw the start.of the war and the end of the peace.",
        "The mill raised the output .of the wool and the cotton.",
    ],
)
def test_stop_between_words_is_garbled(nlp, text: str) -> None:
    assert "garbled" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "See the file report.txt and the page example.com for details.",
        "The price fell, e.g. for bread and milk, and the wages rose.",
        "The U.S. and Canada signed the treaty at 9 a.m. on Monday.",
        "The rate rose to 3.5 percent and the price fell.",
    ],
)
def test_near_miss_no_stop_between_words(nlp, text: str) -> None:
    assert "garbled" not in _reasons(nlp, text)


def test_speech_address_line_alone_is_salutation(nlp) -> None:
    text = "Mr. Chairman, Madam Secretary, members of the board and the staff, and my dear friends:"
    assert "salutation" in _reasons(nlp, text)


def test_address_line_before_a_sentence_is_no_salutation_flag(nlp) -> None:
    # judges kept the pairs of the sentence after the colon (blind A/B ab106); a coordination
    # inside the address gives no removal instead (conjunction_transcripts_cj231)
    text = (
        "Mr. Chairman, Madam Secretary, members of the board and the staff, and my dear"
        " friends: I stand here to speak about the harbor."
    )
    assert "salutation" not in _reasons(nlp, text)


def test_coordination_inside_the_address_gives_no_removal() -> None:
    text = (
        "Mr. Speaker, Members of the House and the Senate, my fellow Americans: I come before"
        " you tonight with good news."
    )
    pairs = [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_removed"]
    assert pairs == []


def test_coordination_after_the_address_keeps_its_removal() -> None:
    text = (
        "Mr. Speaker, Members of the House, my fellow Americans: We built the harbor and the"
        " pier this year."
    )
    pairs = [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_removed"]
    assert pairs


@pytest.mark.parametrize(
    "text",
    [
        "Mr. Chairman, we will build the harbor and the pier.",
        "Mr. Smith, the mayor, and the council agreed: The bridge will open in May.",
        "My aim is simple: We build the harbor and the pier.",
    ],
)
def test_near_miss_no_speech_address(nlp, text: str) -> None:
    assert "salutation" not in _reasons(nlp, text)


def test_pairs_of_a_heading_sentence_are_flagged() -> None:
    pairs = mined_pairs(
        "THE ROAD AHEAD Our task is to build roads and bridges for every town.",
        "conjunction",
        assess_sources=True,
    )
    assert pairs and all("source:heading" in pair_flags(p) for p in pairs)


def test_pairs_of_a_stop_between_words_keep_garbled() -> None:
    pairs = mined_pairs(
        "We saw the start.of the war and the end of the peace.", "conjunction", assess_sources=True
    )
    with_typo = [p for p in pairs if ".of" in p.premise + p.hypothesis]
    without = [p for p in pairs if ".of" not in p.premise + p.hypothesis]
    assert with_typo and all("source:garbled" in pair_flags(p) for p in with_typo)
    assert all("source:garbled" not in pair_flags(p) for p in without)


def test_near_miss_pairs_of_a_clean_sentence_unflagged() -> None:
    pairs = mined_pairs(
        "Our task is to build roads and bridges for every town.", "conjunction", assess_sources=True
    )
    assert pairs and all(not any(f.startswith("source:") for f in pair_flags(p)) for p in pairs)
