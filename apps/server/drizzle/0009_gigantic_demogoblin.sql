CREATE TABLE "dictionary_values" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"type_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"color" varchar(20),
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_values_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_values_tenant_type_code" ON "dictionary_values" USING btree ("tenant_id","type_id","code");--> statement-breakpoint
CREATE INDEX "dictionary_values_tenant_type_sort" ON "dictionary_values" USING btree ("tenant_id","type_id","sort");