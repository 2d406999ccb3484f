CREATE TABLE "andon_call_code_counters" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "andon_call_code_counters_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "scheduled_timers" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"name" varchar(64) NOT NULL,
	"key" varchar(200) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_timers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_timers_key" ON "scheduled_timers" USING btree ("tenant_id","name","key");--> statement-breakpoint
CREATE INDEX "scheduled_timers_due" ON "scheduled_timers" USING btree ("due_at");