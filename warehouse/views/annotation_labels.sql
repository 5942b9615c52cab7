-- annotation_worker_accuracy: per worker, accuracy on filler items (MNLI items with a known label
-- used as attention checks), each compared in the scheme of its gold label: 4-way gold needs the
-- same 4-way label, 3-way gold (MNLI) is matched by either 4-way entailment. (Computed from label
-- and filler_gold, so files imported before label_nli3/filler_correct existed count the same.)
-- NOPE App. D excluded workers below 70% filler accuracy: `excluded` is true for them. Workers
-- who saw no fillers have NULL accuracy and are kept.
CREATE OR REPLACE VIEW annotation_worker_accuracy AS
WITH scored AS (
    SELECT
        *,
        CASE
            WHEN filler_gold IN ('explicit_entailment', 'implied_entailment')
                THEN label = filler_gold
            ELSE regexp_replace(label, '^(explicit|implied)_', '') = filler_gold
        END AS correct_
    FROM annotations
)
SELECT
    worker_id,
    count(*) FILTER (WHERE NOT is_filler) AS n_items,
    count(*) FILTER (WHERE is_filler) AS n_fillers,
    count(*) FILTER (WHERE is_filler AND correct_) AS n_fillers_correct,
    round(
        count(*) FILTER (WHERE is_filler AND correct_)
        / nullif(count(*) FILTER (WHERE is_filler), 0),
        4
    ) AS filler_accuracy,
    coalesce(
        count(*) FILTER (WHERE is_filler AND correct_)
        / nullif(count(*) FILTER (WHERE is_filler), 0) < 0.7,
        false
    ) AS excluded
FROM scored
GROUP BY worker_id;

-- annotation_labels: one row per annotated (non-filler) item: label counts over the workers kept
-- (see annotation_worker_accuracy), and the majority label = a label chosen by more than half of
-- them (SNLI/MNLI practice: 3 of 5). Counts and majority_label are 3-way (INLI 4-way labels count
-- as entailment); labels keeps the labels as given, and majority_label_inli4 is the 4-way
-- majority when 4-way labels were given. Items without a majority have has_majority = false and
-- majority_label NULL; NOPE Sec. 4.1 discards them.
CREATE OR REPLACE VIEW annotation_labels AS
WITH kept AS (
    SELECT
        a.item_id, a.pair_id, a.candidate_id, a.worker_id, a.label, a.submitted_at,
        a.annotation_id,
        regexp_replace(a.label, '^(explicit|implied)_', '') AS label_nli3
    FROM annotations a
    JOIN annotation_worker_accuracy w USING (worker_id)
    WHERE NOT a.is_filler AND NOT w.excluded AND a.label IS NOT NULL
),
dedup AS (
    -- one label per worker and item: a worker who met the same item twice counts once (latest)
    SELECT * FROM kept
    QUALIFY row_number() OVER (
        PARTITION BY item_id, worker_id ORDER BY submitted_at DESC NULLS LAST, annotation_id DESC
    ) = 1
),
counts AS (
    SELECT item_id, label_nli3 AS label, count(*) AS n FROM dedup GROUP BY item_id, label_nli3
),
counts4 AS (
    SELECT item_id, label, count(*) AS n FROM dedup
    GROUP BY item_id, label
),
totals AS (
    SELECT
        item_id,
        any_value(pair_id) AS pair_id,
        any_value(candidate_id) AS candidate_id,
        count(*) AS n_annotations,
        count(DISTINCT worker_id) AS n_workers,
        list(label ORDER BY worker_id) AS labels,
        list(label_nli3 ORDER BY worker_id) AS labels_nli3,
        count(*) FILTER (WHERE label IN ('explicit_entailment', 'implied_entailment')) AS n_inli4
    FROM dedup
    GROUP BY item_id
),
top AS (
    SELECT item_id, label, n FROM counts
    QUALIFY row_number() OVER (PARTITION BY item_id ORDER BY n DESC, label) = 1
),
top4 AS (
    SELECT item_id, label, n FROM counts4
    QUALIFY row_number() OVER (PARTITION BY item_id ORDER BY n DESC, label) = 1
)
SELECT
    t.item_id,
    t.pair_id,
    t.candidate_id,
    t.n_annotations,
    t.n_workers,
    t.labels,
    t.labels_nli3,
    coalesce((SELECT n FROM counts c WHERE c.item_id = t.item_id AND c.label = 'entailment'), 0)
        AS n_entailment,
    coalesce((SELECT n FROM counts c WHERE c.item_id = t.item_id AND c.label = 'neutral'), 0)
        AS n_neutral,
    coalesce((SELECT n FROM counts c WHERE c.item_id = t.item_id AND c.label = 'contradiction'), 0)
        AS n_contradiction,
    coalesce(
        (SELECT n FROM counts4 c WHERE c.item_id = t.item_id AND c.label = 'explicit_entailment'),
        0
    ) AS n_explicit_entailment,
    coalesce(
        (SELECT n FROM counts4 c WHERE c.item_id = t.item_id AND c.label = 'implied_entailment'),
        0
    ) AS n_implied_entailment,
    top.n * 2 > t.n_annotations AS has_majority,
    CASE WHEN top.n * 2 > t.n_annotations THEN top.label END AS majority_label,
    round(top.n / t.n_annotations, 4) AS majority_share,
    CASE WHEN t.n_inli4 > 0 AND top4.n * 2 > t.n_annotations THEN top4.label END
        AS majority_label_inli4,
    (SELECT count(DISTINCT worker_id) FROM annotations x
        JOIN annotation_worker_accuracy w USING (worker_id)
        WHERE x.item_id = t.item_id AND w.excluded) AS n_excluded_workers
FROM totals t
JOIN top USING (item_id)
LEFT JOIN top4 USING (item_id);
