"""Stop 89 integration: a conjunct removal that cuts a second quotation's words leaves no
opening mark before the stop (blind A/B ab89b, conj-002/003: "... said God, '.")."""

from __future__ import annotations

from tests.test_stop89_cj193 import _short_sides


def test_cut_second_quotation_takes_its_opener_and_comma():
    text = (
        "'I will feed the flock that they will keep,' said the shepherd, 'and after that they "
        "will rest and eat in this field.'"
    )
    sides = _short_sides(text)
    assert not any(s.endswith(", '.") for s in sides), sides
    assert "'I will feed the flock that they will keep,' said the shepherd." in sides, sides


def test_quotation_kept_whole_is_untouched():
    # the removal inside the second quotation keeps its opener and closer
    text = (
        "'I will feed the flock that they will keep,' said the shepherd, 'and after that they "
        "will rest and eat in this field.'"
    )
    assert (
        "'I will feed the flock that they will keep,' said the shepherd, 'and after that they "
        "will rest in this field.'"
    ) in _short_sides(text)
