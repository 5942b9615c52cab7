-- Candidates decided by exactly one other reviewer and not by you ($reviewer): for double annotation and agreement (ConjNLI Sec. 3.4).
SELECT s.candidate_id
FROM review_status s
JOIN candidates c USING (candidate_id)
GROUP BY s.candidate_id, c.confidence
HAVING count(DISTINCT s.reviewer) = 1 AND bool_and(s.reviewer <> $reviewer)
ORDER BY c.confidence DESC, s.candidate_id
