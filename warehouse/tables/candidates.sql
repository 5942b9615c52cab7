-- candidates: one occurrence of a phenomenon. char_start/char_end = trigger offsets into
-- sentences.text. features is JSON (conjunct spans, signatures, scale positions, ...).
-- extractor = "name@version", model = spaCy "name@version", parser = constituency backend.
CREATE TABLE candidates (
    candidate_id  VARCHAR NOT NULL,
    sentence_id   VARCHAR NOT NULL,
    doc_id        VARCHAR NOT NULL,
    phenomenon    VARCHAR NOT NULL,
    subtype       VARCHAR NOT NULL,
    trigger       VARCHAR NOT NULL,
    trigger_lemma VARCHAR NOT NULL,
    char_start    INTEGER NOT NULL,
    char_end      INTEGER NOT NULL,
    confidence    DOUBLE NOT NULL,
    features      VARCHAR NOT NULL,
    extractor     VARCHAR NOT NULL,
    model         VARCHAR NOT NULL,
    parser        VARCHAR NOT NULL
);
