-- quarantine: input that could not be read or processed. Nothing is dropped silently: every
-- document, sentence or line that a stage gave up on lands here with where and why.
-- stage: read | sentences | parse | extract | rewrite.
CREATE TABLE quarantine (
    source      VARCHAR NOT NULL,
    location    VARCHAR NOT NULL,
    stage       VARCHAR NOT NULL,
    error       VARCHAR NOT NULL,
    doc_id      VARCHAR,
    sentence_id VARCHAR,
    excerpt     VARCHAR,
    run_id      VARCHAR
);
