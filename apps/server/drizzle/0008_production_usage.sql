CREATE INDEX "production_packages_tenant_station" ON "production_packages" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE INDEX "production_units_tenant_product" ON "production_units" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "production_units_tenant_line_status" ON "production_units" USING btree ("tenant_id","line_id","status");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_phenomenon" ON "unit_defects" USING btree ("tenant_id","bad_phenomenon_id");--> statement-breakpoint
CREATE INDEX "unit_defects_tenant_defect_type" ON "unit_defects" USING btree ("tenant_id","defect_type_id") WHERE "unit_defects"."defect_type_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_materials_tenant_material" ON "unit_materials" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_failed_station" ON "unit_repairs" USING btree ("tenant_id","failed_station_id");--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_repair_station" ON "unit_repairs" USING btree ("tenant_id","repair_station_id") WHERE "unit_repairs"."repair_station_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_cause" ON "unit_repairs" USING btree ("tenant_id","cause_id") WHERE "unit_repairs"."cause_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_responsible" ON "unit_repairs" USING btree ("tenant_id","responsible_unit_id") WHERE "unit_repairs"."responsible_unit_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_repairs_tenant_solution" ON "unit_repairs" USING btree ("tenant_id","solution_id") WHERE "unit_repairs"."solution_id" is not null;