CREATE TABLE "message_record_targets" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"record_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_record_targets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_records" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"sender_id" bigint,
	"sender_name" varchar(50),
	"type" smallint NOT NULL,
	"title" varchar(50) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"event_type" varchar(50),
	"event_code" varchar(50),
	"btn_text" varchar(20),
	"jump_target" varchar(8),
	"page_path" varchar(300),
	"recipient_count" integer NOT NULL,
	"public_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"tenant_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_recipients_tenant_id_notice_id_user_id_pk" PRIMARY KEY("tenant_id","notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"tenant_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('takt_id_seq') NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(5000) NOT NULL,
	"type" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"all_users" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"publisher_id" bigint,
	"publisher_name" varchar(50),
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_record_targets_record_recipient" ON "message_record_targets" USING btree ("tenant_id","record_id","recipient_id");--> statement-breakpoint
CREATE INDEX "message_record_targets_inbox" ON "message_record_targets" USING btree ("tenant_id","recipient_id","state","created_at");--> statement-breakpoint
CREATE INDEX "message_records_tenant_sender" ON "message_records" USING btree ("tenant_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "notice_recipients_tenant_user" ON "notice_recipients" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "notices_tenant_state_type" ON "notices" USING btree ("tenant_id","state","type","published_at");