"""Verbs whose to-infinitive is future to the matrix time: one list for the verb-complement
rewriter, which renders such a complement with "will", and for the flags that audit it
(``pipeline/flags.py``), so that the two cannot drift apart."""

from __future__ import annotations

#: Verbs whose infinitive is future relative to the matrix time (volition, intention,
#: expectation; Quirk et al. 1985 ch. 16; CGEL ch. 14): their perfect infinitive is a
#: future perfect, not a past.
FUTURE_ORIENTED = frozenset(
    {
        "expect",
        "hope",
        "plan",
        "intend",
        "want",
        "wish",
        "promise",
        "aim",
        "need",
        "like",
        "mean",
        "aspire",
        "vow",
        "pledge",
        "threaten",
        "agree",
        "decide",
        "resolve",
        "arrange",
        "schedule",
        "design",
        "set",
        "due",
    }
)
#: Verbs (and predicative adjectives) whose infinitive, under a present-tense matrix, denotes
#: an event later than the matrix time: volition, intention, commitment, scheduling. Wurmbrand
#: (2014), "Tense and aspect in English infinitives" (Linguistic Inquiry 45(3)) classes them as
#: future irrealis infinitives ("want, decide, plan, promise, expect to"), unlike propositional
#: ("claim, believe to") and simultaneous ("try, manage, begin to") ones; Quirk et al. 1985 §4.42
#: and CGEL ch. 14 §7 on the future/modal meaning of these infinitives. "She wants to leave" is
#: about a future leaving: "She leaves" (RP19's present-tense inflection) states the wrong time,
#: "She will leave" is the faithful complement. Not "like/love/prefer" (habitual in the present:
#: "Children love to dance" -> "Children dance"), "need" (obligation), "mean"/"design" (purpose:
#: "It is designed to cut metal" -> "It cuts metal").
FUTURE_IN_PRESENT = FUTURE_ORIENTED - {"like", "need", "mean", "design"}
