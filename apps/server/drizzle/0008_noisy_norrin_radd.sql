CREATE TABLE "tenant_modules" (
	"tenant_id" bigint NOT NULL,
	"app_code" varchar(50) NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "tenant_modules_tenant_id_app_code_menu_id_pk" PRIMARY KEY("tenant_id","app_code","menu_id")
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
ALTER TABLE "tenants" ADD COLUMN "work_side_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "work_side_max_parallel" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "work_side_password_hash" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "page_turn_seconds" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "instruction_resolution" varchar(16) DEFAULT '1920x1080' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_application_code" ON "licences" USING btree ("application_code");--> statement-breakpoint
CREATE INDEX "licences_enterprise" ON "licences" USING btree ("enterprise_code");