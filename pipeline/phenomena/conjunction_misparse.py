"""Coordinations whose parse is not trustworthy enough to cut (cj122, the s1203c review).

A removal is also the premise of its addition pair, so a wrong conjunct boundary spoils two
pairs. These are shapes where the dependency parse itself shows that it has misread the
sentence, so that the string edit cannot know where a member ends; the removals are not made
(the pairs are refused, not mended):

* ``numbered_enumeration``: "Section 1 covers commands, 2 system calls, 3 library routines,
  4 devices and networks, 5 file formats": the bare numerals are item labels of an enumeration
  (Quirk et al. 1985 §19.35 on enumerative listing; Nunberg 1990 ch. 5 on item markers), not
  quantities. An item may hold a coordination of its own ("4 devices and networks"), and the
  parse cannot tell an item from a member of the coordination inside it: removing "4 devices"
  moved "networks" under label 3. A run of three or more consecutive labels that reaches
  outside the coordination marks such a list.
* ``preposition_with_two_complements``: "by in effect capacitor coupling the signal ... and
  restoring ...": one preposition with both a noun object (``pobj``) and a clausal complement
  (``pcomp``) on the first member. A preposition takes one complement (Huddleston & Pullum
  2002 ch. 7 §2.1), so the parse has split one phrase ("capacitor coupling") in two, and a cut
  of the member leaves the stray noun ("in effect capacitor restoring ...").
* ``repeated_verb_read_as_noun``: "A defines X, B defines the shell and utilities and C defines
  Y": the word right after the last member is the same word form the sentence has as a finite
  verb elsewhere, but the tagger read it as a noun. Parallel clauses repeat their verb (Quirk et
  al. 1985 §13.92 on parallel structure in coordination; Hogan 2007 on head similarity as a cue
  to the level of a coordination), so that word is the verb of a clause the parse took for a
  noun phrase, and the coordination is one of clauses, not of "shell ... and C" ("the shell and
  utilities defines real-time extensions").
* ``determined_premodifier``: "moving the cursor or print head": the first member is parsed as a
  premodifier of the noun after the list ("print head") yet holds its own determiner. A
  premodifier in a noun phrase takes no determiner of its own (Quirk et al. 1985 §17.98-17.101;
  the determiner of "the input or output file" hangs on "file"), so the parse is unsure whether
  the first member is a whole noun phrase ("the cursor") or a modifier of the shared noun, and
  a cut makes a noun that is not there ("the cursor head").
* ``bare_infinitive_left``: "is intended to be simple to implement but still be efficient": the
  first member is a "to"-infinitive with its own "to", a later member a bare infinitive without
  one. In coordinated infinitives the bare later member shares the first member's "to"
  (Huddleston & Pullum 2002 ch. 15 §4.4; Quirk et al. 1985 §13.47), so cutting the first member
  with its "to" leaves the bare verb with no marker ("to be simple be efficient"); that removal
  is not made (the later members' removals are).
* ``infinitive_member_before_first``: "functions to create an empty stack, to push values onto a
  stack and to pop values": the parse joins only "to push ... and to pop ..." and hangs "to
  create ..." elsewhere. In a list only the last member is marked by the coordinator
  (Huddleston & Pullum 2002 ch. 15 §1.2; Quirk et al. 1985 §13.19), so a parallel
  "to"-infinitive that ends at a comma right before the first member is the list's true first
  member, and every removal builds the list wrong ("to create an empty stack, to push values
  onto a stack", with no coordinator left).
* ``verb_with_two_objects``: "The optimizer recasts the set as a frozenset and stores the
  constant": the tagger read the verb "stores" as a plural noun, a member coordinated with the
  object "the set", and hung "the constant" on "recasts" as a second direct object. A verb
  takes at most one direct object (Huddleston & Pullum 2002 ch. 4 §4.1; a ditransitive's
  first object is the indirect one, Quirk et al. 1985 §10.2), so two ``dobj`` dependents of one
  verb (or two ``pobj`` of one preposition) show a misread coordination, and a cut of the
  member leaves the stray object ("recasts the set as a frozenset the constant"; cj139, s1204l
  class 1). Not when the member is the indirect object of a ditransitive verb right after it
  ("He gave the dog and the cat some food": ``indirect_object_coordination``, mn75), whose two
  objects are an indirect and a direct one (Huddleston & Pullum 2002 ch. 4 §4.3).
* ``set_anaphor_after``: "The user may select an item or click elsewhere, in either case the
  menu is hidden": "in either case", "in both cases", "either way" take up the whole set of
  alternatives as their antecedent (Huddleston & Pullum 2002 ch. 17 §2 on anaphora; Webber 1988
  on discourse deixis), like the "or both" of ``anaphoric_total``; with a member gone the
  anaphor has one case left to refer to ("click elsewhere, in either case ...").
* ``participle_after_finite``: "Copy the files to the folder, but leaving the hidden ones out":
  a finite or imperative verb phrase and, after "but" or "yet", a bare "-ing" participle clause
  with no subject and no auxiliary of its own. Coordination joins constituents of like
  category and function (Sag, Gazdar, Wasow & Weisler 1985; Huddleston & Pullum 2002 ch. 15
  §4), and a subjectless participle clause is no finite verb phrase: it is a supplementive
  adverbial clause (Quirk et al. 1985 on supplementive clauses; "but" there marks a concession,
  as "while" would), so the parse's coordination is not one, no member is a conjunct that
  ConjNLI's pairs could drop or add (Saha et al. 2020 §3), and neither pair is made (the
  s1204r judges: "not a parallel coordination (finite imperative + participle)"). Not when the
  first member is a participle too ("was reading but skipping the notes"), whose members share
  their auxiliary and are alike.
* ``coordinator_of_later_clause``: "Sellers (on the left) raise their prices and buyers (on
  the right) lower them": the parse joins the nouns "prices and buyers" and hangs the verb
  "lower" on "raise" as a clause ``conj`` with no coordinator of its own. A coordinated clause
  is marked by a coordinator or, in an asyndetic list, by a comma before it (Huddleston &
  Pullum 2002 ch. 15 §1.2; Quirk et al. 1985 §13.19), so a later clause member with neither
  took the "and" of the noun coordination: the coordination joins the two clauses, and a cut
  of a noun member leaves two clauses run together ("raise their buyers ... lower them").
* ``relative_member_beside_main_clause``: "may borrow the tools that are listed and for which a
  deposit was paid": a member that opens with a pied-piped relative ("for which", "in whom") is
  a relative clause, and a relative clause coordinates with a relative clause of the same noun
  (coordination of likes: Sag et al. 1985; Huddleston & Pullum 2002 ch. 12 §3 on relatives),
  so a parse that joins it to a clause that is no relative clause has the wrong partner, and a
  cut leaves a bare relative ("For which a deposit was paid.", "is that for which ...").
* ``sluiced_wh_member``: "explains which fields are required or optional and why": a lone
  wh-adverb member ("why", "when", "how", "where") is a sluice, an elided embedded question
  whose partner is the whole embedded question "which fields are ..." (Ross 1969; Merchant
  2001 ch. 2), not the word the parse joins it to, so a cut leaves "required or why". Not when
  the partner is itself a wh-word ("when and where").
* ``suspended_prefix_member``: "coastal North- and South-America, Europe and Asia", "pre- and
  post-war housing": a member that ends in a hyphen is the first part of a compound word whose
  second part it shares with the next member (a suspended hyphen: Chicago Manual of Style 17th
  ed. §7.88; Quirk et al. 1985 App. I.13 on hyphenation), a coordination below the word, not of
  phrases. The parse makes the bare prefix a member of a longer list of phrases around it, or
  starts a list at its second part, and a cut strands the prefix ("coastal North- and
  Europe") or takes the second part from it. A pair of two members alone ("low- and
  high-bypass turbofans") is left to the rewriter, which cuts it right ("high-bypass").
* ``other_after_premodifier``: "death to the shooter and other members of the team": "other"
  opens a noun phrase of its own, where it stands in the determiner zone with the determiner
  or after it (Huddleston & Pullum 2002 ch. 5 §7.6 on "other"; Quirk et al. 1985 §5.19-5.23 on
  postdeterminers), so a bare "other" after "and"/"or" begins the second coordinate noun phrase
  ("[the shooter] and [other members]"). The parse joined it to a word it read as a
  premodifier of the noun after it ("shooter/other members"), and a cut leaves "the shooter
  members". Not when the first member is a determiner ("this and other countries").
* ``noun_read_as_adjective``: "eruptions of flame or cold wind": the first member is a noun
  the parse gave the function of an adjective (``amod``) beside an adjective member, so
  category and function disagree and the parse is unsure whether the noun ends its own noun
  phrase ("of [flame] or [cold wind]") or premodifies the noun after the list; conjoins are of
  like category and function (Sag, Gazdar, Wasow & Weisler 1985; Quirk et al. 1985 §13.4),
  and a cut of the adjective makes a compound that is not there ("flame wind"). A noun parsed
  as a noun premodifier (``compound``/``nmod``: "steel and wooden chairs") is left alone.
* ``appositive_enumeration``: "The children of Joseph, Manasseh and Ephraim, took their
  inheritance": after a plural head noun, a list of names set off by commas on both sides,
  the closing comma right before the head's verb, is an appositive enumeration of the head's
  members (Quirk et al. 1985 §17.65-17.72 on appositive enumeration after a plural or
  collective head), not a coordination with the name the head's "of" phrase ends in. A list
  that is the subject itself has no comma between it and its verb (Quirk et al. 1985 §19.16
  on punctuation between subject and verb), so the closing comma marks the apposition. The
  parse joins "Joseph" to the names, and every cut misreports the sentence ("The children of
  Manasseh and Ephraim, took ...", the s1205q judges: "changes the referent and has a
  subject-verb comma"). Not "The kings of Moab, Edom, and Ammon met ...", a plain list.
* ``gerund_beside_object_of_gerund``: "in hopes of relieving the burden of pain and earning
  forgiveness": a later member is an "-ing" verb with its own object or complement, the first
  a noun inside the object of a higher "-ing" verb. Coordinated constituents are parallel in
  form (Quirk et al. 1985 §13.4 and §13.92 on parallel structure; Hogan 2007 on head
  similarity as a cue to the level of a coordination), so the later gerund clause is the
  higher gerund's partner ("relieving ... and earning ..."), not the noun's; a noun coordinated
  with a gerund is fine on its own ("the food and drinking", "reading and writing" have no
  higher gerund), and a cut at the parse's level leaves "the burden of earning forgiveness".
* ``bare_verb_read_as_noun_member``: "when he would have to pull up his rear leg and hop": the
  last member is one bare singular noun (or adjective: "lift his paw and limp"), with no determiner or modifier of its own, at the end
  of its clause, beside a determined object noun phrase, and the word is far more often a verb
  than a noun (WordNet's SemCor counts). Conjuncts are like constituents (Quirk et al. 1985
  §13.41), and a bare verb there is the partner of the verb phrase ("pull up his rear leg" and
  "hop"), not of the object noun, so a cut at the noun level leaves "pull up his rear hop" (the
  s1207a judges). Not a bare noun that is mostly a noun ("his leg and arm").
* ``clause_member_read_as_noun``: "It is delicious and Heinz are the best tasting Piccalilli":
  a later member is a noun phrase followed right away by a finite verb that has no subject of
  its own, while the first member is no subject. That noun phrase is the subject of the verb
  after it, so the member is a clause ("Heinz are the best ..."), coordinated with the clause
  before "and" (Quirk et al. 1985 §13.41: conjuncts are like constituents), and a cut of the
  noun leaves a finite verb without a subject ("It is delicious are the best ...").
* ``gap_in_first_relative_member_only``: "I've made it the way they suggest and add ground
  beef": the first member is the verb of a relative clause with a subject of its own and no
  object, the later verb member has an object. A gap of a relative clause inside a
  coordination must be in every member (Ross 1967, the Coordinate Structure Constraint and its
  across-the-board exception), so a later member with its object filled may instead be the
  partner of the main verb ("made it the way they suggest and [I] add ground beef"); the parse
  cannot tell, and a cut of "suggest" changes who adds ("the way they add ground beef").
* ``adjective_member_of_noun_with_complement``: "almost purple on the outside and more of a pink
  on the inside": a bare adjective member ("more") coordinated with the object noun of a
  preposition, followed by a preposition that the parse hangs on the first member. An adjective
  is no object of a preposition (Huddleston & Pullum 2002 ch. 7 §2.1), so the member heads a
  phrase of its own ("more of a pink on the inside") coordinated with the whole predicate, and
  cutting only the word leaves its complement on the noun ("the outside of a pink").
* ``semicolon_member_cut_inside``: "formulas: chicken & vegetable; turkey, carrot & potato;
  ...; and chicken & vegetable (grain-free)": a coordinator right after a semicolon joins the
  members of a list whose members are set off by semicolons because they hold commas or
  coordinators of their own (the semicolon as a "super-comma": Nunberg 1990 ch. 5; Quirk et al.
  1985 App. III.21), so the last member runs to the next semicolon or the sentence's end. When
  the parse's last member stops short of an inner coordinator of that unit ("chicken" of
  "chicken & vegetable"), the parse has split a member, and a cut leaves its remnant on the
  member before ("turkey & vegetable (grain-free) & vegetable (grain-free)", the s1207a judges).
* ``present_verb_disagreeing_with_shared_subject``: "Harris brings a tragic dimension and
  savage wit to the role": the tagger read an adjective ("savage") as a present-tense verb
  and the parse made it a verb member beside "brings". Verb-phrase coordinates without a
  subject of their own share the first member's subject, and a finite verb agrees with its
  subject in number and person (Quirk et al. 1985 §10.34; Huddleston & Pullum 2002 ch. 15
  §4.4 on the coordinates sharing what is outside them), so a subjectless plain present
  form (VBP) after a first member in the "-s" form (VBZ) cannot share its subject: the parse drew
  the members wrong, and a cut took the shared "to the role" with the false member
  ("brings a tragic dimension.", the s9403 judges). Not a plain first verb before a later
  "-s" form ("It taste great and is a great way ..."): there the writer's agreement slip is
  in the first verb, and the members are drawn right.
* ``bare_verb_beside_finite_over_infinitive``: "just when you're ready to forgive him, or
  really laugh at him, ...": the parse joins a bare verb member with no subject, auxiliary or
  "to" of its own to the finite verb "'re", though the first member holds a "to"-infinitive
  before the coordinator. Coordinates are alike in form (Quirk et al. 1985 §13.4, §13.92;
  Hogan 2007 on head similarity as a cue to the level of a coordination), and a bare verb
  after a "to"-infinitive is that infinitive's partner sharing its "to" (Huddleston & Pullum
  2002 ch. 15 §4.4), so the coordination is inside "ready to ..." and a cut of the first
  member drops the shared "'re ready to" ("just when you really laugh at him"); that removal
  is not made, the removal of the bare member is right on either reading and stays (as for
  the past-tense shape of the 116th pass, "planned to sell A, and buy B").
* ``extraposed_clause_in_last_member``: "It is a pity, and a real shame, that the shop
  closed": a copular clause with anticipatory "it" as subject has its subject clause
  extraposed to the end (Huddleston & Pullum 2002 ch. 16 §7.1; Quirk et al. 1985 §18.33; the
  copula with a noun or adjective predicate is the frame's usual host, while a referential
  "it" of another verb, "how it melts in his mouth and that ...", is no anticipatory
  subject), outside the
  coordination and shared by every member. When the parse hangs that "that"-clause inside the
  last member (as its relative clause, or as a clause member of its own), cutting the last
  member takes the subject clause with it ("It is a pity.", "It's a tribute to the actress.",
  the s9403 judges: the clause "now means something else").
* ``disjoined_clause_after_subordinate``: "I crate him whenever I go out or it is bedtime":
  the parse joins the clause after "or" to the main verb, though it follows a postposed
  subordinate clause ("whenever I go out") with no comma to close it. A constituent right after
  an open clause attaches inside it (late closure, Frazier 1978; Frazier & Fodor 1978), and an
  alternative to the main clause ("or else it is bedtime") is rarely what a disjunction after a
  conditional or temporal clause means, so the disjunction most likely joins the two
  conditions ("whenever I go out or it is bedtime"). The parse's members are then wrong: the
  removal of the first member lifts a condition to an assertion ("It is bedtime.") and the
  labels read a main-clause "or" where a downward-entailing restrictor holds the disjunction
  (the s9402 judges on conj-074; cj208). Only "or", only a finite later member with its own
  subject, and only when the subordinate clause has its subordinator ("whenever", "if",
  "when", "because", ...) and ends right at the "or"; a comma before "or" closes the clause
  and the main-level reading stays ("I call her when I can, or she calls me").
* ``gerund_read_as_noun_member``: "I suggest pouring it into a bowl and whisking": the last
  member is one bare "-ing" word the tagger read as a noun and the parse joined to the object
  of a preposition ("a bowl"), which itself hangs on a gerund ("pouring"). Coordinates are
  alike in form (Quirk et al. 1985 §13.92; Hogan 2007), and an "-ing" word whose only noun
  senses in WordNet are acts (or none: "whisking") is the gerund of its verb, the partner of
  the gerund above ("pouring ... and whisking"), so the removal of the first member wrote
  "pouring it into whisking" (the s9402 judges on conj-024; cj208). A real noun in "-ing"
  ("a bowl and frosting": a food) or a first member with no gerund above keeps its pairs.
* ``noun_member_of_verb``: "if you sit down, and list the 10 best things in one column, and
  the 10 worst things in another": the parse joined a noun phrase ("the 10 worst things") as
  a member of a verb ("sit"). Members of one coordination are of like category (Quirk et al.
  1985 §13.92; H&P 2002 ch. 15 §4), and a noun phrase with a prepositional phrase after "and"
  is the remnant of a gapped clause ("and [list] the 10 worst things in another": Hankamer
  1979; Johnson 2009 on gapping), whose verb the parse does not show; the removal wrote "list
  the 10 best things in your life in the 10 worst things in another" (s9402 conj-062; cj208).
  Refused when a later member is a noun with a determiner or numeral and the first is a verb,
  and the noun carries a prepositional phrase with the same preposition as one on a verb
  member ("write ... in one list, and the three worst films in another"): in gapping the
  remnants contrast with correlates of the same category in the full clause (Hankamer 1979;
  Johnson 2009; Quirk et al. 1985 §13.92), so a repeated preposition shows the phrase is a
  second remnant beside the noun, not the noun's own modifier. Without it the noun's phrase
  is read as its own postmodifier ("the tower of Arad", "the sort of pain it caused", "a few
  dozen pupils from the village" after "founded with", "the timing of the election" after
  "including over"): a list member the parse hung on the verb, which the removals already
  read against the verb's object (cj180, cj186, the fifty-second and ninety-first passes),
  or a one-remnant gap whose removal alone is written ("For the bread shall come out of
  Egypt, and the oil from Tyre" -> "... out of Egypt.", cj188), so their pairs stay (cjfix).
  A singular noun member after the plural of a partitive "one of the Ns" is refused as well
  ("one of the claims, and the reason we use it" wrote "one of the reason we use it"): "one
  of" takes a plural, so the singular is no partner of that plural.
* ``adverbial_clause_member_beside_main_clause``: "The pump worked well only in warm rooms
  and when the air was dry": the parse joined a clause that opens with its own subordinator
  ("when", "if", "because", ...) to the main clause, whose verb has no subordinator. A
  subordinate clause cannot be coordinated with a main clause (coordinates are of like
  function, Quirk et al. 1985 §13.66; H&P 2002 ch. 15 §4.1 on coordination of unlike
  categories, "in warm rooms and when the air was dry" being two adverbials of one clause), so
  the real first member is an adverbial inside the main clause, and the removal of the parse's
  first member left the subordinate clause alone as the hypothesis ("When the air was dry.",
  not a sentence: H&P 2002 ch. 11 §1). That removal is refused (au02); the removal of the
  subordinate clause itself keeps the main clause whole and stays. A main clause that holds a
  subordinate clause of its own ("and when she came back, the house was empty"), also when the
  parse hangs the main clause on the subordinate one ("and since A are B, C is D"), is a main
  clause and keeps its pairs.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..lexicon import wordnet
from ..lexicon.verb_frames import takes_two_objects
from ..syntax import FINITE_TAGS, TokenRange

#: Expressions that refer back to the whole set of alternatives or members just listed.
_SET_ANAPHORS = (
    ("in", "either", "case"),
    ("in", "both", "cases"),
    ("in", "each", "case"),
    ("either", "way"),
)


def _head(doc: Doc, c: TokenRange):
    return doc[c.start : c.end].root


def label_runs(doc: Doc) -> list[list[Token]]:
    """Runs of three or more bare numeral modifiers that count up by one in text order
    ("1 ..., 2 ..., 3 ..."): the item labels of a numbered enumeration."""
    labels = [t for t in doc if t.text.isdigit() and t.dep_ == "nummod" and len(t.text) < 4]
    runs: list[list[Token]] = []
    for t in labels:
        if runs and int(t.text) == int(runs[-1][-1].text) + 1:
            runs[-1].append(t)
        else:
            runs.append([t])
    return [run for run in runs if len(run) >= 3]


def numbered_enumeration(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A member starts with a bare numeral label of an enumeration whose run of three or more
    consecutive labels reaches outside the coordination (see the module docstring)."""
    runs = label_runs(doc)
    inside = {i for c in conj for i in range(c.start, c.end)}
    firsts = {c.start for c in conj}
    for run in runs:
        marks = {t.i for t in run}
        if any(i in marks for i in firsts) and any(i not in inside for i in marks):
            return True
    return False


