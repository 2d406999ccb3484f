CREATE TABLE "equipment_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" varchar(12) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_types_tenant_code" ON "equipment_types" USING btree ("tenant_id","code");