CREATE TABLE "andon_alarm_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(12) NOT NULL,
	"color" varchar(7) DEFAULT '#d4380d' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_alarm_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "andon_authorizations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"user_id" bigint NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"station_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_authorizations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "andon_call_events" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"call_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" bigint,
	"user_name" varchar(50),
	"ladder" varchar(12),
	"level" smallint,
	"due_at" timestamp with time zone,
	"push_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "andon_call_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "andon_calls" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(30) NOT NULL,
	"item_id" bigint NOT NULL,
	"item_code" varchar(50) NOT NULL,
	"item_name" varchar(20) NOT NULL,
	"type_id" bigint NOT NULL,
	"type_name" varchar(12) NOT NULL,
	"level" smallint NOT NULL,
	"flow_id" bigint,
	"workshop_id" bigint,
	"line_id" bigint,
	"station_id" bigint NOT NULL,
	"source" varchar(8) NOT NULL,
	"source_ref" varchar(100),
	"note" varchar(200),
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'calling' NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"called_by" bigint,
	"called_by_name" varchar(50),
	"responded_at" timestamp with time zone,
	"responder_id" bigint,
	"responder_name" varchar(50),
	"response_channel" varchar(8),
	"arrived_at" timestamp with time zone,
	"arrival_proof" varchar(8),
	"ended_at" timestamp with time zone,
	"resolver_id" bigint,
	"resolver_name" varchar(50),
	"cause" varchar(200),
	"action" varchar(200),
	"response_timely" boolean,
	"resolution_timely" boolean,
	"escalated_level" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_calls_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "andon_flows" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(20) NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_flows_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "andon_items" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(20) NOT NULL,
	"type_id" bigint NOT NULL,
	"label_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level" smallint DEFAULT 3 NOT NULL,
	"flow_id" bigint,
	"response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"responsible_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible_role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"button" smallint,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "andon_labels" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(12) NOT NULL,
	"color" varchar(7) DEFAULT '#1677ff' NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "andon_labels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "andon_alarm_types_code" ON "andon_alarm_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "andon_authorizations_user" ON "andon_authorizations" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "andon_call_events_call" ON "andon_call_events" USING btree ("tenant_id","call_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "andon_calls_code" ON "andon_calls" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "andon_calls_called" ON "andon_calls" USING btree ("tenant_id","called_at");--> statement-breakpoint
CREATE INDEX "andon_calls_open" ON "andon_calls" USING btree ("tenant_id","state") WHERE "andon_calls"."state" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "andon_calls_open_item" ON "andon_calls" USING btree ("tenant_id","station_id","item_id") WHERE "andon_calls"."state" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "andon_flows_code" ON "andon_flows" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "andon_items_code" ON "andon_items" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "andon_items_type" ON "andon_items" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE INDEX "andon_items_flow" ON "andon_items" USING btree ("tenant_id","flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "andon_labels_code" ON "andon_labels" USING btree ("tenant_id","code");