def preposition_with_two_complements(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A member's head is the ``pcomp`` of a preposition that also has a ``pobj`` before it
    (the noun stands between the preposition and the member: "in effect capacitor coupling")."""
    for c in conj:
        head = _head(doc, c)
        if head.dep_ == "pcomp" and any(
            x.dep_ == "pobj" and x.i < head.i for x in head.head.children
        ):
            return True
    return False


def repeated_verb_read_as_noun(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The word right after the last member is a finite verb's word form, tagged a noun there."""
    end = conj[-1].end
    if end >= len(doc):
        return False
    nxt = doc[end]
    if nxt.is_punct or nxt.tag_ in FINITE_TAGS or nxt.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(t.i != nxt.i and t.lower_ == nxt.lower_ and t.tag_ in FINITE_TAGS for t in doc)


def determined_premodifier(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> bool:
    """The first member premodifies a noun after the list and has a determiner of its own; "or"
    only: premodifiers joined by "and" under one determiner and a singular head describe one
    thing ("the object and class layer", one layer; Quirk et al. 1985 §13.69), while "the A or
    B N" also reads as a disjunction of whole noun phrases ("the cursor" or "the print head")."""
    if cc.lower_ != "or":
        return False
    head = _head(doc, conj[0])
    if head.dep_ not in {"compound", "nmod"} or head.pos_ not in {"NOUN", "PROPN"}:
        return False
    noun = head.head
    if noun.pos_ not in {"NOUN", "PROPN"} or noun.i < conj[-1].end:
        return False
    return any(x.dep_ == "det" and x.i < head.i for x in head.children)


def bare_infinitive_left(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """Cutting the first member takes its "to" from a later bare-infinitive member."""
    first = _head(doc, conj[0])
    to = [x for x in first.children if x.dep_ == "aux" and x.tag_ == "TO"]
    if first.tag_ != "VB" or not to or not conj[0].start <= to[0].i < conj[0].end:
        return False
    for c in conj[1:]:
        head = _head(doc, c)
        if head.tag_ != "VB" or any(x.dep_ in {"aux", "auxpass"} for x in head.children):
            continue
        if c.start > 0 and doc[c.start - 1].tag_ == "TO":
            continue
        return True
    return False


def infinitive_member_before_first(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A to-infinitive member whose "to" follows a comma that closes another to-infinitive."""
    start = conj[0].start
    if start < 3 or doc[start].tag_ != "TO" or doc[start - 1].text != ",":
        return False
    return any(
        v.tag_ == "VB"
        and v.right_edge.i == start - 2
        and any(x.dep_ == "aux" and x.tag_ == "TO" and x.i < v.i for x in v.children)
        for v in doc[: start - 1]
    )


def verb_with_two_objects(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The first member is a direct object whose verb has a second direct object after the
    coordination, or a prepositional object whose preposition has a second one there (a
    preposition takes one complement: Huddleston & Pullum 2002 ch. 7 §2.1; see the module
    docstring)."""
    head = _head(doc, conj[0])
    if head.dep_ not in {"dobj", "pobj"}:
        return False
    if head.dep_ == "dobj" and indirect_object_coordination(doc, head, conj):
        return False
    return any(x.dep_ == head.dep_ and x.i >= conj[-1].end for x in head.head.children)


def indirect_object_coordination(doc: Doc, head: Token, conj: Sequence[TokenRange]) -> bool:
    """The coordination is the indirect object of a ditransitive verb ("He gave the dog and
    the cat some food"): a verb of giving, sending or telling takes an indirect object and a
    direct object, the indirect one first, right after the verb (Huddleston & Pullum 2002 ch. 4
    §4.3; Quirk et al. 1985 §10.6), so its two noun-phrase objects are no misparse. The parse
    marks it either with a ``dative`` dependent or with two ``dobj``; the latter counts only
    for a verb with a ditransitive WordNet frame (``verb_frames.takes_two_objects``; not
    "recast", "store") whose first member follows the verb at once."""
    verb = head.head
    if verb.pos_ not in {"VERB", "AUX"} or verb.i >= conj[0].start:
        return False
    if any(x.dep_ == "dative" for x in verb.children):
        return True
    between = doc[verb.i + 1 : conj[0].start]
    return all(t.dep_ == "prt" for t in between) and takes_two_objects(verb.lemma_)


def set_anaphor_after(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "in either case", "in both cases", "either way" after the first member (the parse may
    take the clause with the anaphor for a further member of the list)."""
    words = [t.lower_ for t in doc[conj[0].end :]]
    return any(
        tuple(words[k : k + len(phrase)]) == phrase
        for phrase in _SET_ANAPHORS
        for k in range(len(words))
    )


#: Contrastive coordinators that open a concessive supplementive participle clause ("but
#: leaving", "yet keeping"); see ``participle_after_finite``.
_CONCESSIVE_COORDINATORS = frozenset({"but", "yet"})


def participle_after_finite(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> bool:
    """A finite or imperative first member and, after "but"/"yet", a later member that is a bare
    "-ing" participle with no subject or auxiliary of its own: a supplementive clause, not a
    like conjunct (see the module docstring)."""
    if cc.lower_ not in _CONCESSIVE_COORDINATORS:
        return False
    first = _head(doc, conj[0])
    if first.tag_ not in FINITE_TAGS | {"VB"} or first.pos_ not in {"VERB", "AUX"}:
        return False
    if first.tag_ == "VB" and any(x.dep_ == "aux" and x.tag_ == "TO" for x in first.children):
        return False  # "to copy ... but leaving": an infinitive, left to the other shapes
    for c in conj[1:]:
        head = _head(doc, c)
        if head.tag_ == "VBG" and not any(
            x.dep_ in {"aux", "auxpass", "nsubj", "nsubjpass", "expl"} for x in head.children
        ):
            return True
    return False


def coordinator_of_later_clause(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """Nominal members under a verb that has a later clause ``conj`` with no coordinator and
    no comma of its own before it (see the module docstring)."""
    head = _head(doc, conj[0])
    if head.dep_ not in {"dobj", "pobj", "attr"} or head.pos_ not in {"NOUN", "PROPN"}:
        return False
    verb = head.head if head.dep_ != "pobj" else head.head.head
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    end = conj[-1].end
    for x in verb.children:
        if x.dep_ != "conj" or x.i < end:
            continue
        between = doc[end : x.i]
        marks = [t for t in between if t.dep_ in {"cc", "preconj"} and t.head in {verb, x}]
        # a comma at depth 0 before the clause: an asyndetic list member
        depth = 0
        comma = False
        for t in between:
            depth += t.text in "([{" and t.is_punct
            depth -= t.text in ")]}" and t.is_punct
            comma = comma or (depth == 0 and t.text in {",", ";", ":"})
        if not marks and not comma and any(c.dep_ in {"dobj", "attr"} for c in x.children):
            return True
    return False


_WH_ADVERBS = frozenset({"why", "when", "how", "where"})


def sluiced_wh_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A one-word member that is a wh-adverb beside a member that is no wh-word (a sluice; see
    the module docstring)."""

    def lone_wh(c: TokenRange) -> bool:
        return c.end - c.start == 1 and doc[c.start].lower_ in _WH_ADVERBS

    if not any(lone_wh(c) for c in conj):
        return False
    return any(
        not lone_wh(c) and doc[c.start].tag_ not in {"WRB", "WDT", "WP", "WP$"} for c in conj
    )


_RELATIVE_WORDS = frozenset({"which", "whom", "whose"})


def _opens_pied_piped_relative(doc: Doc, c: TokenRange) -> bool:
    """The member opens with a preposition and a relative word ("for which", "in whom")."""
    return (
        c.end - c.start > 2
        and doc[c.start].tag_ == "IN"
        and doc[c.start + 1].lower_ in _RELATIVE_WORDS
        and doc[c.start + 1].head.i == c.start
    )


def relative_member_beside_main_clause(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A later member is a pied-piped relative clause, the first member a clause that is not
    a relative clause and opens with no wh-word (see the module docstring)."""
    if not any(_opens_pied_piped_relative(doc, c) for c in conj[1:]):
        return False
    first = conj[0]
    head = _head(doc, first)
    if head.dep_ == "relcl" or _opens_pied_piped_relative(doc, first):
        return False
    return doc[first.start].tag_ not in {"WDT", "WP", "WP$", "WRB"}


def _suspended_prefix(tok: Token) -> bool:
    """``tok`` is a word part that ends in a hyphen ("North-", "pre-"), or a hyphen glued to
    the word before it."""
    if len(tok.text) > 1 and tok.text.endswith("-") and tok.text[-2].isalnum():
        return True
    return tok.text == "-" and tok.i > 0 and not tok.nbor(-1).whitespace_


def suspended_prefix_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A member that ends in a hyphen right before a coordinator or comma: the prefix of a
    compound whose second part it shares; or a member that is that second part, right after
    "X- and" (see the module docstring)."""
    first = conj[0].start
    if first >= 2 and doc[first - 1].dep_ == "cc" and _suspended_prefix(doc[first - 2]):
        return True  # "North- and [South-America], [Europe] and [Asia]"
    for c in conj:
        last = doc[c.end - 1]
        nxt = doc[c.end] if c.end < len(doc) else None
        if nxt is None or not (nxt.dep_ == "cc" or nxt.text == ","):
            continue
        if len(conj) > 2 and _suspended_prefix(last) and (last.text != "-" or c.end - 1 > c.start):
            return True  # a pair "low- and high-bypass" is cut right by the rewriter
    return False


def other_after_premodifier(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A later member that is the bare word "other" beside a first member the parse made a
    premodifier of a noun after the list (see the module docstring)."""
    head = _head(doc, conj[0])
    if head.dep_ not in {"amod", "compound", "nmod"} or head.tag_ in {"DT", "PDT", "PRP$"}:
        return False
    if head.head.i < conj[-1].end or head.head.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(c.end - c.start == 1 and doc[c.start].lower_ == "other" for c in conj[1:])


def noun_read_as_adjective(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A first member that is a noun parsed as an adjectival modifier, beside an adjective
    member (see the module docstring)."""
    head = _head(doc, conj[0])
    if head.dep_ != "amod" or head.tag_ not in {"NN", "NNS"}:
        return False
    return any(_head(doc, c).pos_ == "ADJ" for c in conj[1:])


def gerund_beside_object_of_gerund(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A noun first member inside the object of a higher "-ing" verb and a later member that is
    an "-ing" verb with its own object or complement (see the module docstring)."""
    head = _head(doc, conj[0])
    if head.pos_ not in {"NOUN", "PROPN"} or head.dep_ not in {"pobj", "dobj"}:
        return False
    if not any(
        _head(doc, c).tag_ == "VBG"
        and any(x.dep_ in {"dobj", "prep", "ccomp", "xcomp"} for x in _head(doc, c).children)
        for c in conj[1:]
    ):
        return False
    up = head.head
    while up.dep_ in {"prep", "pobj", "dobj"} and up.pos_ != "VERB" and up.head.i != up.i:
        up = up.head
    return up is not head.head and up.tag_ == "VBG" and up.pos_ == "VERB"


def appositive_enumeration(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """Names after the name that ends the "of" phrase of a plural subject noun, the list closed
    by a comma right before the subject's verb (see the module docstring)."""
    first = _head(doc, conj[0])
    if first.dep_ != "pobj" or first.head.lower_ != "of" or len(conj) < 2:
        return False
    noun = first.head.head
    if noun.tag_ not in {"NNS", "NNPS"} or noun.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    if any(_head(doc, c).pos_ != "PROPN" for c in conj):
        return False
    end = conj[-1].end
    if conj[0].end >= len(doc) or doc[conj[0].end].text != ",":
        return False  # "the sons of Jacob and Leah, ...": no comma opens an apposition
    if end + 1 >= len(doc) or doc[end].text != ",":
        return False
    after = doc[end + 1]
    verb = noun.head
    return after.i == verb.i or (after.head.i == verb.i and after.dep_ in {"aux", "auxpass", "neg"})


#: A verb reading is the word's usual one when its SemCor verb occurrences outnumber its noun
#: occurrences by this factor ("hop": 9 to 2; "arm": 4 to 104 is a noun).
_VERB_DOMINANCE = 2.0


def _verb_dominant(word: str) -> bool:
    verb, noun = wordnet.sense_count(word, "VERB"), wordnet.sense_count(word, "NOUN")
    return verb >= 3 and verb >= _VERB_DOMINANCE * noun


def bare_verb_read_as_noun_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The last member is one bare singular noun ending its clause beside a determined object
    whose word is mostly a verb (see the module docstring)."""
    if len(conj) < 2 or conj[-1].end - conj[-1].start != 1:
        return False
    first, last = _head(doc, conj[0]), doc[conj[-1].start]
    if first.dep_ != "dobj" or first.head.pos_ not in {"VERB", "AUX"}:
        return False
    if not any(x.dep_ in {"det", "poss"} for x in first.children):
        return False
    if last.tag_ not in {"NN", "JJ"} or list(last.children) or last.i + 1 >= len(doc):
        return False
    if not doc[last.i + 1].is_punct or doc[last.i + 1].text in {"'", '"', "-", "/"}:
        return False
    return _verb_dominant(last.lower_)


def clause_member_read_as_noun(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A later nominal member right before a finite verb without a subject, the first member no
    subject (see the module docstring)."""
    if _head(doc, conj[0]).dep_ in {"nsubj", "nsubjpass", "expl"}:
        return False
    for c in conj[1:]:
        head = _head(doc, c)
        if head.pos_ not in {"NOUN", "PROPN", "PRON"} or c.end >= len(doc):
            continue
        verb = doc[c.end]
        if verb.tag_ not in FINITE_TAGS | {"MD"}:
            continue
        if verb.dep_ in {"aux", "auxpass"}:  # "are adapted": the clause's head is the verb
            verb = verb.head
        subjects = [x for x in verb.children if x.dep_ in {"nsubj", "nsubjpass", "expl"}]
        # "areas such as rinks or courts are adapted": the member is inside the subject
        if not subjects and head not in verb.subtree:
            return True
    return False


def gap_in_first_relative_member_only(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The first member is a relative clause's verb with its own non-relative subject and no
    object, a later verb member has one (see the module docstring)."""
    first = _head(doc, conj[0])
    if first.dep_ != "relcl" or first.pos_ != "VERB":
        return False
    subjects = [x for x in first.children if x.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or subjects[0].tag_ in {"WDT", "WP", "WP$"} or subjects[0].lower_ == "that":
        return False
    objects = {"dobj", "ccomp", "xcomp", "attr", "dative"}
    if any(x.dep_ in objects for x in first.children):
        return False
    if any(x.dep_ == "prt" for x in first.children):
        # "When they see the cans they stand up and take notice" (ab91b, kept 4 of 4): an
        # intransitive phrasal verb ("stand up", "sit down") has no object to leave a gap
        # (Quirk et al. 1985 §16.3-16.4), so the relative reading the parse chose is its error,
        # not the gap's evidence
        return False
    for c in conj[1:]:
        head = _head(doc, c)
        if head.pos_ == "VERB" and any(x.dep_ == "dobj" for x in head.children):
            return True
    return False


def adjective_member_of_noun_with_complement(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A bare adjective member coordinated with a preposition's noun object and followed by a
    preposition the parse hangs on that noun (see the module docstring)."""
    first = _head(doc, conj[0])
    if first.dep_ != "pobj" or first.pos_ not in {"NOUN", "PROPN"}:
        return False
    for c in conj[1:]:
        head = _head(doc, c)
        if head.pos_ != "ADJ" or c.end - c.start != 1 or c.end >= len(doc):
            continue
        nxt = doc[c.end]
        if nxt.dep_ == "prep" and nxt.head.i == first.i:
            return True
    return False


def semicolon_member_cut_inside(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> bool:
    """A coordinator after a semicolon whose last member stops before an inner coordinator of
    its semicolon-delimited unit (see the module docstring)."""
    if cc.i == 0 or doc[cc.i - 1].text != ";":
        return False
    if _head(doc, conj[-1]).pos_ in {"VERB", "AUX"}:
        # "...; and they walked two days in the hills, and found no shelter": clauses after a
        # semicolon are no list members; their own later "and" coordinates inside the clause
        # (stop 87 ab87, stop 44 pins); the rule is for "&" lists of items (cj198)
        return False
    end = conj[-1].end
    for t in doc[end:]:
        if t.text in {";", ".", "!", "?"}:
            return False
        if t.dep_ == "cc" or t.text == "&" or t.lower_ in {"and", "or"}:
            return True
    return False


#: Subject relations: a member with one of these has a subject of its own.
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def present_verb_disagreeing_with_shared_subject(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A later subjectless, auxiliary-less plain or bare verb member beside a first member in
    the "-s" form that has the subject (see the module docstring)."""
    first = _head(doc, conj[0])
    if first.tag_ != "VBZ" or not any(x.dep_ in _SUBJECT_DEPS for x in first.children):
        return False
    # not a bare form (VB): "enjoys respect and pay ranging ..." is a noun the tagger read as
    # a verb, and other shapes keep its right removals (fifty-ninth pass)
    for c in conj[1:]:
        head = _head(doc, c)
        if (
            head.tag_ == "VBP"
            and doc[c.start - 1].tag_ != "TO"
            and not any(x.dep_ in _SUBJECT_DEPS | {"aux", "auxpass"} for x in head.children)
        ):
            return True
    return False


def bare_verb_beside_finite_over_infinitive(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A finite first member holding a "to"-infinitive before the coordinator, a later bare
    verb member with no subject, auxiliary or "to" (see the module docstring)."""
    first = _head(doc, conj[0])
    if first.tag_ not in FINITE_TAGS or first.pos_ not in {"VERB", "AUX"}:
        return False
    end = conj[1].start
    infinitive = any(
        t.tag_ == "VB"
        and t.i < end
        and any(x.dep_ == "aux" and x.tag_ == "TO" for x in t.children)
        and first in t.ancestors
        for t in doc[conj[0].start : end]
    )
    if not infinitive:
        return False
    for c in conj[1:]:
        head = _head(doc, c)
        if head.tag_ == "VB" and not any(
            x.dep_ in _SUBJECT_DEPS | {"aux", "auxpass"} for x in head.children
        ):
            return True
    return False


def _anticipatory_it_clause(head: Token) -> Token | None:
    """The copular clause with subject "it" that ``head`` heads or is the predicate of."""
    clause = head if head.pos_ in {"VERB", "AUX"} else head.head
    if clause.lemma_ != "be":
        return None
    if not any(x.dep_ in _SUBJECT_DEPS and x.lower_ == "it" for x in clause.children):
        return None
    return clause


def _that_marked(tok: Token) -> bool:
    return any(x.dep_ == "mark" and x.lower_ == "that" for x in tok.children)


def extraposed_clause_in_last_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A copular clause with subject "it" in a member whose "that"-clause the parse made a
    clause member of it, or hung on the last member's noun or adjective head (see the module
    docstring)."""
    last = _head(doc, conj[-1])
    for c in conj:
        head = _head(doc, c)
        clause = _anticipatory_it_clause(head)
        if clause is None:
            continue
        # "it's a tribute to A, and to B, that ...": the "that"-clause as a clause member of
        # the "it" clause, in this coordination or in one inside this member
        if any(x.dep_ == "conj" and _that_marked(x) for x in clause.children):
            return True
        # "It is a pity, and a real shame, that ...": the clause on the last member's head; a
        # "that"-clause inside a verb member is its own ("It rained and he said that it was
        # over", "but it makes things bearable enough that you can cope")
        if last.pos_ in {"NOUN", "PROPN", "ADJ"} and any(
            x.i > last.i and _that_marked(x) for x in last.children
        ):
            return True
    return False


def disjoined_clause_after_subordinate(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> bool:
    """A main-level "or" whose first member ends in a postposed subordinate clause with its
    subordinator and no comma before the "or", and whose later member is a finite clause with
    its own subject (see the module docstring)."""
    if cc.lower_ != "or" or len(conj) != 2 or cc.i == 0:
        return False
    first, last = _head(doc, conj[0]), _head(doc, conj[-1])
    if first.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"VERB", "AUX"}:
        return False
    if not any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in last.children):
        return False
    if doc[cc.i - 1].is_punct:
        return False
    for sub in first.children:
        if sub.dep_ != "advcl" or sub.i < first.i or sub.right_edge.i != cc.i - 1:
            continue
        if any(
            c.dep_ in {"mark", "advmod"} and c.tag_ in {"IN", "WRB"} and c.i < sub.i
            for c in sub.children
        ):
            return True
    return False


def gerund_read_as_noun_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The last member is one bare "-ing" noun whose noun senses are acts at most, and the
    first member is the object of a preposition on a gerund (see the module docstring)."""
    if len(conj) < 2 or conj[-1].end - conj[-1].start != 1:
        return False
    first, last = _head(doc, conj[0]), doc[conj[-1].start]
    if last.tag_ != "NN" or not last.lower_.endswith("ing") or list(last.children):
        return False
    if first.dep_ != "pobj" or first.head.dep_ != "prep" or first.head.head.tag_ != "VBG":
        return False
    lexnames = {s.lexname() for s in wordnet.wordnet().synsets(last.lower_, "n")}
    return lexnames <= {"noun.act"} and bool(wordnet.wordnet().synsets(last.lower_, "v"))


#: Dependents that make a noun a determined noun phrase.
_DETERMINER_DEPS = frozenset({"det", "nummod", "poss"})


def noun_member_of_verb(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A later member is a determined noun phrase joined to a verb member (see the module
    docstring)."""
    first = _head(doc, conj[0])
    if first.pos_ != "VERB":
        return False
    heads = [_head(doc, c) for c in conj]
    # the prepositions of the verb members' own phrases: the correlates a remnant PP answers
    verb_preps = {
        x.lower_
        for h in heads + [h.head for h in heads]
        if h.pos_ == "VERB"
        for x in h.children
        if x.dep_ == "prep"
    }
    for c, head in zip(conj[1:], heads[1:], strict=True):
        if (
            head.pos_ == "NOUN"
            and head.dep_ == "conj"
            and head.head.pos_ == "VERB"  # the first member's verb, or an earlier one's
            and any(x.dep_ in _DETERMINER_DEPS for x in head.children)
            and (
                any(x.dep_ == "prep" and x.lower_ in verb_preps for x in head.children)
                or _singular_after_partitive_one(doc, c.start, head)
            )
        ):
            return True
    return False


def _singular_after_partitive_one(doc: Doc, start: int, head: Token) -> bool:
    """The noun member is singular and the noun phrase just before it is the plural of a
    partitive "one of the Ns": the removals read the member against that plural and write
    "one of the reason", but "one of" takes a plural oblique (Quirk et al. 1985 on partitive
    "of"; H&P 2002 ch. 5 on partitives), so the singular is not its partner."""
    if head.tag_ != "NN":
        return False
    prev = [t for t in doc[:start] if not t.is_punct and t.dep_ != "cc"]
    if not prev:
        return False
    noun = prev[-1]
    return (
        noun.tag_ == "NNS"
        and noun.dep_ == "pobj"
        and noun.head.lower_ == "of"
        and noun.head.head.lower_ == "one"
    )


def untrusted_parse(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> bool:
    """No member of this coordination can be cut safely (any shape of the module docstring but
    ``bare_infinitive_left`` and ``bare_verb_beside_finite_over_infinitive``, which block the
    first member's removal only)."""
    return (
        numbered_enumeration(doc, conj)
        or preposition_with_two_complements(doc, conj)
        or repeated_verb_read_as_noun(doc, conj)
        or determined_premodifier(doc, cc, conj)
        or set_anaphor_after(doc, conj)
        or verb_with_two_objects(doc, conj)
        or infinitive_member_before_first(doc, conj)
        or participle_after_finite(doc, cc, conj)
        or coordinator_of_later_clause(doc, conj)
        or sluiced_wh_member(doc, conj)
        or relative_member_beside_main_clause(doc, conj)
        or suspended_prefix_member(doc, conj)
        or other_after_premodifier(doc, conj)
        or noun_read_as_adjective(doc, conj)
        or gerund_beside_object_of_gerund(doc, conj)
        or appositive_enumeration(doc, conj)
        or bare_verb_read_as_noun_member(doc, conj)
        or clause_member_read_as_noun(doc, conj)
        or gap_in_first_relative_member_only(doc, conj)
        or adjective_member_of_noun_with_complement(doc, conj)
        or semicolon_member_cut_inside(doc, cc, conj)
        or present_verb_disagreeing_with_shared_subject(doc, conj)
        or extraposed_clause_in_last_member(doc, conj)
        or disjoined_clause_after_subordinate(doc, cc, conj)
        or gerund_read_as_noun_member(doc, conj)
        or noun_member_of_verb(doc, conj)
    )


#: Subordinators that open an adverbial clause (Quirk et al. 1985 §14.12; H&P 2002 ch. 11 §4).
_ADVERBIAL_SUBORDINATORS = frozenset(
    {
        "when", "whenever", "where", "wherever", "while", "whilst", "if", "unless", "because",
        "since", "although", "though", "once", "until", "till", "before", "after", "as",
    }
)  # fmt: skip


def _own_subordinator(doc: Doc, c: TokenRange) -> Token | None:
    """The subordinator that opens member ``c`` and hangs on the member's own head, if any."""
    head = _head(doc, c)
    first = next((t for t in doc[c.start : c.end] if not t.is_punct), None)
    if first is None or first.head.i != head.i or first.lower_ not in _ADVERBIAL_SUBORDINATORS:
        return None
    return first if first.dep_ in {"mark", "advmod"} else None


def adverbial_clause_member_beside_main_clause(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A later member is a finite clause opened by its own subordinator and the first member is
    a main clause with none (see the module docstring): the first member's removal would leave
    the subordinate clause alone."""
    if len(conj) < 2:
        return False
    first = _head(doc, conj[0])
    if first.dep_ not in {"ROOT", "conj"} or first.pos_ not in {"VERB", "AUX"}:
        return False
    if _own_subordinator(doc, conj[0]) is not None or doc[conj[0].start].tag_ == "WRB":
        return False
    for k, c in enumerate(conj[1:], start=1):
        head = _head(doc, c)
        if head.pos_ not in {"VERB", "AUX"} or head.tag_ not in FINITE_TAGS:
            continue
        if _own_subordinator(doc, c) is None or _main_clause_after(doc, c, head):
            continue
        if k + 1 < len(conj) and _main_clause_member(doc, conj[k + 1], c):
            continue  # "A, and since B, C": the next member is the clause B is preposed to
        return True
    return False


def _main_clause_member(doc: Doc, nxt: TokenRange, c: TokenRange) -> bool:
    """Member ``nxt`` follows member ``c`` with no coordinator between and is a finite clause
    with its own subject and no subordinator of its own."""
    head = _head(doc, nxt)
    if any(t.dep_ == "cc" for t in doc[c.end : nxt.start]):
        return False
    return (
        head.tag_ in FINITE_TAGS
        and _own_subordinator(doc, nxt) is None
        and any(x.dep_ in {"nsubj", "nsubjpass", "expl"} for x in head.children)
    )


def _main_clause_after(doc: Doc, c: TokenRange, head: Token) -> bool:
    """Member ``c`` goes on, after its subordinate clause, with a finite clause of its own
    subject outside that clause, inside the member or right after it with no coordinator
    between (the parse hangs it on the clause's verb or beside it) ("and since A are B, the linking of C is
    not to be wondered at"): the member is a main clause with a preposed subordinate clause
    (Quirk et al. 1985 §15.18), whose removal leaves a sentence."""
    clause = {t.i for t in head.subtree if t.dep_ not in {"conj", "parataxis"} or t.i == head.i}
    clause |= {t.i for k in head.children if k.dep_ not in {"conj", "parataxis"} for t in k.subtree}
    for t in doc[c.start :]:
        if t.i >= c.end and t.dep_ == "cc" and t.head.pos_ in {"VERB", "AUX"}:
            return False  # a later coordination of clauses: no main clause of this member's own
        if (
            t.i not in clause
            and t.tag_ in FINITE_TAGS
            and any(x.dep_ in {"nsubj", "nsubjpass", "expl"} for x in t.children)
        ):
            return True
    return False
