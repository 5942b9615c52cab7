-- runs: one row per `mine run`. arguments is the JSON of the command line options; stage_seconds
-- and counts are JSON objects keyed by stage ({"read": 1.2, "parse": 30.5, ...}).
CREATE TABLE runs (
    run_id        VARCHAR NOT NULL,
    started_at    TIMESTAMP NOT NULL,
    finished_at   TIMESTAMP,
    status        VARCHAR NOT NULL,
    source        VARCHAR NOT NULL,
    inputs        VARCHAR NOT NULL,
    phenomena     VARCHAR NOT NULL,
    subtypes      VARCHAR NOT NULL,
    arguments     VARCHAR NOT NULL,
    model         VARCHAR,
    parser        VARCHAR,
    engine        VARCHAR,
    workers       INTEGER,
    mine_version  VARCHAR,
    stage_seconds VARCHAR NOT NULL,
    counts        VARCHAR NOT NULL,
    n_documents   BIGINT,
    n_sentences   BIGINT,
    n_prefiltered BIGINT,
    n_parsed      BIGINT,
    n_candidates  BIGINT,
    n_pairs       BIGINT,
    n_quarantined BIGINT,
    sentences_per_second DOUBLE
);
