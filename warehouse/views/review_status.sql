-- review_status: the decision in force per (reviewer, candidate, pair): the latest review row of
-- that reviewer for that item, ignoring 'undone' rows and every row of an action that was undone
-- (so undoing restores the reviewer's previous decision). Joined with the candidate's phenomenon,
-- subtype and confidence for agreement and acceptance figures.
CREATE OR REPLACE VIEW review_status AS
WITH undone AS (
    SELECT DISTINCT undoes AS action_id FROM reviews WHERE decision = 'undone' AND undoes IS NOT NULL
),
live AS (
    SELECT r.* FROM reviews r
    WHERE r.decision <> 'undone' AND r.action_id NOT IN (SELECT action_id FROM undone)
),
ranked AS (
    SELECT
        *,
        row_number() OVER (
            PARTITION BY reviewer, candidate_id, coalesce(pair_id, '')
            ORDER BY reviewed_at DESC, review_id DESC
        ) AS rank_
    FROM live
)
SELECT
    r.* EXCLUDE (rank_, phenomenon, subtype),
    coalesce(c.phenomenon, r.phenomenon) AS phenomenon,
    coalesce(c.subtype, r.subtype) AS subtype,
    c.confidence,
    r.candidate_id || '/' || coalesce(r.pair_id, '') AS item_id
FROM ranked r
LEFT JOIN candidates c USING (candidate_id)
WHERE rank_ = 1;
