CREATE TABLE "email_records" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source" varchar(32) NOT NULL,
	"status" varchar(8) NOT NULL,
	"answer" varchar(1000) NOT NULL,
	"sender_id" bigint,
	"sender_name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"phone" varchar(32) NOT NULL,
	"text" varchar(1000) NOT NULL,
	"source" varchar(32) NOT NULL,
	"state" varchar(8) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"answer" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "email_records_tenant_time" ON "email_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_records_tenant_time" ON "sms_records" USING btree ("tenant_id","created_at");