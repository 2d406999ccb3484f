CREATE TABLE "andon_trigger_fires" (
	"tenant_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"station_id" bigint NOT NULL,
	"fired_at" timestamp with time zone,
	CONSTRAINT "andon_trigger_fires_tenant_id_trigger_id_station_id_pk" PRIMARY KEY("tenant_id","trigger_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "andon_triggers" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(20) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"item_id" bigint NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"station_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bad_phenomenon_id" bigint,
	"defect_count" integer,
	"defect_minutes" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_triggers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "iot_rules" ADD COLUMN "andon_item_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "andon_triggers_code" ON "andon_triggers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "andon_triggers_kind" ON "andon_triggers" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "andon_triggers_item" ON "andon_triggers" USING btree ("tenant_id","item_id");