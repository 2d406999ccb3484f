CREATE SEQUENCE "public"."takt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_permanent" boolean DEFAULT true NOT NULL,
	"deadline" date,
	"admin_name" varchar(50),
	"phone" varchar(32),
	"email" varchar(128),
	"default_app" varchar(50),
	"default_language" varchar(8) DEFAULT 'zh-CN' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_id_pk" PRIMARY KEY("id"),
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "account_directory" (
	"account" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"user_id" bigint NOT NULL,
	"refresh_hash" text NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32),
	CONSTRAINT "sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"account" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"nickname" varchar(50),
	"avatar" text,
	"phone" varchar(32),
	"email" varchar(128),
	"gender" smallint,
	"birthday" date,
	"job_number" varchar(50),
	"org_id" bigint,
	"admin_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"language" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"platform_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "apps_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" bigint PRIMARY KEY DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(120) NOT NULL,
	"pid" bigint DEFAULT '0' NOT NULL,
	"app_code" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" varchar(200),
	"component" varchar(200),
	"redirect" varchar(200),
	"permission" varchar(100),
	"link" varchar(500),
	"icon" varchar(64),
	"open_mode" varchar(16) DEFAULT 'component' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hide_children_in_menu" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "menus_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"tenant_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "role_menus_tenant_id_role_id_menu_id_pk" PRIMARY KEY("tenant_id","role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"data_scope" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tenant_apps" (
	"tenant_id" bigint NOT NULL,
	"app_code" varchar(50) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tenant_apps_tenant_id_app_code_pk" PRIMARY KEY("tenant_id","app_code")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "user_roles_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"pid" bigint DEFAULT '0' NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"user_id" bigint,
	"account" varchar(64),
	"method" varchar(8) NOT NULL,
	"path" varchar(300) NOT NULL,
	"route" varchar(200),
	"status_code" smallint NOT NULL,
	"result_code" integer,
	"success" boolean NOT NULL,
	"message" varchar(500),
	"ip" varchar(64),
	"request_id" varchar(64) NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "sessions_tenant_user" ON "sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_tenant_active" ON "sessions" USING btree ("tenant_id","expires_at") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_account" ON "users" USING btree ("tenant_id","account");--> statement-breakpoint
CREATE INDEX "menus_app" ON "menus" USING btree ("app_code");--> statement-breakpoint
CREATE INDEX "menus_pid" ON "menus" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_code" ON "roles" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "user_roles_role" ON "user_roles" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE INDEX "organisations_tenant_pid" ON "organisations" USING btree ("tenant_id","pid");--> statement-breakpoint
CREATE INDEX "operation_logs_tenant_time" ON "operation_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_tenant_code" ON "dictionary_types" USING btree ("tenant_id","code");