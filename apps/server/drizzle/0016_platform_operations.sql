CREATE TABLE "external_app_windows" (
	"tenant_id" bigint NOT NULL,
	"app_id" bigint NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "external_app_windows_tenant_id_app_id_window_start_pk" PRIMARY KEY("tenant_id","app_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "external_apps" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200),
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_limit" integer DEFAULT 60 NOT NULL,
	"token_hash" varchar(64) DEFAULT '' NOT NULL,
	"token_hint" varchar(8) DEFAULT '' NOT NULL,
	"created_by_id" bigint,
	"created_by" varchar(50),
	"updated_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_apps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "file_stores" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"endpoint" varchar(200),
	"region" varchar(50) NOT NULL,
	"bucket" varchar(63) NOT NULL,
	"path_style" boolean NOT NULL,
	"access_key_id" varchar(128) NOT NULL,
	"secret_access_key" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_stores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exception_logs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(300) NOT NULL,
	"route" varchar(200),
	"status_code" smallint NOT NULL,
	"user_id" bigint,
	"account" varchar(64),
	"ip" varchar(64),
	"message" varchar(2000) NOT NULL,
	"stack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exception_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "visit_logs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"kind" varchar(16) NOT NULL,
	"account" varchar(64) NOT NULL,
	"user_id" bigint,
	"app_id" bigint,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(512) NOT NULL,
	"detail" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_records" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source" varchar(32) NOT NULL,
	"status" varchar(8) NOT NULL,
	"answer" varchar(1000) NOT NULL,
	"sender_id" bigint,
	"sender_name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"phone" varchar(32) NOT NULL,
	"text" varchar(1000) NOT NULL,
	"source" varchar(32) NOT NULL,
	"state" varchar(8) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"answer" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
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
CREATE TABLE "software" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_hint" varchar(8) NOT NULL,
	"token_reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"extension" varchar(8) NOT NULL,
	"latest_version_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "software_versions" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"software_id" bigint NOT NULL,
	"version_number" varchar(20) NOT NULL,
	"version_code" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"file_name" varchar(50) NOT NULL,
	"extension" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"remark" varchar(200),
	"created_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_software" (
	"tenant_id" bigint NOT NULL,
	"software_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"version_number" varchar(20) NOT NULL,
	"version_code" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_software_tenant_id_software_id_pk" PRIMARY KEY("tenant_id","software_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_task_runs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"task_id" bigint NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"result" varchar(8) NOT NULL,
	"status_code" smallint,
	"output" text,
	CONSTRAINT "scheduled_task_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_tasks" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" varchar(8) DEFAULT 'http' NOT NULL,
	"method" varchar(6) NOT NULL,
	"url" varchar(500) NOT NULL,
	"request_type" varchar(4) NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text,
	"timer_type" varchar(8) NOT NULL,
	"interval_seconds" integer,
	"expression" varchar(100),
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"run_immediately" boolean DEFAULT false NOT NULL,
	"execution_type" varchar(8) NOT NULL,
	"count" integer,
	"timeout_seconds" smallint NOT NULL,
	"state" varchar(9) DEFAULT 'stopped' NOT NULL,
	"runs_done" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"run_requested_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "store_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "external_apps_code" ON "external_apps" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "external_apps_token" ON "external_apps" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "file_stores_tenant_fingerprint" ON "file_stores" USING btree ("tenant_id","fingerprint");--> statement-breakpoint
CREATE INDEX "exception_logs_tenant_time" ON "exception_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_logs_tenant_time" ON "visit_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "email_records_tenant_time" ON "email_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_records_tenant_time" ON "sms_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "push_attempts_tenant_delivery" ON "push_attempts" USING btree ("tenant_id","delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "push_channels_tenant_code" ON "push_channels" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "push_channels_tenant_robot" ON "push_channels" USING btree ("tenant_id","robot_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_due" ON "push_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_tenant_created" ON "push_deliveries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_tenant_channel" ON "push_deliveries" USING btree ("tenant_id","channel_id","created_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_tenant_push" ON "push_deliveries" USING btree ("tenant_id","push_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_templates_tenant_code" ON "push_templates" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "push_robots_tenant_code" ON "push_robots" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "software_token_hash" ON "software" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "software_versions_code" ON "software_versions" USING btree ("software_id","version_code");--> statement-breakpoint
CREATE INDEX "scheduled_task_runs_task_started" ON "scheduled_task_runs" USING btree ("tenant_id","task_id","started_at");--> statement-breakpoint
CREATE INDEX "scheduled_task_runs_open" ON "scheduled_task_runs" USING btree ("deadline_at") WHERE result = 'running';--> statement-breakpoint
CREATE INDEX "scheduled_task_runs_started" ON "scheduled_task_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_tasks_tenant_code" ON "scheduled_tasks" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "scheduled_tasks_next_run" ON "scheduled_tasks" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "files_tenant_created" ON "files" USING btree ("tenant_id","created_at");