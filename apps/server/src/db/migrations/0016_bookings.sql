CREATE TABLE "booking_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"group_key" text,
	"booked_by" uuid,
	"attendance" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"start_time" text,
	"end_time" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"name" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"capacity_min" integer DEFAULT 0 NOT NULL,
	"capacity_max" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"group_key" text,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"is_retake" boolean DEFAULT false NOT NULL,
	"product_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_items_seats" CHECK ("calendar_items"."booked_count" >= 0 and "calendar_items"."held_count" >= 0 and "calendar_items"."booked_count" + "calendar_items"."held_count" <= "calendar_items"."capacity_max"),
	CONSTRAINT "calendar_items_capacity" CHECK ("calendar_items"."capacity_min" >= 0 and "calendar_items"."capacity_min" <= "calendar_items"."capacity_max")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "product_code" text;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_item_id_calendar_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."calendar_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_item_id_calendar_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."calendar_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_product_code_course_editions_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."course_editions"("product_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_waitlist_active_idx" ON "booking_waitlist" USING btree ("item_id","user_id") WHERE "booking_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "booking_waitlist_queue_idx" ON "booking_waitlist" USING btree ("item_id","status","created_at");--> statement-breakpoint
CREATE INDEX "booking_waitlist_user_idx" ON "booking_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_item_user_idx" ON "bookings" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_group_idx" ON "bookings" USING btree ("user_id","group_key") WHERE "bookings"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_items_kind_idx" ON "calendar_items" USING btree ("kind","starts_on");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_product_code_course_editions_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."course_editions"("product_code") ON DELETE set null ON UPDATE no action;