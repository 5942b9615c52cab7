"""Closed-class sets read by more than one phenomenon: determiners, pronouns, prepositions and
the few verbs whose class is closed enough to list (stop 63, md16).

Each set used to be written out again in every module that read it (three copies of the
definite determiners, two of the state verbs, five permission-verb sets with different members).
A set is defined here once; a module that needs more words for its own purpose builds its set
from one of these and says why in a comment. Sets that differ in their members have different
names, each saying how it differs. Nothing here is tuned on data: the sources are the grammars
cited at each set.
"""

from __future__ import annotations

# -- determiners ----------------------------------------------------------------------------------

#: The definite article and the demonstratives: the determiners of a definite full noun phrase
#: (Quirk et al. 1985 §5.27-5.32; Huddleston & Pullum 2002 ch. 5 §6). Possessives are left out:
#: a reader that takes them too tests ``dep_ == "poss"`` or uses
#: :data:`DEFINITE_OR_POSSESSIVE_DETERMINERS`.
DEFINITE_DETERMINERS = frozenset({"the", "this", "that", "these", "those"})
#: Demonstrative determiners and pronouns (Quirk et al. 1985 §6.40; Halliday & Hasan 1976
#: §2.4.2): deictic or anaphoric, so a clause cut from its context may lose what they point at.
DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})

#: The possessive determiners (Quirk et al. 1985 §6.29: "my, your, his, her, its, our, their").
POSSESSIVE_DETERMINERS = frozenset({"my", "your", "his", "her", "its", "our", "their"})

#: The definite article or a possessive, without the demonstratives: the determiners of a
#: definite superlative ("the best", "his worst") and of a plural predicate noun that "one of"
#: can precede ("the defending champions" -> "one of the defending champions"). A demonstrative
#: is deictic and points at the set rather than ranking in it or picking one of it (Quirk et al.
#: 1985 §5.64 on "the" with superlatives, §6.40 on demonstratives).
ARTICLE_OR_POSSESSIVE_DETERMINERS = frozenset({"the"}) | POSSESSIVE_DETERMINERS

#: The definite article, the demonstratives and the possessives: everything that makes a noun
#: phrase definite by its determiner ("my two sisters", "these two guys"; Quirk et al. 1985
#: §5.26-5.32).
DEFINITE_OR_POSSESSIVE_DETERMINERS = DEFINITE_DETERMINERS | POSSESSIVE_DETERMINERS

#: The negative determiners ("no unit", "neither version"; Quirk et al. 1985 §10.58-10.64 on
#: negative determiners and pronouns): their negation scopes over the whole noun phrase they
#: open, a coordination of nouns after them included (§13.62).
NEGATIVE_DETERMINERS = frozenset({"no", "neither"})

#: Determiners that introduce a new discourse referent: the indefinite article and the
#: unstressed "some"/"any" (Heim 1982; Quirk et al. 1985 §5.11-5.13 on indefinite reference).
INDEFINITE_DETERMINERS = frozenset({"a", "an", "some", "any"})

#: Determiners, coordinators and subordinators that need what follows them and so never end a
#: sentence (H&P 2002 ch. 5 §7 on determiners needing a head: the articles, "every" and "its"
#: never stand alone, unlike "his", "mine", "that"; ch. 15 §2 coordinators; ch. 11 §2
#: subordinators). "but" is left out (a final particle in speech: "I like it, but."; Mulder &
#: Thompson 2008), so are "though" (adverb: "not much, though"), "that" (pronoun), "my" ("Oh
#: my!") and "if" ("as if!"), which end sentences. Read by ``fitness`` for a sentence that ends on one (stop 49) and
#: on one after its last dash (stop 100, fl99).
NEEDS_HEAD_OR_COMPLEMENT = frozenset(
    {"the", "a", "an", "every", "its", "your", "our", "their", "and", "or", "nor"}
    | {"because", "although", "whether", "than"}
)

#: The social titles that are always abbreviated and always stand before a name ("Mr.",
#: "Mrs.", "Ms.", "Messrs."; CMOS 10.17 on social titles; Quirk et al. 1985 §5.66 on titles
#: before proper names). "Dr." (also "Drive") and "St." ("Street") can end a sentence and are
#: not listed.
SOCIAL_TITLES = frozenset({"mr", "mrs", "ms", "messrs"})

# -- pronouns -------------------------------------------------------------------------------------

#: Personal pronouns that refer to persons: not "it", and not "they", which may refer to things
#: (Quirk et al. 1985 §6.11-6.13).
PERSON_PRONOUNS = frozenset({"i", "you", "he", "she", "we"})

#: The reflexive pronouns (Quirk et al. 1985 §6.23), defined once: the rewriters' two copies and
#: the "oneself" of the negative-polarity idioms (``lexicon.polarity``) read this set.
REFLEXIVE_PRONOUNS = frozenset(
    {"myself", "yourself", "himself", "herself", "itself", "ourselves", "yourselves", "themselves"}
)

# -- prepositions ---------------------------------------------------------------------------------

