CREATE TABLE "environ_alarms" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"device_id" bigint NOT NULL,
	"metric" varchar(12) NOT NULL,
	"direction" varchar(4) NOT NULL,
	"limit_value" double precision NOT NULL,
	"peak" double precision NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"handled_by" varchar(50),
	"handled_at" timestamp with time zone,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environ_alarms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "environ_devices" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(20) NOT NULL,
	"workshop_id" bigint,
	"line_id" bigint,
	"location" varchar(50),
	"enabled" boolean DEFAULT true NOT NULL,
	"token" varchar(64) NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"sampled_at" timestamp with time zone,
	"temperature" double precision,
	"humidity" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environ_devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "environ_excursions" (
	"tenant_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"metric" varchar(12) NOT NULL,
	"direction" varchar(4) NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"peak" double precision NOT NULL,
	CONSTRAINT "environ_excursions_tenant_id_device_id_metric_pk" PRIMARY KEY("tenant_id","device_id","metric")
);
--> statement-breakpoint
CREATE TABLE "environ_limits" (
	"tenant_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"temperature_lower" double precision NOT NULL,
	"temperature_upper" double precision NOT NULL,
	"humidity_lower" double precision NOT NULL,
	"humidity_upper" double precision NOT NULL,
	"delay_seconds" integer NOT NULL,
	"temperature_hysteresis" double precision NOT NULL,
	"humidity_hysteresis" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environ_limits_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
CREATE INDEX "environ_alarms_tenant_started" ON "environ_alarms" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "environ_alarms_open" ON "environ_alarms" USING btree ("tenant_id","device_id","metric") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "environ_devices_tenant_code" ON "environ_devices" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "environ_devices_online_seen" ON "environ_devices" USING btree ("online","last_seen_at");