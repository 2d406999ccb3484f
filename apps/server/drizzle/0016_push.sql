CREATE TABLE "push_attempts" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"answer" varchar(1000) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_channels" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(8) NOT NULL,
	"robot_id" bigint,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_channels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"push_id" bigint NOT NULL,
	"template_code" varchar(32) NOT NULL,
	"channel_id" bigint NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"channel_name" varchar(50) NOT NULL,
	"channel_type" varchar(8) NOT NULL,
	"robot_id" bigint,
	"target_kind" varchar(8) NOT NULL,
	"target" varchar(500) NOT NULL,
	"target_name" varchar(100),
	"title" varchar(200),
	"body" text NOT NULL,
	"format" varchar(8) NOT NULL,
	"state" varchar(8) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"last_answer" varchar(1000),
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_templates" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"robot_title" varchar(100),
	"robot_body" varchar(4000),
	"email_subject" varchar(200),
	"email_body" varchar(10000),
	"email_html" boolean DEFAULT false NOT NULL,
	"sms_body" varchar(500),
	"hub_title" varchar(50),
	"hub_body" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_robots" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"platform" varchar(12) NOT NULL,
	"webhook" varchar(500) NOT NULL,
	"secret" varchar(200),
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_robots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "push_attempts_tenant_delivery" ON "push_attempts" USING btree ("tenant_id","delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "push_channels_tenant_code" ON "push_channels" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "push_channels_tenant_robot" ON "push_channels" USING btree ("tenant_id","robot_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_due" ON "push_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_tenant_created" ON "push_deliveries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_tenant_channel" ON "push_deliveries" USING btree ("tenant_id","channel_id","created_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_tenant_push" ON "push_deliveries" USING btree ("tenant_id","push_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_templates_tenant_code" ON "push_templates" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "push_robots_tenant_code" ON "push_robots" USING btree ("tenant_id","code");