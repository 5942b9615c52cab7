-- Candidates you ($reviewer) marked unsure, to come back to.
SELECT DISTINCT s.candidate_id, c.confidence
FROM review_status s
JOIN candidates c USING (candidate_id)
WHERE s.reviewer = $reviewer AND s.decision = 'unsure'
ORDER BY c.confidence DESC, s.candidate_id
