-- candidates_with_sentences: each candidate with its sentence, context and speaker, the trigger
-- marked in [[double brackets]] for quick reading in a terminal.
CREATE OR REPLACE VIEW candidates_with_sentences AS
SELECT
    c.*,
    s.text AS sentence,
    s.context1,
    s.context2,
    s.speaker,
    s.source,
    substr(s.text, 1, c.char_start) || '[[' || substr(s.text, c.char_start + 1, c.char_end - c.char_start)
        || ']]' || substr(s.text, c.char_end + 1) AS marked
FROM candidates c
JOIN sentences s USING (sentence_id);
