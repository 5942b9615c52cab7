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

#: Directive verbs (Searle 1976; Quirk et al. 1985 §16.32, the suasive verbs with an object and a
#: to-infinitive; Palmer 2001 ch. 3 on directives): the infinitive names an act the addressee is
#: to do after the directive, so it is future to the matrix time as a volition verb's is
#: ("future orientation", Huddleston & Pullum 2002 ch. 14 §1.4; Wurmbrand 2014's future irrealis
#: infinitives). "She asks him to leave the city" is about a leaving still to come: RP19's
#: present "He leaves the city" reads as a habit or a claim about now (Quirk et al. 1985
#: §4.6-4.8); "He will leave the city" is the faithful complement, which the volition verbs of
#: FUTURE_IN_PRESENT already get. "persuade/convince" cause the intention to do it (CGEL ch. 14
#: §1.4 lists them with the future-oriented catenatives). Not the implicatives "force/make/get"
#: (the event is asserted, Karttunen 1971), nor the deontic-state or permission verbs
#: "require/allow/permit/enable" ("The law requires drivers to carry a licence", "It allows users
#: to edit files" state a standing norm or a capacity, whose infinitive is no single later event).
#: Used only under a present active matrix (rewrite.complement._prospective_will): a past matrix
#: keeps RP19's past ("She told him to leave" -> "He left"), as the volition verbs do.
FUTURE_DIRECTIVES = frozenset(
    {"ask", "tell", "order", "command", "instruct", "direct", "urge", "beg", "implore"}
    | {"entreat", "beseech", "request", "advise", "encourage", "invite", "exhort", "remind"}
    | {"warn", "persuade", "convince"}
)
