"""Hundredth pass (cj98): removals refused where a word outside the conjuncts reads the
coordination as a whole (joint colours, proportional adverbs, negation over shared-subject
predicates), where the kept conjunct changes its form without its partner ("most fast", "been
become", a depictive participle read as a past tense), and "A, but B" after a colon.

Sentences are from the blind slices s1202g/s1202h (Endless Sky, Cataclysm: DDA lore) and
constructed controls; they run the real pipeline."""

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_joint_colour_coordination_has_no_removal() -> None:
    removals = _removals(
        "He has lost even more of his brown and grey plumage, and nothing but thin, withered,"
        " black feathers have grown in their place."
    )
    assert not any("of his grey plumage" in h or "of his brown plumage" in h for h in removals)


def test_colour_words_of_different_nouns_stay_removable() -> None:
    removals = _removals("She bought a red car and a blue bicycle.")
    assert "She bought a blue bicycle." in removals


def test_proportional_adverb_over_the_coordination_refuses() -> None:
    removals = _removals(
        "The land is mostly rolling green hills and shallow streams, ideal for grazing."
    )
    assert not any("streams" not in h or "hills" not in h for h in removals)


def test_proportional_adverb_of_a_verb_stays_its_own() -> None:
    removals = _removals("The town was mostly destroyed in 1940, and rebuilt after the war.")
    assert removals


def test_negation_over_shared_subject_predicates_refuses() -> None:
    removals = _removals(
        "With him no longer swaggering around and getting in the way, Davids and Kohler were"
        " able to try out that perf package."
    )
    assert not any(h.startswith("With him getting in the way") for h in removals)
    assert not any(h.startswith("With him no longer swaggering around,") for h in removals)


def test_analytic_most_before_an_inflecting_adjective_refuses() -> None:
    removals = _removals("They are the most agile and fast creatures on the island.")
    assert "They are the most fast creatures on the island." not in removals
    assert "They are the most agile creatures on the island." in removals


def test_analytic_most_before_a_long_adjective_stays() -> None:
    removals = _removals("They are the most beautiful and intelligent birds on the island.")
    assert "They are the most intelligent birds on the island." in removals


def test_passive_be_never_left_before_a_copula() -> None:
    removals = _removals("The tower has been built and become a landmark.")
    assert "The tower has been become a landmark." not in removals
    assert "The tower has been built." in removals


def test_depictive_participle_is_not_left_as_the_verb() -> None:
    removals = _removals(
        "Your call to arms arrived dead on arrival and already plastered in the all-too vibrant"
        " gore of your squadmates."
    )
    assert not any(h.startswith("Your call to arms already plastered") for h in removals)
    assert "Your call to arms arrived dead on arrival." in removals


def test_intransitive_second_verb_is_a_finite_verb() -> None:
    removals = _removals("He arrived at noon and stayed in the hotel.")
    assert "He stayed in the hotel." in removals


def test_concession_after_a_colon_keeps_its_but_clause() -> None:
    removals = _removals(
        "The Syndicate is a fair employer: living conditions here may be squalid, but most"
        " workers are earning a living wage."
    )
    assert (
        "The Syndicate is a fair employer: living conditions here may be squalid." not in removals
    )


def test_other_contrasts_with_the_noun_inside_the_first_span() -> None:
    removals = _removals(
        "The industrial emissions of carbon dioxide and other greenhouse gases would eventually"
        " warm the planet."
    )
    assert "The other greenhouse gases would eventually warm the planet." not in removals
    assert (
        "The industrial emissions of carbon dioxide would eventually warm the planet." in removals
    )


def test_other_after_a_plain_noun_stays_removable() -> None:
    removals = _removals("He bought apples and other fruit.")
    assert "He bought apples." in removals


def test_name_modifier_shared_with_a_bare_noun_refuses_the_name_removal() -> None:
    removals = _removals("The Inca Empire and civilization collapsed after the conquest.")
    assert "The civilization collapsed after the conquest." not in removals
    assert "The Inca Empire collapsed after the conquest." in removals


# --- cj99: cj98's refusals narrowed where earlier passes were right ---------------------------------


