-- rank_models: every keep model `mine rank` put in force (pipeline/ranking), one file per model id
-- (rank_models/<model_id>.parquet; written again, with a new created_at, when the same model is
-- chosen again). The newest row is the model in force: its scores are pairs.keep_score.
-- kind: prior (shipped with the package, too few decisions) | reset (the prior, put in force by
-- `mine rank --reset`: re-fits of `mine review` keep it until the next `mine rank`) | warehouse
-- (fit on this warehouse's review decisions, warm-started from the prior's training rows).
-- n_decisions/n_keep: review decisions (keep = accepted without edits) in the warehouse when it
-- was put in force; a warehouse model learnt from exactly these.
-- cv_auc: AUC of out-of-fold scores on those decisions (for the prior: on its own training data).
-- model: the model as JSON (intercept + weights per feature name), never pickle.
CREATE TABLE rank_models (
    model_id        VARCHAR NOT NULL,
    kind            VARCHAR NOT NULL,
    created_at      TIMESTAMP NOT NULL,
    n_decisions     INTEGER NOT NULL,
    n_keep          INTEGER NOT NULL,
    cv_auc          DOUBLE,
    n_scored        INTEGER NOT NULL,
    feature_version VARCHAR NOT NULL,
    model           VARCHAR NOT NULL
);
