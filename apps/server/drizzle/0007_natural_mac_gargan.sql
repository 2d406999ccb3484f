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
ALTER TABLE "barcode_batches" ADD CONSTRAINT "barcode_batches_rule_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."barcode_rules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_codes" ADD CONSTRAINT "barcode_codes_batch_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."barcode_batches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_counters" ADD CONSTRAINT "barcode_counters_rule_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."barcode_rules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barcode_batches_tenant_rule" ON "barcode_batches" USING btree ("tenant_id","rule_id","created_at");--> statement-breakpoint
CREATE INDEX "barcode_batches_tenant_created" ON "barcode_batches" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "barcode_codes_tenant_batch" ON "barcode_codes" USING btree ("tenant_id","batch_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_rules_tenant_code" ON "barcode_rules" USING btree ("tenant_id","code");