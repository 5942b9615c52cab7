-- pairs_for_review: every pair with the sentence it came from and its candidate's subtype and
-- confidence, highest confidence first within a phenomenon.
CREATE OR REPLACE VIEW pairs_for_review AS
SELECT
    p.*,
    c.trigger,
    c.confidence,
    s.text AS sentence,
    s.context1,
    s.context2
FROM pairs p
JOIN candidates c USING (candidate_id)
JOIN sentences s ON s.sentence_id = p.sentence_id
ORDER BY p.phenomenon, c.confidence DESC, p.pair_id;
