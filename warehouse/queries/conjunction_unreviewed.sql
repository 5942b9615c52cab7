-- Conjunction candidates not yet reviewed by anyone, highest confidence first (ConjNLI Sec. 3.4).
SELECT c.candidate_id
FROM candidates c
WHERE c.phenomenon = 'conjunction'
  AND c.candidate_id NOT IN (SELECT candidate_id FROM review_status)
ORDER BY c.confidence DESC, c.candidate_id
