CREATE TABLE "user_import_jobs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"created_by" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"language" varchar(8) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"validated_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"error_file_id" bigint,
	"message_key" varchar(64),
	"message_params" varchar(1000),
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_import_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "user_import_jobs_tenant_state" ON "user_import_jobs" USING btree ("tenant_id","state");