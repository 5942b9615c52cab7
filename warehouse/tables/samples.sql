-- samples: stratified samples of candidates drawn for annotation (`mine sample`), one Parquet file
-- per named sample (samples/<sample_name>.parquet). Ross & Pavlick (2019) §4.1: a stratified
-- sample over the verb lemma, at most N sentences per lemma, weighted toward shorter sentences.
-- stratum = the value sampled over (the trigger lemma); draw = order of drawing within the stratum
-- (1 = first drawn); sort_key = the weighted-sampling key (Efraimidis-Spirakis u^(1/weight)).
CREATE TABLE samples (
    sample_name   VARCHAR NOT NULL,
    candidate_id  VARCHAR NOT NULL,
    sentence_id   VARCHAR NOT NULL,
    phenomenon    VARCHAR NOT NULL,
    subtype       VARCHAR NOT NULL,
    trigger_lemma VARCHAR NOT NULL,
    stratum       VARCHAR NOT NULL,
    draw          INTEGER NOT NULL,
    n_tokens      INTEGER NOT NULL,
    weight        DOUBLE NOT NULL,
    sort_key      DOUBLE NOT NULL,
    seed          INTEGER NOT NULL,
    per_stratum   INTEGER NOT NULL,
    created_at    TIMESTAMP
);
