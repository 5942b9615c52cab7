-- adjudications: the adjudicated decision per candidate where reviewers disagreed (`mine review
-- --adjudicate`, ConjNLI Sec. 3.4's second round), append-only like `reviews` and with its
-- columns: one Parquet file per action under adjudications/<adjudicator>/<timestamp>-<uuid>.parquet,
-- one row per pair. `reviewer` is the adjudicator; `reviewers` is the JSON list of the reviewers
-- whose versions were shown side by side when the decision was made. Undo appends 'undone' rows.
CREATE TABLE adjudications (
    review_id    VARCHAR NOT NULL,
    action_id    VARCHAR NOT NULL,
    reviewer     VARCHAR NOT NULL,
    reviewed_at  TIMESTAMP NOT NULL,
    candidate_id VARCHAR NOT NULL,
    pair_id      VARCHAR,
    phenomenon   VARCHAR,
    subtype      VARCHAR,
    decision     VARCHAR NOT NULL,
    label        VARCHAR,
    label_scheme VARCHAR,
    edits        VARCHAR NOT NULL,
    flags        VARCHAR NOT NULL,
    note         VARCHAR,
    undoes       VARCHAR,
    query        VARCHAR,
    session_id   VARCHAR,
    reviewers    VARCHAR
);
