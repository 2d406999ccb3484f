CREATE TABLE "role_data_orgs" (
	"tenant_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	CONSTRAINT "role_data_orgs_tenant_id_role_id_org_id_pk" PRIMARY KEY("tenant_id","role_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "user_data_orgs" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	CONSTRAINT "user_data_orgs_tenant_id_user_id_org_id_pk" PRIMARY KEY("tenant_id","user_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_modules" (
	"tenant_id" bigint NOT NULL,
	"app_code" varchar(50) NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "tenant_modules_tenant_id_app_code_menu_id_pk" PRIMARY KEY("tenant_id","app_code","menu_id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_values" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"type_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"color" varchar(20),
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_values_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
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
CREATE TABLE "licences" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"order_no" varchar(50) NOT NULL,
	"enterprise_id" bigint,
	"enterprise_code" varchar(50) NOT NULL,
	"operator_job_number" varchar(50),
	"subscription_type" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"days" integer,
	"deadline" varchar(10),
	"state" smallint NOT NULL,
	"application_code" varchar(32) NOT NULL,
	"applied_here" boolean DEFAULT true NOT NULL,
	"applied_at" timestamp with time zone,
	"authorised_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"licence" text
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "system_parameters" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"category" varchar(50) NOT NULL,
	"value" varchar(500) NOT NULL,
	"remark" varchar(200),
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_parameters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wecom_account" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dingtalk_account" varchar(64);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "work_side_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "work_side_max_parallel" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "work_side_password_hash" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "page_turn_seconds" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "instruction_resolution" varchar(16) DEFAULT '1920x1080' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "role_data_orgs_org" ON "role_data_orgs" USING btree ("tenant_id","org_id");--> statement-breakpoint
CREATE INDEX "user_data_orgs_org" ON "user_data_orgs" USING btree ("tenant_id","org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_values_tenant_type_code" ON "dictionary_values" USING btree ("tenant_id","type_id","code");--> statement-breakpoint
CREATE INDEX "dictionary_values_tenant_type_sort" ON "dictionary_values" USING btree ("tenant_id","type_id","sort");--> statement-breakpoint
CREATE INDEX "user_import_jobs_tenant_state" ON "user_import_jobs" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_application_code" ON "licences" USING btree ("application_code");--> statement-breakpoint
CREATE INDEX "licences_enterprise" ON "licences" USING btree ("enterprise_code");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_tenant_code" ON "positions" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "system_parameters_tenant_code" ON "system_parameters" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "users_tenant_org_name" ON "users" USING btree ("tenant_id","org_id","name","id");--> statement-breakpoint
CREATE INDEX "users_tenant_name" ON "users" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "users_phone" ON "users" USING btree ("phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "users_email_lower" ON "users" USING btree (lower("email")) WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_tenant_code" ON "organisations" USING btree ("tenant_id","code");