"""Stop 74 merge mends (docs/blind_review.md, "Stop 74"): three round-one rules narrowed after
the full suite failed on older pinned sentences, which now pin the mends through the real model:
cj134's parallel-nominal refusal only under a nominalisation
(test_stop70_cj120.py::test_a_term_for_a_and_b_is_no_term_for_a), cj135's identifier numeral not
a year before the name it dates (test_conjunction_sixty_third_pass.py::
test_year_before_a_name_still_replaced), ng02's "not both" flag not on a factive's presupposed
complement (test_verb_complement_thirty_ninth_pass.py::
test_floated_each_left_before_the_negation_is_flagged). This file checks the year test itself.
"""

from __future__ import annotations

from pipeline.syntax import calendar_year as _year_like


def test_year_like_numerals():
    assert _year_like("1989") and _year_like("2024")
    assert not _year_like("68040") and not _year_like("360") and not _year_like("3270")
