CREATE TABLE "device_reading_hours" (
	"tenant_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"metric" varchar(40) NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "device_reading_hours_tenant_id_source_id_metric_bucket_pk" PRIMARY KEY("tenant_id","source_id","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "device_reading_minutes" (
	"tenant_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"metric" varchar(40) NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "device_reading_minutes_tenant_id_source_id_metric_bucket_pk" PRIMARY KEY("tenant_id","source_id","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "device_readings" (
	"tenant_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"metric" varchar(40) NOT NULL,
	"value" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
) PARTITION BY RANGE ("at");
--> statement-breakpoint
-- Hand-written: device_readings is partitioned by month like scan_events. The server creates the
-- monthly partitions ahead of time (platform/devices/reading-store.ts); this one holds any row outside them.
CREATE TABLE "device_readings_default" PARTITION OF "device_readings" DEFAULT;
--> statement-breakpoint
CREATE INDEX "device_readings_tenant_source" ON "device_readings" USING btree ("tenant_id","source_id","metric","at");