def test_capitalised_colour_words_of_a_name_stay_removable() -> None:
    """ "the Red and Green Lines" are two named lines, not one mixed colouring."""
    removals = _removals("The station serves the Red and Green Lines.")
    assert {"The station serves the Red Line.", "The station serves the Green Line."} <= removals


def test_colour_words_of_a_single_flag_stay_joint() -> None:
    """The earlier control "a red and blue flag" is joint like "brown and grey plumage"."""
    removals = _removals("She waved a red and blue flag.")
    assert not {"She waved a red flag.", "She waved a blue flag."} & removals


def test_not_only_but_after_a_colon_is_no_concession() -> None:
    removals = _removals(
        "This habit has two benefits: not only does it keep you awake, but it saves money."
    )
    assert "This habit has two benefits: it keeps you awake." in removals


def test_negation_before_a_predicate_with_its_own_auxiliary_stays_narrow() -> None:
    removals = _removals("The rules were never clearly explained and thus were often ignored.")
    assert "The rules were often ignored." in removals
    assert "The cat was locked in the shed." in _removals(
        "The cat was not fed and was locked in the shed."
    )


def test_correlative_not_only_opens_a_predicate_of_its_own() -> None:
    removals = _removals("The cat was not fed and not only scolded, but locked in the shed.")
    assert "The cat was not fed, but locked in the shed." in removals


def test_shared_negation_over_bare_predicates_still_refuses() -> None:
    """Control: no auxiliary or "not only" of the later predicate's own, no removal."""
    removals = _removals("The dog was not fed and washed.")
    assert "The dog was washed." not in removals


def test_proportional_adverb_over_a_prepositional_object_still_refuses() -> None:
    """ "mostly studied in children and adolescents" does not give "mostly ... in adolescents"."""
    removals = _removals("The disease is mostly studied in children and adolescents.")
    assert "The disease is mostly studied in adolescents." not in removals


# --- read-through mends (md7: rt4 #3, #4, #6, #9, #10, #12, #14, #15; rt3 #13) -------------------


