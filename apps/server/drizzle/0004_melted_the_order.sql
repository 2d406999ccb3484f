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
CREATE INDEX "role_data_orgs_org" ON "role_data_orgs" USING btree ("tenant_id","org_id");--> statement-breakpoint
CREATE INDEX "user_data_orgs_org" ON "user_data_orgs" USING btree ("tenant_id","org_id");