-- reviews: expert review decisions, append-only. One Parquet file per decision (an "action")
-- under reviews/<reviewer>/<timestamp>-<uuid>.parquet, one row per pair of the candidate reviewed
-- (pair_id NULL when the candidate has no pairs). Nothing is ever overwritten or deleted.
-- decision: accept | reject | unsure | undone. An 'undone' row names the action it reverts in
-- `undoes`; the review_status view drops reverted actions, so undo restores the previous decision.
-- label: entailment | neutral | contradiction (label_scheme 'nli3'), or explicit_entailment |
-- implied_entailment | neutral | contradiction (label_scheme 'inli4', INLI Sec. 2).
-- edits: JSON {"premise": ..., "hypothesis": ...} with only the fields the reviewer changed.
-- flags: JSON list of NOPE App. C metadata flags (small_edits, conjunction, original_negated,
-- innocent_embedding) and review flags (ungrammatical, not_negatable).
CREATE TABLE reviews (
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
    session_id   VARCHAR
);
