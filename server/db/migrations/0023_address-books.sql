CREATE TABLE "address_book_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"sealed_password" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_sync_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_book_contacts" (
	"book_id" text NOT NULL,
	"user_id" text NOT NULL,
	"href" text NOT NULL,
	"etag" text,
	"birthday_id" text,
	"fingerprint" text,
	"unlinked" boolean DEFAULT false NOT NULL,
	"other_dates" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_book_unlinked" (
	"birthday_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_books" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"supports_sync" boolean DEFAULT false NOT NULL,
	"sync_token" text
);
--> statement-breakpoint
ALTER TABLE "address_book_connections" ADD CONSTRAINT "address_book_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_book_id_address_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."address_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_birthday_id_birthdays_id_fk" FOREIGN KEY ("birthday_id") REFERENCES "public"."birthdays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_unlinked" ADD CONSTRAINT "address_book_unlinked_birthday_id_birthdays_id_fk" FOREIGN KEY ("birthday_id") REFERENCES "public"."birthdays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_books" ADD CONSTRAINT "address_books_connection_id_address_book_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."address_book_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_connections_user_idx" ON "address_book_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "address_book_connections_due_idx" ON "address_book_connections" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_contacts_book_href_uq" ON "address_book_contacts" USING btree ("book_id","href");--> statement-breakpoint
CREATE INDEX "address_book_contacts_birthday_idx" ON "address_book_contacts" USING btree ("birthday_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_books_connection_url_uq" ON "address_books" USING btree ("connection_id","url");