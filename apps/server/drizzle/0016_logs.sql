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
CREATE INDEX "exception_logs_tenant_time" ON "exception_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_logs_tenant_time" ON "visit_logs" USING btree ("tenant_id","created_at");