-- Clefts not yet reviewed by anyone, highest confidence first.
SELECT c.candidate_id
FROM candidates c
WHERE c.phenomenon = 'presupposition' AND c.subtype = 'clefts'
  AND c.candidate_id NOT IN (SELECT candidate_id FROM review_status)
ORDER BY c.confidence DESC, c.candidate_id
