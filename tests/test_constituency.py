"""Constituency backends and the tree -> conjunct-span mapping (ConjNLI §3.2).

The benepar test builds a tiny ``ChartParser`` (char-LSTM, no pretrained transformer) in a
temporary folder, fits it for a few optimiser steps to two hand-written trees, saves it in
benepar's own single-file format and runs it through the real ``benepar`` spaCy component: real
library code, a model small enough to build at test time (we cannot download ``benepar_en3``).
The mapping itself is also checked on hand-written PTB trees (the ``provided`` backend's path).
"""

from __future__ import annotations

import pytest
import spacy

from pipeline import ids, parse
from pipeline.constituency import _tree
from pipeline.constituency.provided import ProvidedBackend
from pipeline.constituency.stanza_backend import StanzaBackend
from pipeline.errors import MineError
from pipeline.phenomena._base import RunContext
from pipeline.phenomena.conjunction import Conjunction
from pipeline.process import Selection, process
from pipeline.records import Sentence

PHEN = Conjunction()
ALL = frozenset(PHEN.subtypes)
#: torch_struct (benepar's chart decoder) warns about a torch API on every parse
pytestmark = pytest.mark.filterwarnings("ignore:.*arg_constraints.*:UserWarning")

WORCESTER = "He is a Worcester resident and a member of the Democratic Party."
WORCESTER_PTB = (
    "(ROOT (S (NP (PRP He)) (VP (VBZ is) (NP (NP (DT a) (NNP Worcester) (NN resident)) (CC and) "
    "(NP (NP (DT a) (NN member)) (PP (IN of) (NP (DT the) (NNP Democratic) (NNP Party)))))) (. .)))"
)
# MNLI-style tokenisation: "ca n't", -LRB- escapes, `` '' quotes
MNLI_TEXT = 'I can\'t eat apples (green), pears, and "plums".'
MNLI_PTB = (
    "(ROOT (S (NP (PRP I)) (VP (MD ca) (RB n't) (VP (VB eat) (NP (NP (NNS apples) (PRN (-LRB- -LRB-) "
    "(ADJP (JJ green)) (-RRB- -RRB-))) (, ,) (NP (NNS pears)) (, ,) (CC and) (NP (`` ``) (NNS plums) ('' '')))))"
    " (. .)))"
)
BUT_PTB = "(ROOT (S (CC But) (NP (PRP he)) (VP (VBD left)) (. .)))"


def sentence(text: str, parse_str: str | None = None) -> Sentence:
    return Sentence(
        ids.sentence_id("mnli", "d", 0, text), "d", "mnli", 0, text, None, None, None, parse_str
    )


def conjunct_texts(doc, cc_word: str = "and") -> list[str] | None:
    cc = next(t for t in doc if t.lower_ == cc_word)
    coord = _tree.coordination(doc, cc.i)
    return None if coord is None else [doc[s:e].text for s, e, _ in coord.conjuncts]


def test_tree_to_conjunct_spans(nlp):
    doc = nlp(WORCESTER)
    _tree.set_trees(doc, [_tree.align(WORCESTER_PTB, doc)], "provided")
    coord = _tree.coordination(doc, 5)
    assert coord is not None and coord.phrase == "NP"
    assert [(doc[s:e].text, cat) for s, e, cat in coord.conjuncts] == [
        ("a Worcester resident", "NP"),
        ("a member of the Democratic Party", "NP"),
    ]


def test_alignment_tolerates_treebank_tokenisation(nlp):
    doc = nlp(MNLI_TEXT)
    root = _tree.align(MNLI_PTB, doc)
    assert (root.start, root.end) == (0, len(doc))
    _tree.set_trees(doc, [root], "provided")
    assert conjunct_texts(doc) == ["apples (green)", "pears", '"plums"']


def test_sentence_initial_but_has_no_conjuncts(nlp):
    doc = nlp("But he left.")
    _tree.set_trees(doc, [_tree.align(BUT_PTB, doc)], "provided")
    assert conjunct_texts(doc, "but") is None


