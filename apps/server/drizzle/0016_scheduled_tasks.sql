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
CREATE INDEX "scheduled_task_runs_task_started" ON "scheduled_task_runs" USING btree ("tenant_id","task_id","started_at");--> statement-breakpoint
CREATE INDEX "scheduled_task_runs_open" ON "scheduled_task_runs" USING btree ("deadline_at") WHERE result = 'running';--> statement-breakpoint
CREATE INDEX "scheduled_task_runs_started" ON "scheduled_task_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_tasks_tenant_code" ON "scheduled_tasks" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "scheduled_tasks_next_run" ON "scheduled_tasks" USING btree ("next_run_at");