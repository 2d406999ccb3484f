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
CREATE INDEX "iot_rule_alarms_started" ON "iot_rule_alarms" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "iot_rule_alarms_rule" ON "iot_rule_alarms" USING btree ("tenant_id","rule_id");--> statement-breakpoint
CREATE INDEX "iot_rule_devices_device" ON "iot_rule_devices" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_rules_tenant_code" ON "iot_rules" USING btree ("tenant_id","code");