def _run_jsonl(tmp_path, records: list[dict]) -> list[tuple]:
    """(hypothesis, flags, well_formed, sentence source) of each pair of a real ``mine run
    --source jsonl`` (subprocess) on ``records``."""
    import json
    import subprocess
    import sys

    from pipeline.warehouse import Warehouse

    docs = tmp_path / "docs.jsonl"
    docs.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    wh = tmp_path / "wh"
    cmd = [sys.executable, "-c", "from pipeline.cli import main; main()", "run", "--source"]
    cmd += ["jsonl", "--input", str(docs), "--phenomenon", "conjunction", "--warehouse", str(wh)]
    res = subprocess.run([*cmd, "--workers", "1"], capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    con = Warehouse(wh).connect()
    try:
        rows = con.execute(
            "select p.hypothesis, p.features, p.well_formed, s.source, s.doc_id from pairs p "
            "join sentences s on s.sentence_id = p.sentence_id"
        ).fetchall()
    finally:
        con.close()
    return [(h, json.loads(f).get("flags") or [], w, src, d) for h, f, w, src, d in rows]


TITAN = (
    "Fungi bloom from the crevices in the ossified plates of this ponderous bone titan, and it "
    "seems even its eyes are lost to it."
)


def test_description_record_fires_in_a_real_jsonl_run(tmp_path) -> None:
    """rt4 #3: a jsonl record's ``source`` field ("cdda-descriptions", as the fresh pools write
    it) reaches the sentence, so the entry-topic "it" is a warning, not ``lost_antecedent``;
    the same sentence in a dialogue record keeps the defect. Before: the sentence's source was
    "jsonl" in both, and both kept ``lost_antecedent``."""
    rows = _run_jsonl(
        tmp_path,
        [
            {"id": "d", "text": TITAN, "source": "cdda-descriptions"},
            {"id": "n", "text": TITAN, "source": "cdda-dialogue"},
        ],
    )
    cut = "It seems even its eyes are lost to it."
    desc = [r for r in rows if r[0] == cut and r[4] == "d"]
    talk = [r for r in rows if r[0] == cut and r[4] == "n"]
    assert desc and talk
    assert all(r[3] == "cdda-descriptions" for r in desc)
    assert all("lost_antecedent" not in r[1] and r[2] for r in desc)
    assert all("pronoun_antecedent_removed" in r[1] for r in desc)
    assert all("lost_antecedent" in r[1] and not r[2] for r in talk)


def test_record_without_source_field_keeps_the_reader_name() -> None:
    from pipeline.records import Document, Segment
    from pipeline.sentences import record_source

    doc = Document("x", "jsonl", [Segment("A b c.")], "f:1", meta={"lang": "en"})
    assert record_source(doc) == "jsonl"
    doc.meta["source"] = "cdda-descriptions"
    assert record_source(doc) == "cdda-descriptions"


def test_finite_past_with_a_dropped_object_keeps_the_first_conjunct_removal() -> None:
    """rt4 #4: "attacked" without its object is a finite past tense (no adverb of state, no
    "by/in/with" phrase), so "They attacked at dawn." is made (before: refused)."""
    assert "They attacked at dawn." in _removals("They arrived late and attacked at dawn.")


def test_depictive_participle_after_arrived_still_refuses() -> None:
    """The motivating sentence: "already plastered in gore" is a depictive participle."""
    removals = _removals("Your call to arms arrived dead on arrival and already plastered in gore.")
    assert not any(h.startswith("Your call to arms already") for h in removals)
    assert "Your call to arms arrived dead on arrival." in removals


def test_label_colon_is_no_concession() -> None:
    """rt4 #9: "Note:" has no clause before it, so the "but" clause is removable (before: no
    "Note: the road is long." pair)."""
    assert "Note: the road is long." in _removals(
        "Note: the road is long, but the view is worth it."
    )


def test_concession_after_a_claim_colon_still_refuses() -> None:
    removals = _removals(
        "The Syndicate is a fair employer: living conditions here may be squalid, but most"
        " workers earn a living wage."
    )
    assert not any(h.endswith("may be squalid.") for h in removals)


def test_plural_head_colour_coordination_is_split() -> None:
    """rt4 #14: "red and white wines" are red wines and white wines (before: no removal)."""
    removals = _removals("They sell red and white wines.")
    assert {"They sell red wines.", "They sell white wines."} <= removals


def test_material_words_are_no_colours() -> None:
    """rt3 #13: "gold and silver coin" is a coin of gold or one of silver, not one mixed
    colouring; the material words left the colour list (before: no removal)."""
    from pipeline.lexicon.tables import word_set

    colours = word_set("conjunction_colour_terms")
    assert not {"gold", "silver", "bronze", "copper", "ivory"} & colours
    assert {"golden", "grey"} <= colours


def test_singular_colour_head_still_joint() -> None:
    removals = _removals("The cat had a black and white coat.")
    assert not {"The cat had a black coat.", "The cat had a white coat."} & removals


def test_analytic_most_opening_the_span_is_still_stranded() -> None:
    """rt4 #15: "most" opens the parse's first conjunct, but the rewriter keeps it, so the
    removal would read "the most fast": still refused."""
    removals = _removals("They are the most agile and fast creatures of the forest.")
    assert not any("most fast" in h for h in removals)


def test_name_modifier_det_before_the_span() -> None:
    """rt4 #10: the det before the span is found through ``doc[a - 1]``."""
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.conjunction_joint_scope import name_modifier_of_bare_noun

    doc = load(resolve_model())("The Inca Empire and civilization collapsed.")
    assert name_modifier_of_bare_noun(doc, [(1, 3), (4, 5)])
    assert "The Inca Empire collapsed." in _removals("The Inca Empire and civilization collapsed.")
    assert "The civilization collapsed." not in _removals(
        "The Inca Empire and civilization collapsed."
    )


def test_misread_verb_looks_only_inside_the_kept_stretch() -> None:
    """rt4 #12: the verb to the right of "gestures" must lie before the removed conjunct or the
    sentence's end; the motivating sentence keeps its premise without ``no_verb``."""
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.conjunction_premises import _misread_verb

    doc = load(resolve_model())("The man waved and the human gestures for you to join them.")
    tok = next(t for t in doc if t.lower_ == "gestures")
    if tok.tag_ == "NNS":
        assert _misread_verb(doc, tok, len(doc))
        assert not _misread_verb(doc, tok, tok.i + 1)
