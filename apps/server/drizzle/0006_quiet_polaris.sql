CREATE TABLE "print_jobs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"template_id" bigint,
	"template_code" varchar(50) NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"printer_address" varchar(100) NOT NULL,
	"label_count" integer NOT NULL,
	"payload" text NOT NULL,
	"state" varchar(12) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"last_error" varchar(500),
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(20) NOT NULL,
	"paper_width" double precision NOT NULL,
	"paper_height" double precision NOT NULL,
	"design" jsonb NOT NULL,
	"printer_address" varchar(100),
	"dpi" integer DEFAULT 203 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "print_jobs_tenant_state_next" ON "print_jobs" USING btree ("tenant_id","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "print_jobs_tenant_created" ON "print_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_templates_tenant_code" ON "print_templates" USING btree ("tenant_id","code");