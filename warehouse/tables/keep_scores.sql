-- keep_scores: P(an expert keeps the pair as is) per pair and model, one file per model id
-- (keep_scores/<model_id>.parquet, all pairs of the warehouse when the model was put in force).
-- The pairs view shows the scores of the newest rank_models row, so re-scoring never rewrites
-- shard files; pairs the model has not scored yet keep the score written when they were mined.
CREATE TABLE keep_scores (
    pair_id    VARCHAR NOT NULL,
    model_id   VARCHAR NOT NULL,
    keep_score DOUBLE NOT NULL
);
