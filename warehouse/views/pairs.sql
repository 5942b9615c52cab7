-- pairs: the stored pair rows (pairs_stored, the Parquet files) with keep_score = P(an expert
-- keeps the pair as is) from the newest ranking model (rank_models, scores in keep_scores;
-- pipeline/ranking), falling back to the score written when the pair was mined. keep_model names
-- the model that gave the score.
CREATE OR REPLACE VIEW pairs AS
WITH in_force AS (
    SELECT model_id FROM rank_models ORDER BY created_at DESC, model_id DESC LIMIT 1
),
scores AS (
    SELECT pair_id, any_value(keep_score) AS keep_score, any_value(model_id) AS model_id
    FROM keep_scores
    WHERE model_id = (SELECT model_id FROM in_force)
    GROUP BY pair_id
)
SELECT
    p.* REPLACE (
        coalesce(s.keep_score, p.keep_score) AS keep_score,
        CASE WHEN s.keep_score IS NULL THEN p.keep_model ELSE s.model_id END AS keep_model
    )
FROM pairs_stored p
LEFT JOIN scores s ON s.pair_id = p.pair_id;
