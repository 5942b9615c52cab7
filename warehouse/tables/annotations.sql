-- annotations: crowd/annotator labels imported from an annotation platform (`mine
-- import-annotations`), one row per (worker, item). One Parquet file per imported results file,
-- keyed by its content hash, so importing the same file twice changes nothing.
-- item_id: our pair_id for real items, the filler's id for fillers (is_filler = true, gold in
-- filler_gold: MNLI attention checks, NOPE App. D). label is normalised to the NLI vocabulary
-- (entailment | neutral | contradiction, or the INLI 4-way labels); raw_label keeps what the
-- platform wrote.
CREATE TABLE annotations (
    annotation_id VARCHAR NOT NULL,
    platform      VARCHAR NOT NULL,
    batch         VARCHAR NOT NULL,
    item_id       VARCHAR NOT NULL,
    pair_id       VARCHAR,
    candidate_id  VARCHAR,
    is_filler     BOOLEAN NOT NULL,
    filler_gold   VARCHAR,
    worker_id     VARCHAR NOT NULL,
    hit_id        VARCHAR,
    assignment_id VARCHAR,
    label         VARCHAR,
    raw_label     VARCHAR,
    work_seconds  DOUBLE,
    submitted_at  VARCHAR,
    imported_at   TIMESTAMP NOT NULL,
    source_file   VARCHAR
);
