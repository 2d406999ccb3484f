CREATE TABLE "external_app_windows" (
	"tenant_id" bigint NOT NULL,
	"app_id" bigint NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "external_app_windows_tenant_id_app_id_window_start_pk" PRIMARY KEY("tenant_id","app_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "external_apps" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200),
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_limit" integer DEFAULT 60 NOT NULL,
	"token_hash" varchar(64) DEFAULT '' NOT NULL,
	"token_hint" varchar(8) DEFAULT '' NOT NULL,
	"created_by_id" bigint,
	"created_by" varchar(50),
	"updated_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_apps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "external_apps_code" ON "external_apps" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "external_apps_token" ON "external_apps" USING btree ("tenant_id","token_hash");