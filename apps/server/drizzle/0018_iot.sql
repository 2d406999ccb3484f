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
CREATE UNIQUE INDEX "iot_devices_tenant_code" ON "iot_devices" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "iot_devices_tenant_driver" ON "iot_devices" USING btree ("tenant_id","driver_id");--> statement-breakpoint
CREATE INDEX "iot_devices_online" ON "iot_devices" USING btree ("online","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_drivers_tenant_code" ON "iot_drivers" USING btree ("tenant_id","code");