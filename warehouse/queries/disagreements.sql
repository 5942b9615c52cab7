-- Candidates with a pair whose reviewers differ on the decision or the label, for adjudication (mine review --adjudicate; ConjNLI's second round).
SELECT d.candidate_id
FROM review_disagreements d
GROUP BY d.candidate_id
ORDER BY max(d.confidence) DESC, d.candidate_id
