-- Candidates with confidence below 0.5, lowest first: where the extractors are least sure.
SELECT c.candidate_id
FROM candidates c
WHERE c.confidence < 0.5
ORDER BY c.confidence, c.candidate_id
