-- Candidates you ($reviewer) have not decided yet, highest confidence first.
SELECT c.candidate_id
FROM candidates c
WHERE c.candidate_id NOT IN (SELECT candidate_id FROM review_status WHERE reviewer = $reviewer)
ORDER BY c.confidence DESC, c.candidate_id
