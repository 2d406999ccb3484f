CREATE TABLE "scan_usage" (
	"tenant_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_id" bigint NOT NULL,
	"unit_id" bigint,
	"package_id" bigint,
	"scanned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scan_usage_tenant_id_kind_ref_id_pk" PRIMARY KEY("tenant_id","kind","ref_id")
);
