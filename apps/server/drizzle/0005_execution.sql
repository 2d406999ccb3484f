CREATE TABLE "production_packages" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"parent_id" bigint,
	"work_order_id" bigint,
	"product_id" bigint,
	"line_id" bigint,
	"station_id" bigint NOT NULL,
	"capacity" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_by" bigint,
	"sealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_packages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_units" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"serial" varchar(100) NOT NULL,
	"work_order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"routing_version_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"next_step_no" smallint,
	"failed_step_no" smallint,
	"repair_count" smallint DEFAULT 0 NOT NULL,
	"package_id" bigint,
	"last_station_id" bigint,
	"last_scanned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scan_events" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(16) NOT NULL,
	"unit_id" bigint,
	"serial" varchar(100),
	"work_order_id" bigint,
	"product_id" bigint,
	"line_id" bigint,
	"station_id" bigint NOT NULL,
	"process_id" bigint,
	"step_no" smallint,
	"operator_id" bigint,
	"shift_id" bigint,
	"client_scan_id" uuid,
	"detail" jsonb,
	CONSTRAINT "scan_events_tenant_id_scanned_at_id_pk" PRIMARY KEY("tenant_id","scanned_at","id")
) PARTITION BY RANGE ("scanned_at");
--> statement-breakpoint
-- Monthly partitions are created ahead of time by the server (scan-event-partitions.ts); this one
-- holds any row outside them.
CREATE TABLE "scan_events_default" PARTITION OF "scan_events" DEFAULT;
--> statement-breakpoint
CREATE TABLE "scan_requests" (
	"tenant_id" bigint NOT NULL,
	"client_scan_id" uuid NOT NULL,
	"station_id" bigint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_requests_tenant_id_client_scan_id_pk" PRIMARY KEY("tenant_id","client_scan_id")
);
--> statement-breakpoint
CREATE TABLE "unit_defects" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"repair_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"work_order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"station_id" bigint NOT NULL,
	"bad_phenomenon_id" bigint NOT NULL,
	"defect_type_id" bigint,
	"recorded_at" timestamp with time zone NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "unit_defects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "unit_materials" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"unit_id" bigint NOT NULL,
	"work_order_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"barcode" varchar(100) NOT NULL,
	"lot" varchar(100) NOT NULL,
	"process_id" bigint NOT NULL,
	"step_no" smallint NOT NULL,
	"station_id" bigint NOT NULL,
	"operator_id" bigint,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone,
	"unbound_by" bigint,
	"unbind_reason" varchar(200),
	CONSTRAINT "unit_materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "unit_repairs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"unit_id" bigint NOT NULL,
	"work_order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"failed_step_no" smallint NOT NULL,
	"failed_process_id" bigint NOT NULL,
	"failed_station_id" bigint NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"failed_by" bigint,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"return_step_no" smallint,
	"repair_station_id" bigint,
	"repaired_by" bigint,
	"repaired_at" timestamp with time zone,
	"cause_id" bigint,
	"responsible_unit_id" bigint,
	"solution_id" bigint,
	"remark" varchar(200),
	CONSTRAINT "unit_repairs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_plans" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(30) NOT NULL,
	"product_id" bigint NOT NULL,
	"line_id" bigint,
	"plan_quantity" integer NOT NULL,
	"ordered_quantity" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"sales_order" varchar(30),
	"notes" varchar(200),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_order_code_counters" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "work_order_code_counters_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(30) NOT NULL,
	"type" varchar(16) NOT NULL,
	"product_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"routing_id" bigint NOT NULL,
	"routing_version_id" bigint,
	"plan_id" bigint,
	"plan_quantity" integer NOT NULL,
	"plan_date" date NOT NULL,
	"status" varchar(16) DEFAULT 'initial' NOT NULL,
	"notes" varchar(200),
	"sales_order" varchar(30),
	"input_quantity" integer DEFAULT 0 NOT NULL,
	"good_quantity" integer DEFAULT 0 NOT NULL,
	"bad_quantity" integer DEFAULT 0 NOT NULL,
	"scrap_quantity" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "production_packages_tenant_code" ON "production_packages" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "production_packages_tenant_parent" ON "production_packages" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "production_packages_tenant_order" ON "production_packages" USING btree ("tenant_id","work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_units_tenant_serial" ON "production_units" USING btree ("tenant_id","serial");--> statement-breakpoint
CREATE INDEX "production_units_tenant_order_status" ON "production_units" USING btree ("tenant_id","work_order_id","status");--> statement-breakpoint
CREATE INDEX "production_units_tenant_package" ON "production_units" USING btree ("tenant_id","package_id");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_unit" ON "scan_events" USING btree ("tenant_id","unit_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_order" ON "scan_events" USING btree ("tenant_id","work_order_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_line" ON "scan_events" USING btree ("tenant_id","line_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_station" ON "scan_events" USING btree ("tenant_id","station_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_requests_created" ON "scan_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_repair" ON "unit_defects" USING btree ("tenant_id","repair_id");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_line_recorded" ON "unit_defects" USING btree ("tenant_id","line_id","recorded_at");--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_unit" ON "unit_materials" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_lot" ON "unit_materials" USING btree ("tenant_id","lot");--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_barcode" ON "unit_materials" USING btree ("tenant_id","barcode");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_unit" ON "unit_repairs" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_status" ON "unit_repairs" USING btree ("tenant_id","status","failed_at");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_line_failed" ON "unit_repairs" USING btree ("tenant_id","line_id","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_plans_tenant_code" ON "production_plans" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "production_plans_tenant_status" ON "production_plans" USING btree ("tenant_id","status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_tenant_code" ON "work_orders" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_status" ON "work_orders" USING btree ("tenant_id","status","finished_at");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_line_status" ON "work_orders" USING btree ("tenant_id","line_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_plan_date" ON "work_orders" USING btree ("tenant_id","plan_date");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_plan" ON "work_orders" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_product" ON "work_orders" USING btree ("tenant_id","product_id");