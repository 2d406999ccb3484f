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
ALTER TABLE "users" ADD COLUMN "signature" text;--> statement-breakpoint
CREATE UNIQUE INDEX "system_parameters_tenant_code" ON "system_parameters" USING btree ("tenant_id","code");