CREATE TABLE "reminder_destinations" (
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"config" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_destinations_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "reminder_destinations" ADD CONSTRAINT "reminder_destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;