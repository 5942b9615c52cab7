-- sentences: every sentence the run read (not only those with candidates), with NOPE-style context.
-- context1 = two sentences back, context2 = the sentence just before, both from the same document.
-- parse holds a constituency tree shipped with the corpus (MNLI sentence1_parse), else NULL.
CREATE TABLE sentences (
    sentence_id VARCHAR NOT NULL,
    doc_id      VARCHAR NOT NULL,
    source      VARCHAR NOT NULL,
    sent_index  INTEGER NOT NULL,
    text        VARCHAR NOT NULL,
    context1    VARCHAR,
    context2    VARCHAR,
    speaker     VARCHAR,
    parse       VARCHAR
);
