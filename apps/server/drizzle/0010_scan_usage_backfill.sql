-- Scans made before 0007 wrote no scan_usage rows: every workstation, process and shift a scan
-- used gets its row now, so it cannot be deleted. One pass over scan_events (all its partitions),
-- grouped in memory by the few records scanned at; an empty table is read at once. The row names
-- the first scan's time and the earliest unit scanned there (ids grow with creation), or, when
-- only boxes were packed there, their carrier (else box), as the scan service writes it. Runs as
-- the connecting role, which the platform_access policy lets read and write every enterprise.
INSERT INTO "scan_usage" ("tenant_id", "kind", "ref_id", "unit_id", "package_id", "scanned_at")
SELECT used."tenant_id", used."kind", used."ref_id", used."unit_id", package."id", used."scanned_at"
FROM (
	SELECT event."tenant_id", ref."kind", ref."ref_id", min(event."unit_id") AS "unit_id",
		min(event."scanned_at") AS "scanned_at",
		min(coalesce(event."detail" ->> 'carrierCode', event."detail" ->> 'boxCode')) AS "package_code"
	FROM "scan_events" event
	CROSS JOIN LATERAL (
		VALUES ('station', event."station_id"), ('process', event."process_id"), ('shift', event."shift_id")
	) AS ref("kind", "ref_id")
	WHERE ref."ref_id" IS NOT NULL
	GROUP BY event."tenant_id", ref."kind", ref."ref_id"
) used
LEFT JOIN "production_packages" package
	ON used."unit_id" IS NULL AND package."tenant_id" = used."tenant_id" AND package."code" = used."package_code"
ON CONFLICT DO NOTHING;
