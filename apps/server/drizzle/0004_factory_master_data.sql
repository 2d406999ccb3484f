CREATE TABLE "barcode_batches" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"rule_id" bigint NOT NULL,
	"period_key" varchar(160) NOT NULL,
	"count" integer NOT NULL,
	"first_count" bigint NOT NULL,
	"last_count" bigint NOT NULL,
	"first_code" varchar(200) NOT NULL,
	"last_code" varchar(200) NOT NULL,
	"product_code" varchar(50),
	"order_number" varchar(50),
	"text" varchar(50),
	"created_by" bigint NOT NULL,
	"created_by_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "barcode_codes" (
	"tenant_id" bigint NOT NULL,
	"code" varchar(200) NOT NULL,
	"batch_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "barcode_codes_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "barcode_counters" (
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"period_key" varchar(160) NOT NULL,
	"value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_counters_tenant_id_rule_id_period_key_pk" PRIMARY KEY("tenant_id","rule_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "barcode_rules" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"prefix" varchar(50) DEFAULT '' NOT NULL,
	"length" integer NOT NULL,
	"stacking_mode" varchar(16) NOT NULL,
	"separator" varchar(1) DEFAULT '' NOT NULL,
	"gs1" boolean DEFAULT false NOT NULL,
	"check_digit" boolean DEFAULT false NOT NULL,
	"serial_start" integer DEFAULT 1 NOT NULL,
	"serial_step" integer DEFAULT 1 NOT NULL,
	"elements" jsonb NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bom_lines" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"bom_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"process_id" bigint,
	"designators" varchar(500),
	"key_material" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "bom_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "boms" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"version" varchar(20) NOT NULL,
	"product_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scan_config_materials" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"config_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"expected_count" integer NOT NULL,
	"barcode_rule_id" bigint,
	"pattern" varchar(100),
	"reusable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "scan_config_materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scan_configs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"product_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"scan_serial" boolean DEFAULT true NOT NULL,
	"serial_rule_id" bigint,
	"serial_pattern" varchar(100),
	"enforce_order" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_configs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "factory_org_details" (
	"tenant_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"description" varchar(200),
	"owner_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_org_details_tenant_id_org_id_pk" PRIMARY KEY("tenant_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "factory_station_processes" (
	"tenant_id" bigint NOT NULL,
	"station_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"process_id" bigint NOT NULL,
	CONSTRAINT "factory_station_processes_tenant_id_station_id_seq_pk" PRIMARY KEY("tenant_id","station_id","seq")
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"template_id" bigint,
	"template_code" varchar(50) NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"printer_address" varchar(100) NOT NULL,
	"label_count" integer NOT NULL,
	"payload" text NOT NULL,
	"state" varchar(12) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"last_error" varchar(500),
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(20) NOT NULL,
	"paper_width" double precision NOT NULL,
	"paper_height" double precision NOT NULL,
	"design" jsonb NOT NULL,
	"printer_address" varchar(100),
	"dpi" integer DEFAULT 203 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
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
CREATE TABLE "processes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(20) DEFAULT 'normal' NOT NULL,
	"counting" boolean DEFAULT false NOT NULL,
	"completion" boolean DEFAULT false NOT NULL,
	"mandatory_scan" boolean DEFAULT false NOT NULL,
	"return_process_id" bigint,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "routing_steps" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"version_id" bigint NOT NULL,
	"step_no" integer NOT NULL,
	"process_id" bigint NOT NULL,
	"repair" boolean DEFAULT false NOT NULL,
	"return_to_step_no" integer,
	CONSTRAINT "routing_steps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "routing_versions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"routing_id" bigint NOT NULL,
	"version_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "routings" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200),
	"current_version_no" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_bad_phenomena" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"defect_type_id" bigint NOT NULL,
	"commonly_used" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "quality_bad_phenomena_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_defect_causes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" varchar(16) NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "quality_defect_causes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_defect_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" varchar(16) NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "quality_defect_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_phenomenon_causes" (
	"tenant_id" bigint NOT NULL,
	"phenomenon_id" bigint NOT NULL,
	"cause_id" bigint NOT NULL,
	CONSTRAINT "quality_phenomenon_causes_tenant_id_phenomenon_id_cause_id_pk" PRIMARY KEY("tenant_id","phenomenon_id","cause_id")
);
--> statement-breakpoint
CREATE TABLE "quality_phenomenon_solutions" (
	"tenant_id" bigint NOT NULL,
	"phenomenon_id" bigint NOT NULL,
	"solution_id" bigint NOT NULL,
	CONSTRAINT "quality_phenomenon_solutions_tenant_id_phenomenon_id_solution_id_pk" PRIMARY KEY("tenant_id","phenomenon_id","solution_id")
);
--> statement-breakpoint
CREATE TABLE "quality_responsible_units" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"organisation_id" bigint,
	"contact" varchar(50),
	"remark" varchar(200),
	CONSTRAINT "quality_responsible_units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_solutions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" varchar(200),
	CONSTRAINT "quality_solutions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shift_regime_lines" (
	"tenant_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"regime_id" bigint NOT NULL,
	CONSTRAINT "shift_regime_lines_tenant_id_line_id_pk" PRIMARY KEY("tenant_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "shift_regime_shifts" (
	"tenant_id" bigint NOT NULL,
	"regime_id" bigint NOT NULL,
	"shift_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "shift_regime_shifts_tenant_id_regime_id_shift_id_pk" PRIMARY KEY("tenant_id","regime_id","shift_id")
);
--> statement-breakpoint
CREATE TABLE "shift_regimes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"day_start" varchar(5) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_regimes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"start" varchar(5) NOT NULL,
	"end" varchar(5) NOT NULL,
	"overtime_allowed" boolean DEFAULT false NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "time_ranges" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"purpose" varchar(16) DEFAULT 'output' NOT NULL,
	"start" varchar(5) NOT NULL,
	"end" varchar(5) NOT NULL,
	"shift_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_ranges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "barcode_batches" ADD CONSTRAINT "barcode_batches_rule_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."barcode_rules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_codes" ADD CONSTRAINT "barcode_codes_batch_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."barcode_batches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_counters" ADD CONSTRAINT "barcode_counters_rule_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."barcode_rules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_tenant_id_bom_id_boms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bom_id") REFERENCES "public"."boms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_config_materials" ADD CONSTRAINT "scan_config_materials_tenant_id_config_id_scan_configs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","config_id") REFERENCES "public"."scan_configs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."product_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_fk" FOREIGN KEY ("tenant_id","product_type_id") REFERENCES "public"."product_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_return_fk" FOREIGN KEY ("tenant_id","return_process_id") REFERENCES "public"."processes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_steps" ADD CONSTRAINT "routing_steps_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."routing_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_steps" ADD CONSTRAINT "routing_steps_process_fk" FOREIGN KEY ("tenant_id","process_id") REFERENCES "public"."processes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_versions" ADD CONSTRAINT "routing_versions_routing_fk" FOREIGN KEY ("tenant_id","routing_id") REFERENCES "public"."routings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_bad_phenomena" ADD CONSTRAINT "quality_bad_phenomena_type_fk" FOREIGN KEY ("tenant_id","defect_type_id") REFERENCES "public"."quality_defect_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_phenomenon_causes" ADD CONSTRAINT "quality_phenomenon_causes_phenomenon_fk" FOREIGN KEY ("tenant_id","phenomenon_id") REFERENCES "public"."quality_bad_phenomena"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_phenomenon_causes" ADD CONSTRAINT "quality_phenomenon_causes_cause_fk" FOREIGN KEY ("tenant_id","cause_id") REFERENCES "public"."quality_defect_causes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_phenomenon_solutions" ADD CONSTRAINT "quality_phenomenon_solutions_phenomenon_fk" FOREIGN KEY ("tenant_id","phenomenon_id") REFERENCES "public"."quality_bad_phenomena"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_phenomenon_solutions" ADD CONSTRAINT "quality_phenomenon_solutions_solution_fk" FOREIGN KEY ("tenant_id","solution_id") REFERENCES "public"."quality_solutions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_regime_lines" ADD CONSTRAINT "shift_regime_lines_tenant_id_regime_id_shift_regimes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","regime_id") REFERENCES "public"."shift_regimes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_regime_shifts" ADD CONSTRAINT "shift_regime_shifts_tenant_id_regime_id_shift_regimes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","regime_id") REFERENCES "public"."shift_regimes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_regime_shifts" ADD CONSTRAINT "shift_regime_shifts_tenant_id_shift_id_shifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."shifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_ranges" ADD CONSTRAINT "time_ranges_tenant_id_shift_id_shifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."shifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barcode_batches_tenant_rule" ON "barcode_batches" USING btree ("tenant_id","rule_id","created_at");--> statement-breakpoint
CREATE INDEX "barcode_batches_tenant_created" ON "barcode_batches" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "barcode_codes_tenant_batch" ON "barcode_codes" USING btree ("tenant_id","batch_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_rules_tenant_code" ON "barcode_rules" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "bom_lines_tenant_bom" ON "bom_lines" USING btree ("tenant_id","bom_id","line_no");--> statement-breakpoint
CREATE INDEX "bom_lines_tenant_material" ON "bom_lines" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "bom_lines_tenant_process" ON "bom_lines" USING btree ("tenant_id","process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boms_tenant_code" ON "boms" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "boms_tenant_product" ON "boms" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boms_tenant_product_enabled" ON "boms" USING btree ("tenant_id","product_id") WHERE "boms"."enabled";--> statement-breakpoint
CREATE INDEX "scan_config_materials_tenant_config" ON "scan_config_materials" USING btree ("tenant_id","config_id","line_no");--> statement-breakpoint
CREATE INDEX "scan_config_materials_tenant_material" ON "scan_config_materials" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "scan_config_materials_tenant_rule" ON "scan_config_materials" USING btree ("tenant_id","barcode_rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_configs_tenant_code" ON "scan_configs" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_configs_tenant_product_process" ON "scan_configs" USING btree ("tenant_id","product_id","process_id");--> statement-breakpoint
CREATE INDEX "scan_configs_tenant_process" ON "scan_configs" USING btree ("tenant_id","process_id");--> statement-breakpoint
CREATE INDEX "scan_configs_tenant_serial_rule" ON "scan_configs" USING btree ("tenant_id","serial_rule_id");--> statement-breakpoint
CREATE INDEX "factory_org_details_tenant_owner" ON "factory_org_details" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "factory_station_processes_tenant_process" ON "factory_station_processes" USING btree ("tenant_id","process_id");--> statement-breakpoint
CREATE INDEX "print_jobs_tenant_state_next" ON "print_jobs" USING btree ("tenant_id","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "print_jobs_tenant_created" ON "print_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_templates_tenant_code" ON "print_templates" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_tenant_code" ON "materials" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "materials_tenant_unit" ON "materials" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_tenant_code" ON "product_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "product_types_tenant_parent" ON "product_types" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_code" ON "products" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "products_tenant_unit" ON "products" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "products_tenant_type" ON "products" USING btree ("tenant_id","product_type_id");--> statement-breakpoint
CREATE INDEX "products_tenant_routing" ON "products" USING btree ("tenant_id","routing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_tenant_code" ON "units" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_tenant_code" ON "processes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "processes_tenant_return" ON "processes" USING btree ("tenant_id","return_process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_steps_tenant_version_no" ON "routing_steps" USING btree ("tenant_id","version_id","step_no");--> statement-breakpoint
CREATE INDEX "routing_steps_tenant_process" ON "routing_steps" USING btree ("tenant_id","process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_versions_tenant_routing_no" ON "routing_versions" USING btree ("tenant_id","routing_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "routings_tenant_code" ON "routings" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_bad_phenomena_tenant_code" ON "quality_bad_phenomena" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "quality_bad_phenomena_tenant_type" ON "quality_bad_phenomena" USING btree ("tenant_id","defect_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_defect_causes_tenant_code" ON "quality_defect_causes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_defect_types_tenant_code" ON "quality_defect_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "quality_phenomenon_causes_tenant_cause" ON "quality_phenomenon_causes" USING btree ("tenant_id","cause_id");--> statement-breakpoint
CREATE INDEX "quality_phenomenon_solutions_tenant_solution" ON "quality_phenomenon_solutions" USING btree ("tenant_id","solution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_responsible_units_tenant_code" ON "quality_responsible_units" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "quality_responsible_units_tenant_org" ON "quality_responsible_units" USING btree ("tenant_id","organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_solutions_tenant_code" ON "quality_solutions" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "shift_regime_lines_tenant_regime" ON "shift_regime_lines" USING btree ("tenant_id","regime_id");--> statement-breakpoint
CREATE INDEX "shift_regime_shifts_tenant_shift" ON "shift_regime_shifts" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_regimes_tenant_code" ON "shift_regimes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_tenant_code" ON "shifts" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "time_ranges_tenant_code" ON "time_ranges" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "time_ranges_tenant_shift" ON "time_ranges" USING btree ("tenant_id","shift_id");