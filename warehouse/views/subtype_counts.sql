-- subtype_counts: candidates and pairs per phenomenon and subtype.
CREATE OR REPLACE VIEW subtype_counts AS
SELECT
    c.phenomenon,
    c.subtype,
    count(DISTINCT c.candidate_id) AS candidates,
    count(p.pair_id) AS pairs,
    round(avg(c.confidence), 3) AS mean_confidence
FROM candidates c
LEFT JOIN pairs p USING (candidate_id)
GROUP BY 1, 2
ORDER BY 1, 2;
