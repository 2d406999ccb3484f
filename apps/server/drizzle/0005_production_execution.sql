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
-- Hand-written: scan_events is partitioned by month. The server creates the monthly partitions
-- ahead of time (areas/production/scan-event-partitions.ts); this one holds any row outside them.
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
CREATE TABLE "production_report_code_counters" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "production_report_code_counters_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "production_report_defects" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"report_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"bad_phenomenon_id" bigint NOT NULL,
	"defect_type_id" bigint,
	"quantity" integer NOT NULL,
	CONSTRAINT "production_report_defects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_reports" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(30) NOT NULL,
	"work_order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"station_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"shift_id" bigint,
	"production_day" date,
	"reported_at" timestamp with time zone NOT NULL,
	"good_quantity" integer NOT NULL,
	"bad_quantity" integer NOT NULL,
	"scrap_quantity" integer NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
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
	"prefix" varchar(8) DEFAULT 'WO' NOT NULL,
	"day" date NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "work_order_code_counters_tenant_id_prefix_day_pk" PRIMARY KEY("tenant_id","prefix","day")
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
	"routing_version_no" integer,
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
CREATE TABLE "work_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"box_capacity" integer NOT NULL,
	"carrier_capacity" integer NOT NULL,
	"auto_complete" boolean NOT NULL,
	"allow_over_production" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_report_defects" ADD CONSTRAINT "production_report_defects_tenant_id_report_id_production_reports_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."production_reports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_packages_tenant_code" ON "production_packages" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "production_packages_tenant_parent" ON "production_packages" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "production_packages_tenant_order" ON "production_packages" USING btree ("tenant_id","work_order_id");--> statement-breakpoint
CREATE INDEX "production_packages_tenant_station" ON "production_packages" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_units_tenant_serial" ON "production_units" USING btree ("tenant_id","serial");--> statement-breakpoint
CREATE INDEX "production_units_tenant_order_status" ON "production_units" USING btree ("tenant_id","work_order_id","status");--> statement-breakpoint
CREATE INDEX "production_units_tenant_package" ON "production_units" USING btree ("tenant_id","package_id");--> statement-breakpoint
CREATE INDEX "production_units_tenant_product" ON "production_units" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "production_units_tenant_line_status" ON "production_units" USING btree ("tenant_id","line_id","status");--> statement-breakpoint
CREATE INDEX "production_units_tenant_open" ON "production_units" USING btree ("tenant_id","status","last_scanned_at") WHERE "production_units"."status" in ('in_process', 'in_repair');--> statement-breakpoint
CREATE INDEX "scan_events_tenant_unit" ON "scan_events" USING btree ("tenant_id","unit_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_order" ON "scan_events" USING btree ("tenant_id","work_order_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_line" ON "scan_events" USING btree ("tenant_id","line_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_tenant_station" ON "scan_events" USING btree ("tenant_id","station_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_requests_created" ON "scan_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_repair" ON "unit_defects" USING btree ("tenant_id","repair_id");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_line_recorded" ON "unit_defects" USING btree ("tenant_id","line_id","recorded_at");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_recorded" ON "unit_defects" USING btree ("tenant_id","recorded_at");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_phenomenon" ON "unit_defects" USING btree ("tenant_id","bad_phenomenon_id");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_defect_type" ON "unit_defects" USING btree ("tenant_id","defect_type_id") WHERE "unit_defects"."defect_type_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_unit" ON "unit_materials" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_lot" ON "unit_materials" USING btree ("tenant_id","lot");--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_barcode" ON "unit_materials" USING btree ("tenant_id","barcode");--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_material" ON "unit_materials" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_unit" ON "unit_repairs" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_status" ON "unit_repairs" USING btree ("tenant_id","status","failed_at");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_line_failed" ON "unit_repairs" USING btree ("tenant_id","line_id","failed_at");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_failed_station" ON "unit_repairs" USING btree ("tenant_id","failed_station_id");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_repair_station" ON "unit_repairs" USING btree ("tenant_id","repair_station_id") WHERE "unit_repairs"."repair_station_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_cause" ON "unit_repairs" USING btree ("tenant_id","cause_id") WHERE "unit_repairs"."cause_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_responsible" ON "unit_repairs" USING btree ("tenant_id","responsible_unit_id") WHERE "unit_repairs"."responsible_unit_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_solution" ON "unit_repairs" USING btree ("tenant_id","solution_id") WHERE "unit_repairs"."solution_id" is not null;--> statement-breakpoint
CREATE INDEX "production_report_defects_tenant_report" ON "production_report_defects" USING btree ("tenant_id","report_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "production_reports_tenant_code" ON "production_reports" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "production_reports_tenant_reported" ON "production_reports" USING btree ("tenant_id","reported_at");--> statement-breakpoint
CREATE INDEX "production_reports_tenant_order" ON "production_reports" USING btree ("tenant_id","work_order_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_plans_tenant_code" ON "production_plans" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "production_plans_tenant_status" ON "production_plans" USING btree ("tenant_id","status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_tenant_code" ON "work_orders" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_status" ON "work_orders" USING btree ("tenant_id","status","finished_at");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_line_status" ON "work_orders" USING btree ("tenant_id","line_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_plan_date" ON "work_orders" USING btree ("tenant_id","plan_date");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_plan" ON "work_orders" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_product" ON "work_orders" USING btree ("tenant_id","product_id");