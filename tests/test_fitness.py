"""Source noise (pipeline/fitness.py): each reason fires on constructed noise and stays quiet on
good sentences; cleaning keeps the meaning; a real ``mine run`` flags pairs of unfit sentences.

The parse-based reason (``fragment``) and the run use the real spaCy model.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from pipeline import fitness
from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of

#: Sentences an expert keeps: quotes, parentheses, numbers, abbreviations, colons, Wikipedia text,
#: imperatives, questions, dialogue attribution, lower-case names, acronyms, hashtags.
GOOD = [
    # a short run repeated on purpose is no slip
    "Whatever the agency says you have to do, you have to do.",
    # "not only" answered by "but", an additive adverb or a second clause after punctuation
    "The dogs were not only loyal but also brave.",
    "Not only did prices fall, wages fell too.",
    "She not only sang; she wrote the songs.",
    "The committee, chaired by Dr. Ellen Park, approved the U.S. budget on March 3, 2004.",
    '"I don\'t think so," she said, and closed the door.',
    "The museum (founded in 1881) holds 4,500 paintings: most are Dutch.",
    "Turn left at the church and walk for 200 m.",
    "Did the BBC and NASA really sign the agreement?",
    "de Gaulle returned to Paris in 1944.",
    "iPhone sales rose by 12% in the third quarter.",
    "The band's single reached #1 on the Billboard Hot 100.",
    "It shot to the number one spot on the Eurochart Hot 100, where it remained for 12 weeks.",
    "Some students passed the exam, but not all of them did.",
    "He said that the FBI had known about it since 1999...",
    "The pupil contracts in bright light.",
    "Yes, he knew that she had left.",
    "The results were clear: 5 < 6 and the difference was significant (p < .05).",
    "She asked me whether I had seen 'Casablanca'.",
    "Uhland's poems were set to music by Schubert.",
    # the small tagger's errors must not make a fragment: "-s"/"-ed" verbs read as nouns or
    # participles, sentence-initial "once" taken for a subordinator
    "Once they came to look at me.",
    "Tourists love to take pictures of the harbour.",
    "Recent proposals aimed to help more families save money.",
    "The tobacco industry counters with a new advertising campaign.",
    # no final period, but nothing cut (MNLI and headlines often lack one)
    "The museum states that Columbus lived in this house",
    "I don't care what you say",
    "He had had enough, and he said that that was final.",
    # near misses of the rules added after the blind review (#11)
    "The low-slung car sped away.",
    "1990 was a good year for the company.",
    "50 Cent was a rapper from New York.",
    "You can either stay with us or go home.",
    "Either side may appeal the ruling.",
    "I don't like it either.",
    "van Gogh painted it in 1889.",
    "eBay sold the company in 2015.",
    "Tom & Jerry was a cartoon.",
    "The boys' toys were red.",
    "Students / parents must sign the form.",
    "The chapter on cold sores / fever blisters explains the cause.",
    "Well-well, so-so, bye-bye are reduplicated compounds.",
    # a lower-case start on a complete clause is a capitalisation slip, not a cut (docs/flags.md)
    "the band is set to do two shows in 2016.",
    'She was 5\'10" tall and played "guard" for the team.',
    # a verb of saying with what is said, or a verb that stands alone, is a sentence
    "He asked for help.",
    "She cried.",
    "They said that the plant had closed.",
    "She told me about the war.",
    "The study adds to the existing literature.",
    # doublings grammar makes, names, plural nouns with singular verbs, absolutes (round 6)
    "He came in in the end, after the others had left.",
    "She gave her her keys and left the room.",
    "Duran Duran played in London last year.",
    "His will will be read out tomorrow.",
    "What it is is a failure of nerve.",
    "The news is bad for the students.",
    "The data shows a steady rise in prices.",
    "Politics makes strange bedfellows.",
    "He being a lawyer, she asked him for advice.",
    "The photo showed the mayor at the rally.",
    "Prices rose by 8 percent in a year.",
    "Click the button to start the game.",
    # names, gerund subjects, measure phrases, tautonyms (read on a ConjNLI/COCA slice)
    "Woods is a part of the modelling movement.",
    "Winning awards is nothing new for him.",
    "The 800 metres is a common track event.",
    'The little dovekie "Alle alle" is a small auk.',
    'The tarpan ("Equus ferus ferus") was a wild horse.',
]


@pytest.mark.parametrize("text", GOOD)
def test_good_sentences_have_no_reason(nlp, text):
    assert fitness.assess(text, nlp(text)) == []


NOISE = [
    ("markup", "The chopper # rose into the dark sky."),
    ("markup", "Well, that would just seem common sense @!KELLY"),
    ("markup", "The director said @ @ @ @ @ @ @ @ @ @ that the plan failed."),
    ("markup", "The report is attached. < p"),
    ("markup", "The tables were set ** 44;805;TOOLONG and the guests came."),
    ("speaker_tag", "Let us do our job, and that is to be the oversight body FELDMAN:"),
    ("speaker_tag", "We are done here. -- WADE"),
    ("stage_direction", "INT. KITCHEN - NIGHT. She opens the fridge."),
    ("stage_direction", "The INSTRUCTOR (O.S.) calls the students back."),
    ("stage_direction", "He said (on camera) that the vote would pass."),
    ("stage_direction", "ELECTRIC BLUE LIGHT begins to play over their bodies."),
    ("stage_direction", "OH SERVES 4 25 MINUTES 4 slices bacon, chopped 1 can (16 oz.)"),
    ("fragment", "Facts, figures, general knowledge."),
    ("subjectless", "Allows Settlers and Engineers to build airbases."),
    ("fragment", "Sidebar solution for the busy family."),
    ("fragment", "Rich slobs like Roz."),
    # a verbless item description (stop 60, fl22)
    ("description", "A medical cream that provides anesthetic properties."),
    ("truncated", "Commercial offers were so lucrative that"),
    ("truncated", "Space dictated the headline:"),
    ("truncated", "but no one dares to silence them."),
    ("truncated", "The new initiative was announced --"),
    ("disfluent", "I - I - uh, you know, went to the store."),
    ("disfluent", "This -- this -- the one on his temple had been looked at."),
    ("disfluent", "We were, um, going to tell you."),
    ("duplicated_word", "He was was not related to the family."),
    ("no_words", ". . ."),
    # found unflagged by the blind review (#11)
    ("markup", "Tom & ; Jerry was a cartoon."),
    ("truncated", "ran to the store and bought some milk."),
    ("truncated", "6 was an airship of the German army."),
    ("truncated", "and they really like him."),  # as stored untidied (a shipped parse)
    ("truncated", "or they really like him."),
    ("truncated", "and so did the rest of the team."),
    ("truncated", "which was the best thing the band ever did."),
    ("disfluent", "I did not have any--any sort of plan."),
    ("disfluent", "He came and \u2014 and then he left."),
    ("statistics", "The effect was reliable, F(1,89) = 4.86, p < .03."),
    ("garbled", "The two firms either merged in 1990."),
    ("garbled", "Cold sores / fever blisters Exposure to sunlight causes outbreaks."),
    # a correlative "not only" whose "but also" half was cut (ConjNLI-style removals)
    ("garbled", "The dogs were not only an important part of the social structure."),
    # only the attribution of a quotation the splitter left in the sentence before (#12)
    # "ask" alone is complete since stop 49 (fl8): "said" has to say something
    ("truncated", "She said, as the nurse nodded."),
    ("truncated", "He told The Post."),
    ("truncated", "she says."),
    # a dangling dash in a text tidy did not repair (a shipped parse)
    ("truncated", "The band plays guitar and drums \u2013."),
    # a quotation mark with no partner inside the sentence (source noise found by a blind judge)
    ("unbalanced_quote", 'The coach called it "a disaster and left the field.'),
    ("unbalanced_quote", "The coach called it \u201ca disaster and left the field."),
    ("unbalanced_quote", 'She said "no" and then "maybe to the offer.'),
    # round 6 (#11/#12): doubled words and units, web residue, subjects that do not agree
    ("duplicated_word", "He he said nothing about the plan."),
    ("garbled", "She appeared in film, television,, and radio."),
    ("duplicated_word", "I I think the plan will work."),
    # a run of five or more words copied back to back (stop 28)
    (
        "duplicated_word",
        "She also wrote historical novels, mostly in German, wrote historical novels, mostly in"
        " German, but also in Serbian.",
    ),
    ("duplicated_word", "Their profits rose by 88.40% percent in a single year."),
    ("markup", "Photo: The mayor speaks to reporters at the rally."),
    ("markup", "PHOTO (COLOR): A man walks past the closed factory."),
    ("markup", "WASHINGTON (AP) -- The Senate passed the bill on Tuesday."),
    ("markup", "Click here to read the full story about the election."),
    ("disfluent", "The fans reacts to the news of the trade."),
    ("disfluent", "The workers wants more pay and shorter hours."),
    ("disfluent", "we telling all our friends about the new house."),
    # text-only source noise (pipeline/source_noise.py, stop 52)
    ("misspelled", "The nurse checked his helath before the operation."),
    ("chat", "That movie was so long haha, we left before the end."),
    # non-standard verb forms (pipeline/source_noise.py, stop 53, fl12)
    ("nonstandard", "From what I seen, the shop closes early on Sundays."),
    ("non_proposition", "Thank you so much, Marcus!"),
    ("mojibake", "I met his fianc\ufffde at the party."),
    # other languages, line-break hyphens, headings, salutations (stop 57, fl18)
    ("foreign", "Morgen kommen wir mit den Kindern und sehen uns die neue Ausstellung an."),
    ("hyphenation", "The committee found the evidence un- deniable and acted at once."),
    ("heading", "Weekend Market Reopens Downtown The farmers returned to the square on Saturday."),
    ("salutation", "Hi Margaret, It turns out the meeting was moved to Friday."),
    # stop 64 (sn1): verse whose line breaks were lost
    # (two line starts: a lone capitalised coordinator is no verse since stop 66, fl32)
    ("verse", "The shepherd kept his flock by night, And sang to them, And slept at break of day."),
    # stop 61 (fl23): an unfilled template slot
    ("placeholder", "The trader on <planet> will pay you %d credits for the cargo."),
    ("vp_ellipsis", "Luckily, most of the porters did."),
    # stop 76 (fl55): a determined singular head noun with a plural present verb
    ("agreement", "The delivery fee for both parcels are paid by the sender."),
    # stop 87 (fl73): a main clause opened by the conjunction "for"
    ("for_clause", "For the river had risen in the night."),
    # stop 91 (fl80): a habitual fused spelling, a lower-case pronoun "i", "costed me $50"
    ("habitual_error", "We bought alot of these for the party."),
]


@pytest.mark.parametrize(("reason", "text"), NOISE)
def test_noise_gets_its_reason(nlp, reason, text):
    assert reason in fitness.assess(text, nlp(text))


def test_fragment_needs_a_parse():
    # without a parse only the text rules run: the sentence ends well and has no markup
    assert fitness.assess("Facts, figures, general knowledge.") == []


def test_every_reason_is_documented():
    found = {reason for reason, _ in NOISE}
    assert found == set(fitness.REASONS)


# -- cleaning --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "text", "speaker"),
    [
        (
            "> But after George 's death , Edith sold it .",
            "But after George's death, Edith sold it.",
            None,
        ),
        ("# The chopper powered out into the sky .", "The chopper powered out into the sky.", None),
        ("@!Mr - SIMONS: We do n't know .", "We don't know.", "Mr - SIMONS"),
        (
            "Mr. COHEN : I believe that to be the case .",
            "I believe that to be the case.",
            "Mr. COHEN",
        ),
        # a COCA text id glued to the first sentence, numbered script roles, a transcript's
        # "- Name :" turn (stop 29 blind review: left in premises and hypotheses)
        ("##1002653 Just this morning , Dan left .", "Just this morning, Dan left.", None),
        (
            "Narrator 2 : As they leave , the clock strikes .",
            "As they leave, the clock strikes.",
            "Narrator 2",
        ),
        (
            "- Co - Anc : Well , what they saw was fear .",
            "Well, what they saw was fear.",
            "Co - Anc",
        ),
        ("Step 1 : Mix the flour .", "Step 1: Mix the flour.", None),
        # an article that does not fit the next word is a slip a reader corrects; letters,
        # names, "an h..." and "a other" are left alone
        (
            "Ngapi is used as a additive in most dishes.",
            "Ngapi is used as an additive in most dishes.",
            None,
        ),
        ("A aerial seed bank is common.", "An aerial seed bank is common.", None),
        ("Peter is an writer.", "Peter is a writer.", None),
        ("It is an historical era.", "It is an historical era.", None),
        ("Compare column A and column B.", "Compare column A and column B.", None),
        (
            "He waited an hour in a university town.",
            "He waited an hour in a university town.",
            None,
        ),
        ("It is heated by a other heater.", "It is heated by a other heater.", None),
        ("I ' m no authority in these matters .", "I'm no authority in these matters.", None),
        ("the men 's team won the # 1 spot .", "the men's team won the #1 spot.", None),
        # split hyphens and possessive apostrophes of tokenized text are joined (#11)
        ("The low - slung car sped away .", "The low-slung car sped away.", None),
        ("A 24 - year - old first - person shooter .", "A 24-year-old first-person shooter.", None),
        ("The Geats ' homes burned.", "The Geats' homes burned.", None),
        (
            "The girls ' and boys ' schools share a library.",
            "The girls' and boys' schools share a library.",
            None,
        ),
        ("He says ' hello ' to us.", "He says ' hello ' to us.", None),
        # ... but not a quotation, a restart or a filler
        ("He called them ' free ' men .", "He called them 'free' men.", None),
        ("I - I - uh , went home .", "I - I - uh, went home.", None),
        # COCA also writes a dash as " - ": only compounds are joined
        (
            "There was no need - the ceremony was loud .",
            "There was no need - the ceremony was loud.",
            None,
        ),
        (
            "It hurt - she knew , she had been shot .",
            "It hurt - she knew, she had been shot.",
            None,
        ),
        # a dash dangling before the final period is a cut-off aside: removed
        (
            "His main instruments are vocals, keys, and drums \u2013.",
            "His main instruments are vocals, keys, and drums.",
            None,
        ),
        ("The band plays guitar and drums -.", "The band plays guitar and drums.", None),
        ("The band plays guitar and drums --.", "The band plays guitar and drums.", None),
        (
            "Ann Lee (born 1858 \u2013 ?) was a writer.",
            "Ann Lee (born 1858 \u2013 ?) was a writer.",
            None,
        ),
        # round 6 (#11/#12): editing slips and citation residue are repaired
        (
            "The Kroger Company,, is an American retailer.",
            "The Kroger Company is an American retailer.",
            None,
        ),
        (
            "They were the defending champions,, and only Nestor played.",
            "They were the defending champions and only Nestor played.",
            None,
        ),
        ("He hit.300 in ten of the twelve years.", "He hit.300 in ten of the twelve years.", None),
        ('" Part 1 " first aired in 1999.', '" Part 1 " first aired in 1999.', None),
        (
            "She appeared in film, television,, and radio.",
            "She appeared in film, television,, and radio.",
            None,
        ),
        ("The government:: it fell in May.", "The government: it fell in May.", None),
        ("He would would not sign the letter.", "He would not sign the letter.", None),
        ("The the film was long.", "The film was long.", None),
        ("She went to to the shop.", "She went to the shop.", None),
        (
            "The club is known simply as as The Hornets.",
            "The club is known simply as The Hornets.",
            None,
        ),
        (
            "It improved management.12, and costs fell.",
            "It improved management, and costs fell.",
            None,
        ),
        ("He showed the results[3] to the board.", "He showed the results to the board.", None),
        ("The claims were false.[note 1]", "The claims were false.", None),
        ("The town grew.[1][2] It is large.", "The town grew. It is large.", None),
        ("The tax was high[citation needed].", "The tax was high.", None),
        ('The film " Kadal " was a hit.', 'The film "Kadal" was a hit.', None),
        ('He called it " a mess ", and left.', 'He called it "a mess", and left.', None),
        # ... not what is written on purpose
        ("His will will be read.", "His will will be read.", None),
        ("He had had enough.", "He had had enough.", None),
        ("He came in in the end.", "He came in in the end.", None),
        ("Duran Duran played.", "Duran Duran played.", None),
        ("She wrote std::map in the code.", "She wrote std::map in the code.", None),
        ("The size was 3.12 inches.", "The size was 3.12 inches.", None),
        ("See fig.3 for the details.", "See fig.3 for the details.", None),
        ("He wrote that it was [sic] wrong.", "He wrote that it was [sic] wrong.", None),
        ('"[a]nd then he left," she said.', '"[a]nd then he left," she said.', None),
        ('She said " no.', 'She said " no.', None),
        # a lone quote at the very start or end is the rest of a cut quotation: removed
        ('"The river was high that spring.', "The river was high that spring.", None),
        ('The river was high that spring."', "The river was high that spring.", None),
        ("\u201cThe river was high that spring.", "The river was high that spring.", None),
        ("The river was high that spring.\u201d", "The river was high that spring.", None),
        # ... not one inside, and not one of three (assess flags those)
        ('He called it "a disaster.', 'He called it "a disaster.', None),
        ('"He said "no" to it.', '"He said "no" to it.', None),
        # a spaced hyphen whose pieces are a word written solid is a compound
        ("The day - care centre closed .", "The day-care centre closed.", None),
        ("My home - town changed , he said .", "My home-town changed, he said.", None),
        # ... but a dash between clauses stays
        (
            "We waited for hours - people kept coming .",
            "We waited for hours - people kept coming.",
            None,
        ),
        # compounds split by a tokenizer in running (untokenized) text are joined when safe:
        # a bound prefix, a semi-suffix head, a degree word before an adjective (#11)
        (
            "The river is non - navigational above the falls.",
            "The river is non-navigational above the falls.",
            None,
        ),
        ("Divers found a mine - like object.", "Divers found a mine-like object.", None),
        ("The firm sold higher - end cars.", "The firm sold higher-end cars.", None),
        ("The last slope is medium - steep.", "The last slope is medium-steep.", None),
        ("He was a self - made man.", "He was a self-made man.", None),
        ("He was a self - made man .", "He was a self-made man.", None),
        # ... and, in text distributed tokenized (Wikipedia sentences of NLP corpora), a compound
        # WordNet lists open or solid, a number word, a participle compound or an ethnonym pair
        (
            "The Phellodendron, or cork - tree, is a genus of trees.",
            "The Phellodendron, or cork-tree, is a genus of trees.",
            None,
        ),
        ("The line - up changed in 1990.", "The line-up changed in 1990.", None),
        ("They lost in the round - robin stage.", "They lost in the round-robin stage.", None),
        ("It has a seven - seat layout.", "It has a seven-seat layout.", None),
        ("It was a best - selling album.", "It was a best-selling album.", None),
        (
            "She grew up in a Jewish - American family.",
            "She grew up in a Jewish-American family.",
            None,
        ),
        # ... never before a word that opens a dash's aside, nor a phrasal verb
        (
            "The house - ruined by the storm - stood empty.",
            "The house - ruined by the storm - stood empty.",
            None,
        ),
        ("We waited in line - up the hill.", "We waited in line - up the hill.", None),
        # ... never a numeric range, a parenthetical dash or a semi-suffix word opening an aside
        ("The war lasted 1990 - 1995.", "The war lasted 1990 - 1995.", None),
        ("The house - a ruin - stood there.", "The house - a ruin - stood there.", None),
        ("The hut - like the others - burned.", "The hut - like the others - burned.", None),
        ("He ran - like a madman.", "He ran - like a madman.", None),
        ("He did well - better than expected.", "He did well - better than expected.", None),
        (
            "They came as well - including two ships.",
            "They came as well - including two ships.",
            None,
        ),
        ("We spent heavily - like any startup.", "We spent heavily - like any startup.", None),
        ("Well, the - like I said, it works.", "Well, the - like I said, it works.", None),
        (
            "It has no California feel - like surfing.",
            "It has no California feel - like surfing.",
            None,
        ),
        # ... in tokenized text too
        (
            "It had that feel - like surfing , you know .",
            "It had that feel - like surfing, you know.",
            None,
        ),
        ("Some babies - born early - do n't cry .", "Some babies - born early - don't cry.", None),
        ("He is a Canadian - born writer .", "He is a Canadian-born writer.", None),
        # Wikipedia {{convert}} output that lost its parentheses (#11)
        ("The boat weighs 200 lb 91 kg.", "The boat weighs 200 lb (91 kg).", None),
        ("The town is 10 mi 16 km away.", "The town is 10 mi (16 km) away.", None),
        ("He is 5 ft 10 in 1.78 m tall.", "He is 5 ft 10 in (1.78 m) tall.", None),
        ("The mast is 5 ft 1.5 m high.", "The mast is 5 ft (1.5 m) high.", None),
        # ... one measure in one system, or a preposition "in", stays
        ("He is 5 ft 10 in tall.", "He is 5 ft 10 in tall.", None),
        ("The wall is 3 m 20 cm thick.", "The wall is 3 m 20 cm thick.", None),
        ("He finished 3 in 10 km races.", "He finished 3 in 10 km races.", None),
        # a lower-case nominative pronoun opens a full clause: only the capital was lost (#12)
        ("they were defeated in the final.", "They were defeated in the final.", None),
        ("she's the new coach.", "She's the new coach.", None),
        # ... "it" and "you" are objects too, "that" a complementiser: assess decides
        ("that Sunday morning, the team left.", "that Sunday morning, the team left.", None),
        # running text is left exactly as it is
        ("'I am here,' he said.", "'I am here,' he said.", None),
        ("Paris - the capital - is big.", "Paris - the capital - is big.", None),
        ("Note: the agency said so.", "Note: the agency said so.", None),
    ],
)
def test_tidy(raw, text, speaker):
    tidied = fitness.tidy(raw)
    assert (tidied.text, tidied.speaker) == (text, speaker)
    assert fitness.tidy(tidied.text).text == tidied.text  # idempotent


def test_segmentation_splits_at_corpus_marks_and_turns():
    raw = (
        "> Edith sold the estate . # He did n't care . "
        "I mean , it was common sense @!KELLY : Yes , it would . "
        "They said @ @ @ @ @ @ @ @ @ @ that it failed ."
    )
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    got = [(s.text, s.speaker) for s in sentences_of(doc)]
    assert got == [
        ("Edith sold the estate.", None),
        ("He didn't care.", None),
        ("I mean, it was common sense", None),
        ("Yes, it would.", "KELLY"),
        ("They said", None),
        ("that it failed.", None),
    ]
    again = [s.sentence_id for s in sentences_of(doc)]
    assert again == [s.sentence_id for s in sentences_of(doc)]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # the sentencizer cut a title at its "!"/"?": put back together (#12)
        (
            'She starred in "Oh! Calcutta" on Broadway.',
            ['She starred in "Oh! Calcutta" on Broadway.'],
        ),
        (
            'The film "Why Not? Ridicule" won three awards.',
            ['The film "Why Not? Ridicule" won three awards.'],
        ),
        ('He wrote "Help!" in 1965.', ['He wrote "Help!" in 1965.']),
        ('"Help!" he cried from the bank.', ['"Help!" he cried from the bank.']),
        # ... a quotation of several sentences and a new sentence after a quoted question stay
        (
            'He said: "It is over. We lost." Then he left.',
            ['He said: "It is over.', "We lost.", "Then he left."],
        ),
        ('He asked "Why?" Nobody knew.', ['He asked "Why?"', "Nobody knew."]),
    ],
)
def test_segmentation_rejoins_a_quotation_cut_at_its_mark(raw, expected):
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    assert [s.text for s in sentences_of(doc)] == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # "et al." is an abbreviation: the citation is the subject of a sentence that goes on
        (
            "A study by Brown et al. (2015) found that pupils improved. It was small.",
            ["A study by Brown et al. (2015) found that pupils improved.", "It was small."],
        ),
        ("Brown et al. found more cases.", ["Brown et al. found more cases."]),
        ("Brown et al. [12] showed it.", ["Brown et al. [12] showed it."]),
        # ... but a capitalised word after it starts a new sentence
        (
            "They cite it, as in Brown et al. The next year it grew.",
            ["They cite it, as in Brown et al.", "The next year it grew."],
        ),
    ],
)
def test_segmentation_does_not_end_a_sentence_at_et_al(raw, expected):
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    assert [s.text for s in sentences_of(doc)] == expected


def test_glued_footnote_number_does_not_hide_a_sentence_end():
    # the number glued to the period hid the end from the sentencizer (round 6, #11)
    doc = Document("d", "jsonl", [Segment("The plan cut costs.3 The board approved it.")], "x")
    assert [s.text for s in sentences_of(doc)] == ["The plan cut costs.", "The board approved it."]


def test_title_cut_at_its_start_is_flagged(nlp):
    # nothing before the title survives, so the stray quote cannot be placed: flagged (#12)
    text = 'Ridicule" won three awards at the festival.'
    assert fitness.tidy(text).text == text
    assert "unbalanced_quote" in fitness.assess(text, nlp(text))


def test_lower_case_clause_is_parsed_and_paired_with_its_capital():
    # a complete clause in lower case lost only its capital: the pairs carry it (#12); a
    # lower-case conjunction start is a cut and stays flagged
    from pipeline.process import run_texts

    texts = ["the band sold the bus and the van in 2016.", "but the band sold the bus and the van."]
    _, result = run_texts(texts, ["conjunction"], assess_sources=True)
    good = [p for p in result.pairs if not p.premise.lower().startswith("but")]
    assert good and all(p.premise.startswith("The band") for p in good)
    assert all(p.hypothesis.startswith("The band") and p.well_formed for p in good)
    cut = [p for p in result.pairs if p.premise.startswith("but")]
    assert cut and all("source:truncated" in p.features["flags"] for p in cut)
    assert result.counts["repaired_capital"] == 1


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("and I bought ten computers for the office.", "I bought ten computers for the office."),
        ("but they left the party early.", "They left the party early."),
        ("yet she's still the mayor of the town.", "She's still the mayor of the town."),
        ("and it was a special day for all of us.", "It was a special day for all of us."),
        # the clause after "or"/"nor" is not asserted, "so" may be the purpose subordinator,
        # "you" may be an object, other subjects need the parse: they stay cut (truncated)
        ("or they left the party early.", None),
        ("so he will start sleeping at home again.", None),
        ("and you too, my friend.", None),
        ("and the band sold the van in 2016.", None),
    ],
)
def test_lower_case_coordinator_before_a_subject_is_dropped(nlp, raw, expected):
    # the clause after "and"/"but"/"yet" is asserted on its own (H&P 2002 ch. 15): the cut-off
    # coordinator goes before the sentence is stored, so the pairs need no edit (round 6, #12)
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    (sentence,) = sentences_of(doc)
    assert sentence.text == (expected or raw)
    assert ("truncated" in fitness.assess(sentence.text, nlp(sentence.text))) == (expected is None)


# -- the hook, through a real run ------------------------------------------------------------------


def _run(
    tmp_path: Path, data: Path, wh: Path, phenomenon: str = "conjunction"
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "from pipeline.cli import main; main()", "run", "--source", "jsonl"]
        + ["--input", str(data), "--phenomenon", phenomenon, "--warehouse", str(wh)],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        cwd=tmp_path,
        timeout=600,
    )


def test_run_flags_pairs_of_unfit_sentences(tmp_path):
    data = tmp_path / "in.jsonl"
    rows = [
        {"id": "clean", "text": "Anna bought apples and pears at the market."},
        {"id": "caps", "text": "ELECTRIC BLUE LIGHT washes over Anna and Tom."},
        {"id": "cut", "text": "Anna bought apples and pears at the market , but"},
        {"id": "tok", "text": "> Tom did n't sell the house and the car ."},
        {"id": "hyph", "text": "The low - slung car and the old truck sped away ."},
        {"id": "title", "text": 'Ridicule" won three awards and two prizes at the festival.'},
        {"id": "wiki", "text": "The non - navigational river and the lake weigh 200 lb 91 kg."},
    ]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    wh = tmp_path / "wh"
    done = _run(tmp_path, data, wh)
    assert done.returncode == 0, done.stderr
    con = duckdb.connect(str(wh / "mine.duckdb"), read_only=True)
    rows_out = con.execute(
        "select s.doc_id, s.text, p.well_formed, p.features from pairs p "
        "join sentences s using (sentence_id) order by s.doc_id, p.pair_id"
    ).fetchall()
    by_doc: dict[str, list] = {}
    for doc_id, text, ok, feats in rows_out:
        by_doc.setdefault(doc_id, []).append((text, ok, json.loads(feats).get("flags") or []))
    assert by_doc["clean"] and all(
        not any(f.startswith("source:") for f in fl) for _, _, fl in by_doc["clean"]
    )
    assert all(not ok and "source:stage_direction" in fl for _, ok, fl in by_doc["caps"])
    assert all(not ok and "source:truncated" in fl for _, ok, fl in by_doc["cut"])
    # cleaned before parsing: no ">" and no Treebank spacing reaches the premise
    assert {t for t, _, _ in by_doc["tok"]} == {"Tom didn't sell the house and the car."}
    assert all(not any(f.startswith("source:") for f in fl) for _, _, fl in by_doc["tok"])
    # the hyphen is joined before parsing, so the hypotheses cut from the parse carry it too
    assert {t for t, _, _ in by_doc["hyph"]} == {"The low-slung car and the old truck sped away."}
    hyps = con.execute(
        "select p.hypothesis from pairs p join sentences s using (sentence_id) "
        "where s.doc_id = 'hyph'"
    ).fetchall()
    assert hyps and all(" - " not in h for (h,) in hyps)
    assert any(h.startswith("The low-slung car sped away") for (h,) in hyps)
    # a title cut at its start: flagged, never in the random draw (#12)
    assert by_doc["title"] and all(
        not ok and "source:unbalanced_quote" in fl for _, ok, fl in by_doc["title"]
    )
    # running-text compounds and {{convert}} output are repaired before parsing (#11)
    assert {t for t, _, _ in by_doc["wiki"]} == {
        "The non-navigational river and the lake weigh 200 lb (91 kg)."
    }
    assert all(not any(f.startswith("source:") for f in fl) for _, _, fl in by_doc["wiki"])
    cands = con.execute(
        "select features from candidates c join sentences s using (sentence_id) "
        "where s.doc_id = 'caps'"
    ).fetchall()
    assert cands and all("stage_direction" in json.loads(f)["source_fitness"] for (f,) in cands)
    counts = json.loads(con.execute("select counts from runs").fetchone()[0])
    assert counts["unfit_stage_direction"] == 1 and counts["unfit_truncated"] >= 1
    before = con.execute("select count(*), sum(well_formed::int) from pairs").fetchone()
    con.close()
    again = _run(tmp_path, data, wh)  # idempotent: same ids, no duplicate rows
    assert again.returncode == 0, again.stderr
    con = duckdb.connect(str(wh / "mine.duckdb"), read_only=True)
    assert con.execute("select count(*), sum(well_formed::int) from pairs").fetchone() == before


@pytest.mark.parametrize(
    ("text", "residue", "flag"),
    [
        # a screenplay residue is a span: embeddings of the clean clause leave it out
        (
            "Some of the guests left early, but Tom stayed, hearing the NARRATOR (V.O.)",
            "(V.O.)",
            "source:stage_direction",
        ),
        # a restarted word is a span of speech; a pair on the clean clause leaves it out
        (
            "Some of the songs were written - written by Cooke, and one became a standard.",
            "written - written",
            "source:disfluent",
        ),
        # a conjunct with a lost disjunct garbles its sentence, not the other conjunct
        (
            "Most of the route passes through rural areas, and the portion east of the town "
            "parallels either a tributary of the river.",
            "either",
            "source:garbled",
        ),
    ],
)
def test_source_flag_stays_only_on_pairs_that_keep_the_noise(tmp_path, text, residue, flag):
    """Pairs whose premise or hypothesis still shows the noise stay flagged and ill formed;
    embeddings that left it out are fit (docs/flags.md, stop 32 audit)."""
    data = tmp_path / "in.jsonl"
    data.write_text(json.dumps({"id": "noisy", "text": text}) + "\n")
    wh = tmp_path / "wh"
    done = _run(tmp_path, data, wh, "implicature")
    assert done.returncode == 0, done.stderr
    con = duckdb.connect(str(wh / "mine.duckdb"), read_only=True)
    rows = con.execute("select premise, hypothesis, well_formed, features from pairs").fetchall()
    shown = [r for r in rows if residue in r[0] + r[1]]
    clean = [r for r in rows if residue not in r[0] + r[1]]
    assert shown and clean
    assert all(flag in json.loads(r[3])["flags"] and not r[2] for r in shown)
    assert not any(flag in (json.loads(r[3]).get("flags") or []) for r in clean)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a subordinate clause standing alone (stop 35)
        ("Because we had been invited to a friend's house for dinner.", "fragment"),
        ("Except most of these students go home in the evenings.", "fragment"),
        # a noun phrase with only its relative clause
        ("Two trials in which the defendant is acquitted on all charges.", "fragment"),
        (
            "The county hospital, which had done more of these operations than any other.",
            "fragment",
        ),
        # the sentence starts inside a cut parenthesis
        ("1301, died on 3 May 1382 in Vilnius) was a ruler of medieval Lithuania.", "truncated"),
        # a lost apostrophe, OCR "U" for "ll", a glued preposition and article
        ("Last year she became engaged to a guitarist, whom she will we d in June.", "garbled"),
        ("They re basically just friends from school.", "garbled"),
        ("But the caU never came and he learned to sleep again.", "garbled"),
        # a glued preposition and article: ``source_noise.glued``, "misspelled" since stop 52
        ("The campaign began to erase some ofthe damage done in May.", "misspelled"),
        # a section heading run into the sentence that repeats its last word
        ("Ghana and Islam Islam first came to Ghana in the eleventh century.", "garbled"),
        # a list of nouns that lost its "and"
        ("In those years the shop sold toys, kitchen appliances.", "garbled"),
        ("The plants in the valley may be small herbs, vines, shrubs, trees.", "garbled"),
    ],
)
def test_stop35_source_noise_is_caught(nlp, text, reason):
    assert reason in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        # a complete sentence after a subordinate clause, and "once"/"while" openers
        "Because the river flooded, the village moved up the hill.",
        "Although it rained all day, we went out to the market.",
        "Once he and his brother were fishing, and the boat tipped over.",
        # a relative clause inside a complete sentence; a doubled name; enumeration labels
        "The hospital, which had done more operations than any other, closed in 1990.",
        "Walla Walla is a city in the south of Washington.",
        "The report lists 3) the roads and 4) the labour force (one fifth) as the main problems.",
        # "re-" and "iPhone" are no lost apostrophe or OCR misreading; "within" is a word
        "It re-opened the following year with a new iPhone shop within the hall.",
        # a list with its "and", an appositive, a rhetorical list between dashes
        "The plants in the valley may be small herbs, vines, shrubs and trees.",
        "Murphy began raising a few pigs, captive consumers of whatever feed he had.",
        "Talking with people on the street -- shopkeepers, students, artists -- you sense hope.",
    ],
)
def test_stop35_checks_leave_good_sentences_alone(nlp, text):
    assert fitness.assess(text, nlp(text)) == []
