ALTER TABLE "apps" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;