#: Exceptive prepositions (von Fintel 1993; Quirk et al. 1985 §9.58 "except (for)").
EXCEPTIVE_PREPOSITIONS = frozenset({"except", "excepting"})

# -- apposition markers --------------------------------------------------------------------------

#: The abbreviations "e.g." and "i.e." (with the spellings "eg", "e.g", "ie", "i.e") that mark
#: what follows as an example or a reformulation of what came before (Quirk et al. 1985 §17.65
#: and §17.79 on apposition markers). Readers that take the spelled-out markers too ("for
#: example", "as in") build their set from this one (stop 71 read-through, mdAC).
APPOSITION_ABBREVIATIONS = frozenset({"e.g.", "i.e.", "eg", "ie", "e.g", "i.e"})

# -- verbs ----------------------------------------------------------------------------------------

#: The stative verbs "be" and "have": their simple present or past describes a state, not an
#: event (Quirk et al. 1985 §4.4 on stative "be" and "have"; Vendler 1957, Dowty 1979 on states).
STATE_VERBS = frozenset({"be", "have"})

#: Verbs of naming whose object or predicative complement is the name given ("X is called /
#: termed / dubbed / named N"): the core of Levin's (1993 §29.3) "dub verbs" (complex-transitive
#: verbs of naming, Quirk et al. 1985 §16.48) that every reader of naming shares. Readers that
#: take more ("known as", "referred to as", "label", "spell", "style") build their set from this
#: one and say why (stop 71 read-through, mdAC: written out in five modules).
DUB_VERBS = frozenset({"call", "dub", "name", "term"})

#: The primary verbs "be" (copula, progressive, passive) and "have" (perfect) as auxiliaries
#: (Quirk et al. 1985 §3.21-3.22): what a coordinated participle shares the tense of ("was [a
#: company] and [distributed by X]"), the auxiliary after a subject in a tag or ellipsis. The
#: same two words as :data:`STATE_VERBS` but another class (a perfect "have" or passive "be"
#: heads no state), so a name of its own; ``syntax.AUX_LEMMAS`` is the wider set of all
#: auxiliaries with "do", the modals and "get".
ASPECT_VOICE_AUXILIARIES = frozenset({"be", "have"})

#: Verbs of permission: "allow X to V", "be allowed/permitted to V". A permission is a
#: directive with no veridicality of its own (White & Rawlins 2018); deontic existential modals
#: in the lexicon (Kratzer 1981; Huddleston & Pullum 2002 ch. 14 §5).
PERMISSION_VERBS = frozenset({"allow", "permit"})

#: Verbs of permission and "enable", the circumstantial one (Kratzer 1981): all three take an
#: object that is the subject of their to-infinitive ("allow/permit/enable X to V").
PERMISSION_VERBS_WITH_ENABLE = PERMISSION_VERBS | {"enable"}

#: :data:`PERMISSION_VERBS_WITH_ENABLE` and "let", whose bare infinitive follows its object ("let
#: X V"; Huddleston & Pullum 2002 ch. 14 §5 on "allow/permit/enable/let"): what a reader of the
#: possibility granted takes when the form of the complement does not matter. (Not
#: presupposition's ``ENABLING_VERBS``, verbs that bring about or hinder an event:
#: "facilitate, prevent, delay".)
PERMISSION_VERBS_WITH_ENABLE_LET = PERMISSION_VERBS_WITH_ENABLE | {"let"}

# -- adverbs --------------------------------------------------------------------------------------

#: -ly adverbs that are not manner/attitude adjuncts of the verb (read by verb_complement's
#: negation focus and by the complement rewriter's matrix-adverb cut): sentence adverbs, focus,
#: time, frequency and degree (Quirk et al. 1985 §8.87-8.127, disjuncts and subjuncts), which
#: do not attract the focus of negation that way.
NON_MANNER_LY = frozenset(
    {
        "really", "actually", "simply", "only", "merely", "finally", "eventually", "initially",
        "originally", "subsequently", "previously", "recently", "apparently", "reportedly",
        "allegedly", "certainly", "clearly", "obviously", "probably", "likely", "surely",
        "early", "already", "usually", "generally", "typically", "frequently", "consistently",
        "repeatedly", "immediately", "ultimately", "basically", "essentially", "largely",
        "mostly", "partly", "nearly", "fully", "completely", "entirely", "totally", "utterly",
        "particularly", "especially", "specifically", "understandably", "unfortunately",
        "fortunately", "naturally", "literally", "definitely", "personally",
        # enumerating conjuncts, which order the clause in a list of points and have no
        # manner reading (Quirk et al. 1985 ch. 8 on listing conjuncts; vc71)
        "firstly", "secondly", "thirdly", "lastly",
    }
)  # fmt: skip

#: The twelve month names and the seven day names, lower case: proper nouns of the calendar
#: (Quirk et al. 1985 §5.66-5.67; H&P 2002 ch. 5 §20.3). Readers that leave out "may" (the
#: modal) or "march" (the verb) say so where they use them (stop 70 read-through, mdAB: the
#: months were written out in five modules).
MONTH_NAMES = frozenset(
    {
        "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december",
    }
)  # fmt: skip
DAY_NAMES = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
)

