CREATE TABLE "materials" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"spec" varchar(50),
	"type" varchar(20) NOT NULL,
	"attribute" varchar(20) NOT NULL,
	"unit_id" bigint NOT NULL,
	"safety_stock" numeric(18, 6) DEFAULT '0' NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "materials_safety_stock_check" CHECK ("materials"."safety_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"spec" varchar(50),
	"product_type_id" bigint,
	"unit_id" bigint NOT NULL,
	"routing_id" bigint,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"precision" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."product_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_fk" FOREIGN KEY ("tenant_id","product_type_id") REFERENCES "public"."product_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_tenant_code" ON "materials" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "materials_tenant_unit" ON "materials" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_tenant_code" ON "product_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "product_types_tenant_parent" ON "product_types" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_code" ON "products" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "products_tenant_unit" ON "products" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "products_tenant_type" ON "products" USING btree ("tenant_id","product_type_id");--> statement-breakpoint
CREATE INDEX "products_tenant_routing" ON "products" USING btree ("tenant_id","routing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_tenant_code" ON "units" USING btree ("tenant_id","code");