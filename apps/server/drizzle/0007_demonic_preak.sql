ALTER TABLE "users" ADD COLUMN "wecom_account" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dingtalk_account" varchar(64);--> statement-breakpoint
CREATE INDEX "users_tenant_org_name" ON "users" USING btree ("tenant_id","org_id","name","id");--> statement-breakpoint
CREATE INDEX "users_tenant_name" ON "users" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "users_phone" ON "users" USING btree ("phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "users_email_lower" ON "users" USING btree (lower("email")) WHERE email is not null;