-- adjudication_status: the adjudicated decision in force per (candidate, pair): the latest
-- adjudication row by any adjudicator, ignoring 'undone' rows and every row of an undone action.
CREATE OR REPLACE VIEW adjudication_status AS
WITH undone AS (
    SELECT DISTINCT undoes AS action_id FROM adjudications
    WHERE decision = 'undone' AND undoes IS NOT NULL
),
live AS (
    SELECT a.* FROM adjudications a
    WHERE a.decision <> 'undone' AND a.action_id NOT IN (SELECT action_id FROM undone)
),
ranked AS (
    SELECT
        *,
        row_number() OVER (
            PARTITION BY candidate_id, coalesce(pair_id, '')
            ORDER BY reviewed_at DESC, review_id DESC
        ) AS rank_
    FROM live
)
SELECT
    r.* EXCLUDE (rank_),
    r.candidate_id || '/' || coalesce(r.pair_id, '') AS item_id
FROM ranked r
WHERE rank_ = 1;
