CREATE TABLE "software" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_hint" varchar(8) NOT NULL,
	"token_reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"extension" varchar(8) NOT NULL,
	"latest_version_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "software_versions" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"software_id" bigint NOT NULL,
	"version_number" varchar(20) NOT NULL,
	"version_code" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"file_name" varchar(50) NOT NULL,
	"extension" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"remark" varchar(200),
	"created_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_software" (
	"tenant_id" bigint NOT NULL,
	"software_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"version_number" varchar(20) NOT NULL,
	"version_code" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_software_tenant_id_software_id_pk" PRIMARY KEY("tenant_id","software_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "software_token_hash" ON "software" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "software_versions_code" ON "software_versions" USING btree ("software_id","version_code");