def test_a_tree_for_another_text_is_rejected(nlp):
    with pytest.raises(ValueError):
        _tree.align(WORCESTER_PTB, nlp("Completely different words here, nothing alike."))


def test_provided_backend_feeds_the_extractor(nlp, ctx):
    sents = [sentence(WORCESTER, WORCESTER_PTB), sentence("Cats and dogs sleep.", None)]
    rctx = RunContext(model=ctx.model, parser="provided")
    out = process(sents, Selection.build(["conjunction"]), nlp, rctx, ProvidedBackend())
    by_text = {c.sentence_id: c for c in out.candidates}
    tree_cand = by_text[sents[0].sentence_id]
    assert tree_cand.features["structure"] == "tree" and tree_cand.confidence == 1.0
    assert tree_cand.features["conjunct_texts"] == [
        "a Worcester resident",
        "a member of the Democratic Party",
    ]
    assert by_text[sents[1].sentence_id].features["structure"] == "dependency"  # no tree shipped
    assert {p.hypothesis for p in out.pairs if p.hypothesis_kind == "conjunct_removed"} >= {
        "He is a Worcester resident.",
        "He is a member of the Democratic Party.",
    }


def test_tree_lists_and_flat_np(nlp, ctx):
    text = "the red, white and blue flag"
    ptb = "(ROOT (NP (DT the) (JJ red) (, ,) (JJ white) (CC and) (JJ blue) (NN flag)))"
    doc = nlp(text)
    _tree.set_trees(doc, [_tree.align(ptb, doc)], "provided")
    assert conjunct_texts(doc) == ["red", "white", "blue"]
    coord = _tree.coordination(doc, 4)
    assert [c[2] for c in coord.conjuncts] == ["ADJP", "ADJP", "ADJP"]


# -- benepar: the real library on a tiny model built here ----------------------------------------


#: Two hand-written trees the tiny parser is fitted to at test time (a few optimiser steps).
TRAIN_TREES = (
    "(S (NP (PRP He)) (VP (VBZ is) (NP (NP (DT a) (NN resident)) (CC and) (NP (DT a) (NN member)))) (. .))",
    "(S (NP (NP (NNP Terry)) (CC and) (NP (NNP Mary))) (VP (VBD won)) (. .))",
)


