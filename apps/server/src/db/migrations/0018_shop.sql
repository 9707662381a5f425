CREATE TABLE "shop_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"embroidery_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_lines_quantity" CHECK ("shop_cart_lines"."quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "shop_carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bag_product_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"lines" jsonb NOT NULL,
	"lines_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"shipping" jsonb,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_checkouts_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "shop_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"code" text NOT NULL,
	"discount_it" text NOT NULL,
	"discount_en" text NOT NULL,
	"notes_it" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"window_from" date,
	"window_to" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_code" text NOT NULL,
	"family" text NOT NULL,
	"description" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"embroidery_text" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Ordinato' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stock" text NOT NULL,
	"lead_time_days" integer,
	"booking_info" text DEFAULT '' NOT NULL,
	"top_up_code" text,
	"vat_code" text DEFAULT '' NOT NULL,
	"vat_regime" text DEFAULT '' NOT NULL,
	"vat_rate" integer DEFAULT 22 NOT NULL,
	CONSTRAINT "shop_order_lines_topUpCode_unique" UNIQUE("top_up_code")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid,
	"checkout_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lines_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"shipping" jsonb,
	"refund_status" text,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"ready_mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "shop_orders_checkoutId_unique" UNIQUE("checkout_id"),
	CONSTRAINT "shop_orders_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "shop_product_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"available_quantity" integer,
	CONSTRAINT "shop_product_variants_stock" CHECK ("shop_product_variants"."available_quantity" is null or "shop_product_variants"."available_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"family" text NOT NULL,
	"price0" integer,
	"price1" integer,
	"price2" integer,
	"price3" integer,
	"promo_price0" integer,
	"promo_price1" integer,
	"promo_price2" integer,
	"promo_price3" integer,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_on_sale" boolean DEFAULT true NOT NULL,
	"size_kind" text DEFAULT 'none' NOT NULL,
	"is_embroiderable" boolean DEFAULT false NOT NULL,
	"available_quantity" integer,
	"per_order_max" integer,
	"lead_time_days" integer,
	"booking_info" text DEFAULT '' NOT NULL,
	"vat_code" text DEFAULT '' NOT NULL,
	"vat_regime" text DEFAULT '' NOT NULL,
	"vat_rate" integer DEFAULT 22 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_code_unique" UNIQUE("code"),
	CONSTRAINT "shop_products_stock" CHECK ("shop_products"."available_quantity" is null or "shop_products"."available_quantity" >= 0),
	CONSTRAINT "shop_products_prices" CHECK (coalesce("shop_products"."price0", 0) >= 0 and coalesce("shop_products"."price1", 0) >= 0 and coalesce("shop_products"."price2", 0) >= 0 and coalesce("shop_products"."price3", 0) >= 0 and coalesce("shop_products"."promo_price0", 0) >= 0 and coalesce("shop_products"."promo_price1", 0) >= 0 and coalesce("shop_products"."promo_price2", 0) >= 0 and coalesce("shop_products"."promo_price3", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_cart_lines" ADD CONSTRAINT "shop_cart_lines_user_id_shop_carts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_carts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_lines" ADD CONSTRAINT "shop_cart_lines_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_lines" ADD CONSTRAINT "shop_cart_lines_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_bag_product_id_shop_products_id_fk" FOREIGN KEY ("bag_product_id") REFERENCES "public"."shop_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_checkouts" ADD CONSTRAINT "shop_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_checkouts" ADD CONSTRAINT "shop_checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_checkout_id_shop_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."shop_checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_files" ADD CONSTRAINT "shop_product_files_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_variants" ADD CONSTRAINT "shop_product_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_cart_lines_user_idx" ON "shop_cart_lines" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_checkouts_open_idx" ON "shop_checkouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_lines_position_key" ON "shop_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "shop_order_lines_status_idx" ON "shop_order_lines" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_product_files_product_idx" ON "shop_product_files" USING btree ("product_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_variants_size_key" ON "shop_product_variants" USING btree ("product_id","size");--> statement-breakpoint
CREATE INDEX "shop_products_listing_idx" ON "shop_products" USING btree ("is_on_sale","family");--> statement-breakpoint
INSERT INTO "shop_counters" ("name", "value") VALUES ('orderNumber', 0);
