CREATE INDEX "production_report_defects_tenant_phenomenon" ON "production_report_defects" USING btree ("tenant_id","bad_phenomenon_id");--> statement-breakpoint
CREATE INDEX "production_report_defects_tenant_type" ON "production_report_defects" USING btree ("tenant_id","defect_type_id");--> statement-breakpoint
CREATE INDEX "production_reports_tenant_process" ON "production_reports" USING btree ("tenant_id","process_id");--> statement-breakpoint
CREATE INDEX "production_reports_tenant_station" ON "production_reports" USING btree ("tenant_id","station_id");