CREATE TABLE "deleted_users" (
	"tenant_id" bigint NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "production_reports_tenant_shift" ON "production_reports" USING btree ("tenant_id","shift_id");