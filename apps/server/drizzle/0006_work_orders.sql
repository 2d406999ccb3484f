CREATE TABLE "work_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"box_capacity" integer NOT NULL,
	"carrier_capacity" integer NOT NULL,
	"auto_complete" boolean NOT NULL,
	"allow_over_production" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_code_counters" ADD COLUMN "prefix" varchar(8) DEFAULT 'WO' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_code_counters" DROP CONSTRAINT "work_order_code_counters_tenant_id_day_pk";--> statement-breakpoint
ALTER TABLE "work_order_code_counters" ADD CONSTRAINT "work_order_code_counters_tenant_id_prefix_day_pk" PRIMARY KEY("tenant_id","prefix","day");--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "routing_version_no" integer;
