-- Candidates where reviewers' decisions or labels differ, for adjudication (ConjNLI's second round).
SELECT s.candidate_id
FROM review_status s
JOIN candidates c USING (candidate_id)
GROUP BY s.candidate_id, c.confidence
HAVING count(DISTINCT s.reviewer) > 1
   AND (count(DISTINCT s.decision) > 1 OR count(DISTINCT coalesce(s.label, '')) > 1)
ORDER BY c.confidence DESC, s.candidate_id
