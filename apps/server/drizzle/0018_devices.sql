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
CREATE TABLE "iot_devices" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(20) NOT NULL,
	"type" varchar(30),
	"driver_id" bigint NOT NULL,
	"gateway_id" bigint,
	"line_id" bigint,
	"station_id" bigint,
	"equipment_id" bigint,
	"remark" varchar(200),
	"token" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"missing_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "iot_drivers" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200),
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_drivers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "iot_latest_values" (
	"tenant_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"metric" varchar(40) NOT NULL,
	"value" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "iot_latest_values_tenant_id_device_id_metric_pk" PRIMARY KEY("tenant_id","device_id","metric")
);
--> statement-breakpoint
CREATE TABLE "iot_rule_alarms" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"rule_id" bigint NOT NULL,
	"rule_code" varchar(32) NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"device_id" bigint NOT NULL,
	"condition" varchar(16) NOT NULL,
	"metric" varchar(40),
	"value" double precision,
	"clear_value" double precision,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"acknowledged_by" varchar(50),
	"acknowledged_at" timestamp with time zone,
	"push_id" bigint,
	"webhook_state" varchar(8) DEFAULT 'none' NOT NULL,
	"webhook_answer" varchar(500),
	CONSTRAINT "iot_rule_alarms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "iot_rule_devices" (
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	CONSTRAINT "iot_rule_devices_tenant_id_rule_id_device_id_pk" PRIMARY KEY("tenant_id","rule_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "iot_rule_states" (
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"pending_since" timestamp with time zone,
	"alarm_id" bigint,
	"last_value" double precision,
	"last_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_rule_states_tenant_id_rule_id_device_id_pk" PRIMARY KEY("tenant_id","rule_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "iot_rules" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"condition" varchar(16) NOT NULL,
	"metric" varchar(40),
	"limit_value" double precision,
	"lower_value" double precision,
	"upper_value" double precision,
	"offline_seconds" integer,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"hysteresis" double precision DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"push_template_id" bigint,
	"push_channel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" varchar(500),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "environ_alarms_tenant_started" ON "environ_alarms" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "environ_alarms_open" ON "environ_alarms" USING btree ("tenant_id","device_id","metric") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "environ_devices_tenant_code" ON "environ_devices" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "environ_devices_online_seen" ON "environ_devices" USING btree ("online","last_seen_at");--> statement-breakpoint
CREATE INDEX "esd_alarms_tenant_started" ON "esd_alarms" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "esd_alarms_tenant_collector" ON "esd_alarms" USING btree ("tenant_id","collector_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "esd_alarms_tenant_collector_open" ON "esd_alarms" USING btree ("tenant_id","collector_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "esd_collector_types_tenant_code" ON "esd_collector_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "esd_collectors_tenant_code" ON "esd_collectors" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "esd_collectors_tenant_gateway_address" ON "esd_collectors" USING btree ("tenant_id","gateway_id","address");--> statement-breakpoint
CREATE INDEX "esd_collectors_tenant_type" ON "esd_collectors" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE INDEX "esd_collectors_tenant_station" ON "esd_collectors" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE INDEX "esd_collectors_tenant_line" ON "esd_collectors" USING btree ("tenant_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_devices_tenant_code" ON "iot_devices" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "iot_devices_tenant_driver" ON "iot_devices" USING btree ("tenant_id","driver_id");--> statement-breakpoint
CREATE INDEX "iot_devices_online" ON "iot_devices" USING btree ("online","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_drivers_tenant_code" ON "iot_drivers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "iot_rule_alarms_started" ON "iot_rule_alarms" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "iot_rule_alarms_rule" ON "iot_rule_alarms" USING btree ("tenant_id","rule_id");--> statement-breakpoint
CREATE INDEX "iot_rule_devices_device" ON "iot_rule_devices" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_rules_tenant_code" ON "iot_rules" USING btree ("tenant_id","code");