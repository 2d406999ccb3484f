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
ALTER TABLE "files" ADD COLUMN "store_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "file_stores_tenant_fingerprint" ON "file_stores" USING btree ("tenant_id","fingerprint");--> statement-breakpoint
CREATE INDEX "files_tenant_created" ON "files" USING btree ("tenant_id","created_at");