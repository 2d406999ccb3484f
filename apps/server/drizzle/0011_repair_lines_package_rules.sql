CREATE TABLE "factory_station_lines" (
	"tenant_id" bigint NOT NULL,
	"station_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	CONSTRAINT "factory_station_lines_tenant_id_station_id_line_id_pk" PRIMARY KEY("tenant_id","station_id","line_id")
);
--> statement-breakpoint
ALTER TABLE "unit_repairs" ADD COLUMN "repair_line_id" bigint;--> statement-breakpoint
ALTER TABLE "work_settings" ADD COLUMN "box_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "work_settings" ADD COLUMN "carrier_rule_id" bigint;--> statement-breakpoint
CREATE INDEX "factory_station_lines_tenant_line" ON "factory_station_lines" USING btree ("tenant_id","line_id");--> statement-breakpoint
-- Repairs closed before: the line their repair station stands on now (the best record there is).
UPDATE "unit_repairs" AS repair SET "repair_line_id" = station."pid"
FROM "organisations" AS station
WHERE repair."repair_station_id" IS NOT NULL AND station."tenant_id" = repair."tenant_id"
	AND station."id" = repair."repair_station_id";