def build_tiny_benepar(path, steps: int = 12) -> None:
    """A small char-LSTM ``ChartParser`` fitted to ``TRAIN_TREES``, saved in benepar's format."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("benepar")
    from benepar import nkutil
    from benepar.char_lstm import RetokenizerForCharLSTM
    from benepar.parse_base import BaseInputExample
    from benepar.parse_chart import ChartParser
    from nltk import Tree

    class Example(BaseInputExample):
        def __init__(self, tree: Tree) -> None:
            self.tree, self.words = tree, tree.leaves()
            self.space_after = [True] * len(self.words)

        def leaves(self):
            return self.words

        def pos(self):
            return self.tree.pos()

    torch.manual_seed(0)
    trees = [Tree.fromstring(t) for t in TRAIN_TREES]
    labels = ["", *sorted({t.label() for tree in trees for t in tree.subtrees() if t.height() > 2})]
    tags = ["UNK", *sorted({tag for tree in trees for _, tag in tree.pos()})]
    hparams = nkutil.HParams(
        d_model=16, use_chars_lstm=True, use_pretrained=False, pretrained_model="none", d_char_emb=16,
        char_lstm_input_dropout=0.0, use_encoder=True, morpho_emb_dropout=0.0, encoder_max_len=64,
        num_heads=2, d_kv=4, d_ff=16, relu_dropout=0.0, residual_dropout=0.0, attention_dropout=0.0,
        num_layers=1, d_label_hidden=16, predict_tags=False, d_tag_hidden=16, tag_loss_scale=1.0,
        force_root_constituent="auto",
    )  # fmt: skip
    parser = ChartParser(
        {t: i for i, t in enumerate(tags)},
        {label: i for i, label in enumerate(labels)},
        RetokenizerForCharLSTM.build_vocab([t.leaves() for t in trees]),
        hparams,
    )
    optimiser = torch.optim.Adam(parser.parameters(), lr=0.05)
    examples = [Example(t) for t in trees]
    parser.train()
    for _ in range(steps):
        for _, batch in parser.encode_and_collate_subbatches(examples, 500):
            optimiser.zero_grad()
            parser.compute_loss(batch).backward()
            optimiser.step()
    parser.eval()
    torch.save({"config": parser.config, "state_dict": parser.state_dict()}, path)


@pytest.fixture(scope="module")
def benepar_run(tmp_path_factory, ctx):
    from pipeline.constituency.benepar_backend import BeneparBackend

    path = tmp_path_factory.mktemp("benepar") / "tiny_benepar.pt"
    build_tiny_benepar(path)
    nlp = spacy.load(parse.resolve_model())  # a private pipeline: the shared one stays benepar-free
    backend = BeneparBackend(str(path))
    backend.configure(nlp)
    texts = ["He is a resident and a member.", "Terry and Mary won.", "It rained."]
    sents = [sentence(t) for t in texts]
    rctx = RunContext(model=ctx.model, parser=backend.label)
    out = process(sents, Selection.build(["conjunction"]), nlp, rctx, backend)
    return nlp, backend, out


def test_benepar_component_is_added_and_keeps_spacy_tags(benepar_run):
    nlp, backend, _ = benepar_run
    assert nlp.pipe_names[-1] == "benepar" and backend.label == "benepar:tiny_benepar"
    doc = nlp(WORCESTER)
    assert [t.tag_ for t in doc][:3] == ["PRP", "VBZ", "DT"]  # disable_tagger: spaCy's tags kept


def _coordinations_are_sibling_phrases(doc) -> int:
    """Check every coordination read off the tree: its conjuncts are sibling constituents of the
    conjunction. Returns how many were checked (so a caller can require at least one)."""
    checked = 0
    for node in _tree.nodes(doc):
        for kid in node.children:
            if kid.is_preterminal and kid.category == "CC":
                coord = _tree.coordination(doc, kid.start)
                if coord is None:
                    continue
                siblings = {(c.start, c.end) for c in node.children}
                assert {(s, e) for s, e, _ in coord.conjuncts} <= siblings
                checked += 1
    return checked


def test_coordination_check_runs_on_a_real_tree(nlp):
    """The sibling check used on the tiny models' trees is not vacuous: on the gold tree of
    WORCESTER it checks the one coordination (its asserts used to sit unreached inside an if)."""
    doc = nlp(WORCESTER)
    _tree.set_trees(doc, [_tree.align(WORCESTER_PTB, doc)], "provided")
    assert _coordinations_are_sibling_phrases(doc) == 1


def test_benepar_trees_map_onto_spacy_tokens(benepar_run):
    nlp, backend, _ = benepar_run
    doc = nlp(WORCESTER)
    backend.annotate([doc], [sentence(WORCESTER)])
    root = doc._.constituents[0]
    assert (root.start, root.end) == (0, len(doc))
    parse_string = next(iter(doc.sents))._.parse_string
    assert root.to_ptb(doc) == parse_string  # our tree is exactly benepar's, over spaCy tokens
    # every coordination read off the (untrained, tiny) model's tree is made of the conjunction's
    # sibling constituents; test_coordination_check_runs_on_a_real_tree shows the check bites
    _coordinations_are_sibling_phrases(doc)


def test_benepar_end_to_end_records_the_parser(benepar_run):
    _, _, out = benepar_run
    assert out.counts["sentences"] == 3 and out.counts["parsed"] == 2  # "It rained." prefiltered
    assert not out.quarantined
    assert all(c.parser == "benepar:tiny_benepar" for c in out.candidates)
    print([(c.subtype, c.features["conjunct_texts"]) for c in out.candidates])
    assert all(c.features["structure"] == "tree" for c in out.candidates)


def test_missing_benepar_model_says_what_to_install():
    from pipeline.constituency.benepar_backend import BeneparBackend

    with pytest.raises(MineError) as err:
        BeneparBackend("benepar_en3_not_installed").locate()
    assert (
        err.value.code == "E009"
        and "benepar.download('benepar_en3_not_installed')" in err.value.message
    )


def test_missing_stanza_model_says_what_to_install(tmp_path):
    pytest.importorskip("stanza")
    with pytest.raises(MineError) as err:
        StanzaBackend(str(tmp_path)).configure(None)  # an empty resources folder
    assert err.value.code == "E009" and "stanza.download('en'" in err.value.message


# -- stanza: the real library on a tiny model built here ------------------------------------------


def build_tiny_stanza(folder) -> str:
    """A small untrained Stanza constituency model + word vectors + resources.json in ``folder``,
    built with Stanza's own training code and saved in its on-disk format. Returns the
    ``--parser-model`` value ``MODEL.pt:PRETRAIN.pt``."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("stanza")
    from stanza.models import constituency_parser
    from stanza.models.common.foundation_cache import FoundationCache
    from stanza.models.common.pretrain import Pretrain, PretrainedWordVocab
    from stanza.models.common.vocab import VOCAB_PREFIX
    from stanza.models.constituency import parser_training, tree_reader

    torch.manual_seed(0)
    trees = tree_reader.read_trees("\n".join(f"(ROOT {t})" for t in TRAIN_TREES))
    words = sorted({w for t in trees for w in t.leaf_labels()})
    pretrain = Pretrain(save_to_file=False)
    pretrain._vocab = PretrainedWordVocab(words, lower=True)
    pretrain._emb = torch.randn(len(VOCAB_PREFIX) + len(words), 8)
    pretrain_path, model_path = folder / "pretrain.pt", folder / "tiny_stanza.pt"
    pretrain.save(str(pretrain_path))
    args = constituency_parser.parse_args(
        ["--wordvec_pretrain_file", str(pretrain_path), "--hidden_size", "16",
         "--transition_hidden_size", "8", "--tag_embedding_dim", "4", "--delta_embedding_dim", "4",
         "--transition_embedding_dim", "4", "--num_lstm_layers", "1", "--pattn_num_layers", "0",
         "--lattn_d_proj", "0", "--no_bert_model", "--lang", "en", "--shorthand", "en_test",
         "--save_dir", str(folder)]
    )  # fmt: skip
    trainer, *_ = parser_training.build_trainer(args, trees, trees, [], FoundationCache(), None)
    trainer.save(str(model_path), save_optimizer=False)
    (folder / "resources.json").write_text(
        '{"en": {"lang_name": "English", "default_processors": {}}}'
    )
    return f"{model_path}:{pretrain_path}"


def test_stanza_backend_on_a_tiny_model(tmp_path, nlp, ctx):
    model = build_tiny_stanza(tmp_path)
    backend = StanzaBackend(model)
    backend.configure(nlp)
    assert backend.label == "stanza:tiny_stanza"
    doc = nlp(WORCESTER)
    backend.annotate([doc], [sentence(WORCESTER)])
    root = doc._.constituents[0]
    assert (root.start, root.end) == (
        0,
        len(doc),
    ) and doc._.constituency_parser == "stanza:tiny_stanza"
    parsed = backend.pipeline.processors["constituency"]  # the real Stanza processor did the work
    assert parsed is not None
    # conjuncts, when the tiny model finds any, are the conjunction's sibling phrases
    _coordinations_are_sibling_phrases(doc)
    out = process([sentence(WORCESTER)], Selection.build(["conjunction"]), nlp, ctx, backend)
    assert out.counts["parsed"] == 1 and not out.quarantined
