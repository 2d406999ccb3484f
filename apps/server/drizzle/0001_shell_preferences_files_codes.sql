CREATE TABLE "files" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"repository" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"extension" varchar(16) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"key" varchar(300) NOT NULL,
	"storage_path" varchar(500) NOT NULL,
	"purpose" varchar(50) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"tenant_id" bigint NOT NULL,
	"is_enable_watermark" boolean DEFAULT false NOT NULL,
	"watermark_mode" varchar(2) DEFAULT '12' NOT NULL,
	"ok_mes_home_mode" varchar(50),
	"home_picture" varchar(500),
	"multi_language" boolean DEFAULT true NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"target" varchar(128) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "files_tenant_purpose" ON "files" USING btree ("tenant_id","purpose");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("target","created_at");