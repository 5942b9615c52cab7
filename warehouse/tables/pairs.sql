-- pairs: premise/hypothesis pairs from the rewriters, with a heuristic label and the rule that
-- chose it. well_formed = false marks rewrites that failed their checks (kept, never dropped);
-- features (JSON) holds flags and, where IMPPRES has two readings, the logical label.
-- keep_score: estimated P(an expert keeps the pair as is), from the keep model in force when the
-- pair was written (keep_model; pipeline/ranking). The pairs *view* shows the newest model's
-- score instead (keep_scores), so read it there; NULL in files written before scoring existed.
CREATE TABLE pairs (
    pair_id         VARCHAR NOT NULL,
    candidate_id    VARCHAR NOT NULL,
    sentence_id     VARCHAR NOT NULL,
    phenomenon      VARCHAR NOT NULL,
    subtype         VARCHAR NOT NULL,
    premise         VARCHAR NOT NULL,
    hypothesis      VARCHAR NOT NULL,
    premise_kind    VARCHAR NOT NULL,
    hypothesis_kind VARCHAR NOT NULL,
    heuristic_label VARCHAR NOT NULL,
    label_rule      VARCHAR NOT NULL,
    well_formed     BOOLEAN NOT NULL,
    features        VARCHAR NOT NULL,
    keep_score      DOUBLE,
    keep_model      VARCHAR
);
