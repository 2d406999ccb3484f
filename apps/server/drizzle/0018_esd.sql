CREATE TABLE "esd_alarms" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"collector_id" bigint NOT NULL,
	"line_id" bigint,
	"station_id" bigint,
	"state" varchar(20) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"resistance" double precision,
	"voltage" double precision,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" bigint,
	"acknowledged_by" varchar(64),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esd_alarms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "esd_collector_states" (
	"tenant_id" bigint NOT NULL,
	"collector_id" bigint NOT NULL,
	"state" varchar(20) NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"resistance" double precision,
	"voltage" double precision,
	"out_count" smallint DEFAULT 0 NOT NULL,
	"alarm_id" bigint,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esd_collector_states_tenant_id_collector_id_pk" PRIMARY KEY("tenant_id","collector_id")
);
--> statement-breakpoint
CREATE TABLE "esd_collector_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"resistance_lower" double precision NOT NULL,
	"resistance_upper" double precision NOT NULL,
	"voltage_lower" double precision NOT NULL,
	"voltage_upper" double precision NOT NULL,
	"warning_threshold" smallint NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esd_collector_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "esd_collectors" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type_id" bigint NOT NULL,
	"gateway_id" bigint NOT NULL,
	"address" smallint NOT NULL,
	"line_id" bigint NOT NULL,
	"station_id" bigint NOT NULL,
	"resistance_lower" double precision NOT NULL,
	"resistance_upper" double precision NOT NULL,
	"voltage_lower" double precision NOT NULL,
	"voltage_upper" double precision NOT NULL,
	"warning_threshold" smallint NOT NULL,
	"offset" double precision DEFAULT 0 NOT NULL,
	"air_volume_level" smallint DEFAULT 3 NOT NULL,
	"cleaning_enabled" boolean DEFAULT false NOT NULL,
	"cleaning_interval_minutes" integer DEFAULT 240 NOT NULL,
	"cleaning_duration_seconds" integer DEFAULT 30 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esd_collectors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "esd_alarms_tenant_started" ON "esd_alarms" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "esd_alarms_tenant_collector" ON "esd_alarms" USING btree ("tenant_id","collector_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "esd_alarms_tenant_collector_open" ON "esd_alarms" USING btree ("tenant_id","collector_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "esd_collector_types_tenant_code" ON "esd_collector_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "esd_collectors_tenant_code" ON "esd_collectors" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "esd_collectors_tenant_gateway_address" ON "esd_collectors" USING btree ("tenant_id","gateway_id","address");--> statement-breakpoint
CREATE INDEX "esd_collectors_tenant_type" ON "esd_collectors" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE INDEX "esd_collectors_tenant_station" ON "esd_collectors" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE INDEX "esd_collectors_tenant_line" ON "esd_collectors" USING btree ("tenant_id","line_id");