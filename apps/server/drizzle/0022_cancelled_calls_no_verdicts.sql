-- A withdrawn call is neither timely nor overtime: clear the verdicts cancelling used to store.
UPDATE "andon_calls" SET "response_timely" = NULL, "resolution_timely" = NULL WHERE "cancelled";
