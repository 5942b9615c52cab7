-- review_disagreements: one row per pair that two or more reviewers decided differently: their
-- decisions differ, or the labels they gave differ (compared as given when every reviewer of the
-- pair used the same label scheme, else collapsed to 3-way; a missing label is not a
-- disagreement). The reviewers' versions side by side: lists ordered by reviewer name.
-- Reviewers are compared per pair, never one pair against another of the same candidate.
CREATE OR REPLACE VIEW review_disagreements AS
WITH per_pair AS (
    SELECT
        candidate_id,
        pair_id,
        any_value(phenomenon) AS phenomenon,
        any_value(subtype) AS subtype,
        any_value(confidence) AS confidence,
        count(DISTINCT reviewer) AS n_reviewers,
        list(reviewer ORDER BY reviewer) AS reviewers,
        list(decision ORDER BY reviewer) AS decisions,
        list(label ORDER BY reviewer) AS labels,
        list(edits ORDER BY reviewer) AS edits,
        count(DISTINCT decision) > 1 AS decisions_differ,
        CASE
            WHEN count(DISTINCT label_scheme) > 1 THEN count(DISTINCT CASE
                WHEN label IN ('explicit_entailment', 'implied_entailment') THEN 'entailment'
                ELSE label END)
            ELSE count(DISTINCT label)
        END > 1 AS labels_differ
    FROM review_status
    GROUP BY candidate_id, pair_id
)
SELECT * FROM per_pair
WHERE n_reviewers > 1 AND (decisions_differ OR labels_differ);
