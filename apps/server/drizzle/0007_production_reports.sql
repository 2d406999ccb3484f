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
ALTER TABLE "production_report_defects" ADD CONSTRAINT "production_report_defects_tenant_id_report_id_production_reports_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."production_reports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_report_defects_tenant_report" ON "production_report_defects" USING btree ("tenant_id","report_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "production_reports_tenant_code" ON "production_reports" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "production_reports_tenant_reported" ON "production_reports" USING btree ("tenant_id","reported_at");--> statement-breakpoint
CREATE INDEX "production_reports_tenant_order" ON "production_reports" USING btree ("tenant_id","work_order_id","reported_at");