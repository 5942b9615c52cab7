-- annotations: crowd/annotator labels imported from an annotation platform (`mine
-- import-annotations`), one row per platform annotation of one item. Rows are keyed by the
-- platform's own annotation id (Label Studio `annotations[].id`, MTurk `AssignmentId` + item):
-- one Parquet file per (platform, export batch) holds the latest snapshot, so a later export of
-- the same project replaces earlier rows, annotations deleted on the platform disappear, and
-- re-importing the same file changes nothing.
-- item_id: our pair_id for real items, the filler's id for fillers (is_filler = true, gold in
-- filler_gold: MNLI attention checks, NOPE App. D). label is normalised to the scheme the items
-- were asked in (label_scheme: nli3 = entailment | neutral | contradiction; inli4 = explicit_
-- entailment | implied_entailment | neutral | contradiction); label_nli3 is its 3-way label;
-- raw_label keeps what the platform wrote. filler_correct compares the label with the filler's
-- gold in the gold's own scheme (either entailment is right for 3-way `entailment`).
-- submitted_at is the platform's last edit time (updated_at, else created_at / SubmitTime).
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
    source_file   VARCHAR,
    platform_annotation_id VARCHAR,
    label_scheme  VARCHAR,
    label_nli3    VARCHAR,
    filler_correct BOOLEAN
);
