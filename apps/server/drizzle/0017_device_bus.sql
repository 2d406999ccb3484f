CREATE TABLE "gateway_channels" (
	"tenant_id" bigint NOT NULL,
	"gateway_id" bigint NOT NULL,
	"channel" smallint NOT NULL,
	"station_id" bigint,
	CONSTRAINT "gateway_channels_tenant_id_gateway_id_channel_pk" PRIMARY KEY("tenant_id","gateway_id","channel")
);
--> statement-breakpoint
CREATE TABLE "gateway_enrolment" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(12) DEFAULT 'unassigned' NOT NULL,
	"line_id" bigint,
	"token" varchar(64) NOT NULL,
	"channels" smallint DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"firmware" varchar(50),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateways_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
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
CREATE INDEX "gateway_channels_tenant_station" ON "gateway_channels" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_tenant_code" ON "gateways" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "gateways_tenant_type" ON "gateways" USING btree ("tenant_id","type","code");--> statement-breakpoint
CREATE INDEX "device_readings_tenant_source" ON "device_readings" USING btree ("tenant_id","source_id","metric","at");