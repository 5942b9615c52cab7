-- Candidates with at least one rewrite flagged not well-formed, highest confidence first.
SELECT c.candidate_id
FROM candidates c
WHERE c.candidate_id IN (SELECT candidate_id FROM pairs WHERE NOT well_formed)
ORDER BY c.confidence DESC, c.candidate_id