#: Compound indefinite pronouns: noun phrases of their own, never after a determiner (Quirk et
#: al. 1985 §6.45-6.46; CGEL ch. 5 §9.3 on compound determinatives). Closed-class words, so
#: never names: a capital on one is the sentence's (stop 84, pr180: "Did Everybody begin").
COMPOUND_PRONOUNS = frozenset(
    {"nobody", "somebody", "anybody", "everybody", "someone", "anyone", "everyone"}
    | {"nothing", "something", "anything", "everything"}
)


# -- connectives ----------------------------------------------------------------------------------

#: Resultive conjuncts (Quirk et al. 1985 §8.137: "thus, therefore, hence, consequently,
#: accordingly"): they tie their clause to the one before it as its consequence (Halliday &
#: Hasan 1976 ch. 5 on causal conjunction), and say nothing of their own clause's content.
RESULTIVE_CONNECTIVES = frozenset({"thus", "therefore", "hence", "consequently", "accordingly"})
#: Connectives that open a later independent clause and link it to the clause before it alone:
#: the resultive conjuncts, result "so" ("A, so B"; Quirk et al. 1985 §13.18, §8.137) and
#: temporal "then" of sequence ("A; then B" = "after that"; Quirk et al. 1985 §8.137 on
#: temporal conjuncts, Halliday & Hasan 1976 §5.5). Cut from that clause, "Then B" or "So B"
#: points back at nothing; the clause without the word states B, which is all a premise of B's
#: own clause is about (stop 85, pr183).
CLAUSE_LINKING_CONNECTIVES = RESULTIVE_CONNECTIVES | {"so", "then"}
#: Two-word exemplifying conjuncts ("for example", "for instance"; Quirk et al. 1985 §8.137 on
#: appositive conjuncts, §17.77-17.78 on exemplification): what they introduce is one case
#: among others. The one-word abbreviations are ``EXEMPLIFYING_ABBREVIATIONS``.
EXEMPLIFYING_OPENERS = (("for", "example"), ("for", "instance"))
#: The abbreviation "e.g." (exempli gratia) as tokenized: exemplifying, unlike the
#: reformulating "i.e.", "viz." and "namely", which identify the whole (Quirk et al. 1985
#: §17.77-17.80 on exemplifying vs. appositive markers).
EXEMPLIFYING_ABBREVIATIONS = frozenset({"e.g.", "eg", "eg."})


# -- interjections --------------------------------------------------------------------------------

#: Interjections that call the hearer's attention to what follows ("behold", "lo"; OED s.v.
#: behold int., lo int.): a discourse marker outside the proposition (Quirk et al. 1985
#: §11.54 on interjections), which a question, negation, hedge or "if" cannot take
#: ("*Had Dagon fallen ... when the people arose, behold?"; s1205s pres-047, pres-060).
ATTENTION_INTERJECTIONS = frozenset({"behold", "lo"})

#: Presentative and exclamatory interjections that are never nouns: "behold" and "lo" point the
#: hearer to what follows, "alas" and "ah" voice the speaker's feeling (Quirk et al. 1985
#: §11.54; Huddleston & Pullum 2002 ch. 16 §4.3: interjections stand outside clause structure).
#: Set off by commas one is no list member, and the comma after it is its own (Quirk et al. 1985
#: App. III.25), so a removal in a list after it keeps that comma (stop 88, cj192).
SET_OFF_INTERJECTIONS = ATTENTION_INTERJECTIONS | {"alas", "ah"}

#: Cardinal number words and their values, two to ten and the round "hundred"/"thousand" (the
#: numeral scale items of implicature and the counted lists of conjunction).
NUMBER_WORD_VALUES = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "hundred": 100,
    "thousand": 1000,
}

#: Inceptive aspectual verbs, the catenatives of beginning (Quirk et al. 1985 §16.39, §16.49;
#: Freed 1979 on "begin"/"start"/"commence"): they assert the onset of the complement's event,
#: not its culmination; their "just" marks the onset, not the complement. One list for the
#: complement rewriter and the verb_complement phenomenon.
INCEPTIVE_VERBS = frozenset({"begin", "commence", "start"})

#: Words that open the first and the second subject of a distributive pair ("one ... one /
#: another / the other", "some ... others"): the pair divides one set between two predicates
#: (Huddleston & Pullum 2002 ch. 5 §9 on "one ... the other"). The second member is anaphoric:
#: "another", "the other(s)" pick out the rest of a set the first member has opened, so it
#: follows that member. One list for the verb_complement phenomenon (negating one half of the
#: pair) and the presupposition premises (moving a preposed clause that holds the first half).
DISTRIBUTIVE_FIRST = frozenset({"one", "some"})
DISTRIBUTIVE_SECOND = frozenset({"one", "another", "other", "others"})
#: The second members that cannot open a pair themselves: "one ... one" is also the generic
#: pronoun's repetition ("When one travels, one learns"), which has no order to keep.
DISTRIBUTIVE_CONTRASTIVE_SECOND = DISTRIBUTIVE_SECOND - DISTRIBUTIVE_FIRST
