"""Stop 66 (sn2): no regular expression in pipeline/ may hang a run on one sentence.

``benchmarks/regex_backtracking.py`` times every pattern in pipeline/ on adversarial inputs built
from its own alphabet. None hung at 200 units (0.5 s alarm), but some grew faster than linearly: a long
run of commas, of "all", of letters in one word, of digits, of "!" (cubic: the sentence splitter's
``_WORD_BEFORE``) or of spaces after "<" was rescanned from every position: eight patterns. Each is now linear and matches what it matched before (same spans on 300,000 random
strings: ``regex_backtracking.py --equivalence 300000``). One test per pattern: a real sentence
of the adversarial kind returns at once (a loose one-second hang guard, not a speed test), and
the pattern still finds what it should, through the function that uses it.
"""

from __future__ import annotations

import time

from pipeline import fitness, process, sentences
from pipeline.ranking import features_implicature
from pipeline.rewrite import complement, presupposition


def _quick(fn, *args):
    start = time.perf_counter()
    out = fn(*args)
    assert time.perf_counter() - start < 1.0
    return out


def test_dangling_end_is_linear_on_a_run_of_commas_and_still_strips_a_coordinator() -> None:
    pat = presupposition._DANGLING_END
    # a spreadsheet row pasted as prose: thousands of separators, then a word (old: ~2 s at 5,000)
    row = "The export left these columns empty" + ", ;" * 2500 + " and the rest blank"
    assert _quick(pat.search, row) is None
    chain = "They sang" + ", and" * 2500 + " danced"
    assert _quick(pat.search, chain) is None
    # what it is for: the dangling coordinator and its comma go, the pro-form "so" stays
    assert pat.search("She bought the bread, and").span() == (20, 25)
    assert pat.search("She bought the bread , , and , or").group(0) == " , , and , or"
    assert presupposition._sentence("She bought the bread, and.") == "She bought the bread."
    assert presupposition._sentence("She bought the bread , , and , or") == "She bought the bread."
    assert pat.search("She bought the bread") is None


def test_all_then_not_is_linear_on_many_universals_and_still_finds_surface_scope() -> None:
    pat = features_implicature._ALL_THEN_NOT
    text = "All the kings and all the queens and " + "all the knights and " * 2000 + "all the pawns"
    assert _quick(pat.search, text) is None
    m = pat.search("In all cases the mixture doesn't consist of water")
    assert m is not None and m.group("q") == "all cases the mixture doesn't"
    assert m.end() == len("In all cases the mixture doesn't")
    # a comma ends the universal's reach; the next stretch's own universal counts
    m = pat.search("Not all guests came, but every host did not leave")
    assert m is not None and m.group("q") == "every host did not"
    assert pat.search("All of them, not one less") is None


def test_trailing_ellipsis_is_linear_on_a_long_word_and_still_reads_the_last_words() -> None:
    pat = fitness._TRAILING_ELLIPSIS
    checksum = "The file's checksum is " + "a9f3" * 3000 + "!"
    assert _quick(pat.search, checksum) is None
    m = pat.search("He said that and if the ...")
    assert m is not None and m.groups() == ("if", "the")
    assert fitness._trails_off_unfinished("He said that and if the ...")
    assert fitness._trails_off_unfinished("She started getting you\u2026")
    assert not fitness._trails_off_unfinished("She had known about it since 1999...")


def test_wiki_markup_is_linear_after_a_lone_angle_bracket_and_still_finds_tags() -> None:
    pat = fitness._WIKI_MARKUP
    text = "The arrow <" + " " * 20000 + "points left, as 3 < 4 does."
    assert _quick(pat.search, text) is None
    assert pat.search("The table cell < BR > read nothing.").group(0) == "< BR >"
    assert pat.search("The table cell < /  div  > ended.") is not None
    assert pat.search("It was cut here </div") is not None
    assert pat.search("If x < brevity then stop.") is None
    assert fitness.assess("The table cell < BR > read nothing.") == ["markup"]


def test_word_before_is_linear_on_a_run_of_marks_and_still_finds_the_word() -> None:
    pat = sentences._WORD_BEFORE
    # forum text shouts: the old form was cubic in a run of "!" (3.4 s on 800, minutes on 3,000)
    shout = 'He wrote "NO WAY ' + "!" * 3000 + "x"
    assert _quick(pat.search, shout) is None
    assert pat.search("It was Dr.").group(1) == "Dr"
    assert pat.search("She left (at 5 p.m.)").group(1) == "p.m"
    assert pat.search('He said "stop!!"').group(1) == '"stop'
    assert pat.search("And then\u2026").group(1) == "then"


def test_last_word_is_linear_on_a_long_word_and_still_returns_the_last_word() -> None:
    pat = fitness._LAST_WORD
    blob = "Paste: " + "QmFzZTYw" * 2000 + "1x"
    assert _quick(pat.search, blob, 0, len(blob) - 1).group(1) == "QmFzZTYw" * 2000
    assert _quick(pat.search, blob).group(1) == "x"
    assert fitness._word_before("The cat sat, on 3 mats", 13) == "sat"
    assert fitness._word_before("12 - 3", 6) == ""


def test_trailing_separator_is_linear_on_a_run_of_commas_and_still_strips_the_cut() -> None:
    pat = complement._TRAILING_SEPARATOR
    row = "The export left these columns empty" + ", ;" * 3000 + " and the rest blank"
    assert _quick(pat.search, row) is None
    dashes = "The vote was" + " -" * 3000 + " close"
    assert _quick(pat.search, dashes) is None
    assert pat.sub("", "a possibility of the vaccine -") == "a possibility of the vaccine"
    assert pat.sub("", "the data, ;: ") == "the data"
    assert pat.sub("", "a well-known fact") == "a well-known fact"


def test_final_number_is_linear_on_a_long_number_and_still_finds_the_number() -> None:
    pat = process._FINAL_NUMBER
    digits = "The key was " + "7" * 6000 + " long"
    assert _quick(pat.search, digits) is None
    dotted = "The version " + "1." * 3000 + "x"
    assert _quick(pat.search, dotted) is None
    assert pat.search("prior to 3.7.").group(1) == "3.7"
    assert pat.search("It cost 1,250.50 !").group(1) == "1,250.50"
    assert process.number_without_unit(
        "They formed prior to 3.7 Ga. in the crust.", "prior to 3.7."
    )
