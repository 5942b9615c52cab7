-- annotation_worker_accuracy: per worker, accuracy on filler items (MNLI items with a known label
-- used as attention checks). NOPE App. D excluded workers below 70% filler accuracy: `excluded`
-- is true for them. Workers who saw no fillers have NULL accuracy and are kept.
CREATE OR REPLACE VIEW annotation_worker_accuracy AS
SELECT
    worker_id,
    count(*) FILTER (WHERE NOT is_filler) AS n_items,
    count(*) FILTER (WHERE is_filler) AS n_fillers,
    count(*) FILTER (WHERE is_filler AND label = filler_gold) AS n_fillers_correct,
    round(
        count(*) FILTER (WHERE is_filler AND label = filler_gold)
        / nullif(count(*) FILTER (WHERE is_filler), 0),
        4
    ) AS filler_accuracy,
    coalesce(
        count(*) FILTER (WHERE is_filler AND label = filler_gold)
        / nullif(count(*) FILTER (WHERE is_filler), 0) < 0.7,
        false
    ) AS excluded
FROM annotations
GROUP BY worker_id;

-- annotation_labels: one row per annotated (non-filler) item: label counts over the workers kept
-- (see annotation_worker_accuracy), and the majority label = a label chosen by more than half of
-- them (SNLI/MNLI practice: 3 of 5). Items without one have has_majority = false and
-- majority_label NULL; NOPE Sec. 4.1 discards them.
CREATE OR REPLACE VIEW annotation_labels AS
WITH kept AS (
    SELECT a.*
    FROM annotations a
    JOIN annotation_worker_accuracy w USING (worker_id)
    WHERE NOT a.is_filler AND NOT w.excluded AND a.label IS NOT NULL
),
dedup AS (
    -- one label per worker and item: a re-imported or repeated assignment counts once (latest)
    SELECT * FROM kept
    QUALIFY row_number() OVER (
        PARTITION BY item_id, worker_id ORDER BY imported_at DESC, annotation_id DESC
    ) = 1
),
counts AS (
    SELECT item_id, label, count(*) AS n FROM dedup GROUP BY item_id, label
),
totals AS (
    SELECT
        item_id,
        any_value(pair_id) AS pair_id,
        any_value(candidate_id) AS candidate_id,
        count(*) AS n_annotations,
        count(DISTINCT worker_id) AS n_workers,
        list(label ORDER BY worker_id) AS labels
    FROM dedup
    GROUP BY item_id
),
top AS (
    SELECT item_id, label, n FROM counts
    QUALIFY row_number() OVER (PARTITION BY item_id ORDER BY n DESC, label) = 1
)
SELECT
    t.item_id,
    t.pair_id,
    t.candidate_id,
    t.n_annotations,
    t.n_workers,
    t.labels,
    coalesce((SELECT n FROM counts c WHERE c.item_id = t.item_id AND c.label = 'entailment'), 0)
        AS n_entailment,
    coalesce((SELECT n FROM counts c WHERE c.item_id = t.item_id AND c.label = 'neutral'), 0)
        AS n_neutral,
    coalesce((SELECT n FROM counts c WHERE c.item_id = t.item_id AND c.label = 'contradiction'), 0)
        AS n_contradiction,
    top.n * 2 > t.n_annotations AS has_majority,
    CASE WHEN top.n * 2 > t.n_annotations THEN top.label END AS majority_label,
    round(top.n / t.n_annotations, 4) AS majority_share,
    (SELECT count(DISTINCT worker_id) FROM annotations x
        JOIN annotation_worker_accuracy w USING (worker_id)
        WHERE x.item_id = t.item_id AND w.excluded) AS n_excluded_workers
FROM totals t
JOIN top USING (item_id);
