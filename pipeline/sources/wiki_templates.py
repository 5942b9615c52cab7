"""Inline Wikipedia templates that carry the sentence's words, rendered as plain text.

``mwparserfromhell``'s ``strip_code`` drops every template, which is right for infoboxes,
citations and navigation boxes but wrong for the few templates that sit inside a sentence and
hold its words: ``{{convert|5|km}}``, ``{{lang|fr|la belle époque}}``, ``{{nowrap|...}}``,
``{{as of|2010}}``. Dropped, they leave sentences such as "the belts extend up to from Earth"
or "Since June 2015 ... divided into 61 municipalities ()": about 2% of the sentences of an
English Wikipedia dump, every one a pair a reviewer would reject. Rendering follows what the
template shows on the page (Help:Convert, Template:Lang, Template:As of), in the input unit only:
``{{convert|5|km|mi}}`` reads "5 km", not "5 kilometres (3.1 mi)", since the conversion adds no
words a pair depends on.

Pronunciation templates (``IPAc-en``, ``respell``, ``IPA-xx``, ``audio``) stay dropped, and the
punctuation they leave (``( ; 26 July 1894``, ``()``) is tidied by :func:`tidy_leftovers`.
"""

from __future__ import annotations

import re
from typing import Any

#: Range words of Template:Convert (Help:Convert#Ranges): the value after them is a second number.
_RANGE_WORDS = frozenset(
    {"-", "–", "to", "and", "or", "by", "x", "×", "+/-", "±", "to(-)", "and(-)", "+", "or(-)"}
)
#: Units whose symbol differs from the template's code (Help:Convert, temperature units).
_UNIT_SYMBOL = {"C": "°C", "F": "°F", "K": "K", "sqmi": "sq mi", "sqft": "sq ft", "sqkm": "km²"}
#: Templates whose first positional argument is the text shown (Template:Nowrap, Small, ...).
_FIRST_ARGUMENT = frozenset(
    {
        "nowrap",
        "small",
        "smaller",
        "big",
        "larger",
        "vanchor",
        "anchor",
        "nobr",
        "mvar",
        "math",
        "em",
        "strong",
        "nihongo",
        "nihongo2",
        "var",
        "sic",
        "keypress",
    }
)
#: Templates whose second positional argument is the text (Template:Lang, Transl: code first).
_SECOND_ARGUMENT = frozenset({"lang", "transl", "transliteration", "script"})
#: Templates that stand for a space or a dash between two words (Template:Nbsp, Spaces, Ndash,
#: Mdash, Snd, Spaced ndash, Mdashb). Dropped, they glue the words: "15September 1972",
#: "6million refugees", "on computersfollowing the IBM PC".
_SEPARATOR = {
    "nbsp": " ",
    "spaces": " ",
    "space": " ",
    "thinsp": " ",
    "ndash": "–",
    "mdash": "—",
    "mdashb": " — ",
    "snd": " – ",
    "spnd": " – ",
    "spaced ndash": " – ",
    "spaced en dash": " – ",
    "dash": " – ",
    "eqm": " ⇌ ",
}


def render(template: Any) -> str | None:
    """The text an inline template shows, or None when it shows none a sentence needs."""
    name = str(template.name).strip().lower().replace("_", " ")
    if name in _SEPARATOR:
        return _SEPARATOR[name]
    args = _positional(template)
    if name in ("convert", "cvt"):
        return _convert(args)
    if name in _FIRST_ARGUMENT:
        return args[0] if args else None
    if name in _SECOND_ARGUMENT:
        return args[1] if len(args) > 1 else None
    if name.startswith("lang-"):  # {{lang-fr|texte}}: the page shows "French: texte"; the words
        return args[0] if args else None
    if name == "as of" and args:
        lower = any(str(p.name).strip() == "lc" for p in template.params if p.showkey)
        return f"{'as' if lower else 'As'} of {' '.join(args[:1])}"
    if name in ("circa", "c.") and args:
        return f"c. {args[0]}"
    if name == "val" and args:  # {{val|1.23|u=m}}: a number and its unit (Template:Val)
        unit = next(
            (str(p.value).strip() for p in template.params if str(p.name).strip() in ("u", "ul")),
            "",
        )
        return f"{args[0]} {unit}".strip()
    if name == "chem" and args:  # {{chem|H|2|O}} shows H2O (Template:Chem)
        return "".join(args)
    if name in ("us$", "usd") and args:
        return f"US${args[0]}"
    if name == "angbr" and args:  # {{angbr|a}}: a grapheme, shown as ⟨a⟩ (Template:Angbr)
        return f"⟨{args[0]}⟩"
    if name in ("sfrac", "frac") and args:
        # {{frac|1|4}} shows ¼, {{frac|2|1|4}} 2¼ (Template:Frac); "1{{frac|1|4}}" reads 1 1/4
        return " " + " ".join(args[:-2] + ["/".join(args[-2:])]) if len(args) > 1 else args[0]
    return None


def _positional(template: Any) -> list[str]:
    """The template's positional arguments in order, counting the numbered form ``1=`` (needed
    whenever the text holds "=", as in ``{{nowrap|1=E = mc2}}``)."""
    numbered: dict[int, str] = {}
    position = 0
    for param in template.params:
        key = str(param.name).strip()
        if not param.showkey:
            position += 1
            numbered[position] = str(param.value).strip()
        elif key.isdigit():
            numbered[int(key)] = str(param.value).strip()
    return [numbered[i] for i in sorted(numbered)]


def _convert(args: list[str]) -> str | None:
    """``{{convert|3|to|5|m|ft}}`` -> "3 to 5 m"; None when the first argument is no number."""
    if not args or not re.match(r"^[-+−]?[\d.,/ ]+$", args[0]):
        return None
    words = [args[0]]
    i = 1
    while i + 1 < len(args) and args[i].lower() in _RANGE_WORDS:
        words += [args[i], args[i + 1]]
        i += 2
    if i < len(args) and args[i]:
        words.append(_UNIT_SYMBOL.get(args[i], args[i]))
    return " ".join(words)


_EMPTY_PARENS = re.compile(r"\s*\(\s*[;,:]?\s*\)")
_PAREN_LEAD = re.compile(r"\(\s*[;,:]\s*")
_SPACES = re.compile(r"[ \t]{2,}")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?])")


def tidy_leftovers(line: str) -> str:
    """The line without what dropped pronunciation and citation templates leave behind: empty
    parentheses, a parenthesis opening on a semicolon, doubled spaces, a space before a comma."""
    line = _EMPTY_PARENS.sub("", line)
    line = _PAREN_LEAD.sub("(", line)
    line = _SPACES.sub(" ", line)
    return _SPACE_BEFORE_PUNCT.sub(r"\1", line)
