CREATE SEQUENCE "public"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"permissions" integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"company_id" text,
	"company_name" text,
	"name_of_the_business_for_invoice" text,
	"email" text,
	"mobile" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"website" text,
	"operation_contact" jsonb,
	"finance_contact" jsonb,
	"vat_type" text DEFAULT 'IncVat' NOT NULL,
	"vat_rate_bp" integer DEFAULT 1800 NOT NULL,
	"currency_id" integer DEFAULT 1 NOT NULL,
	"timezone" text DEFAULT 'Asia/Jerusalem' NOT NULL,
	"language" text DEFAULT 'he-IL' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"manager_code_hash" text,
	"manager_code_meets_rule" boolean DEFAULT false NOT NULL,
	"auto_print_receipt" boolean DEFAULT false NOT NULL,
	"c_card_max_count_payments" integer DEFAULT 12 NOT NULL,
	"shift_difference_limit" integer DEFAULT 5000 NOT NULL,
	"first_day_of_week" text DEFAULT 'SUN' NOT NULL,
	"auto_lock_minutes" integer DEFAULT 0 NOT NULL,
	"order_source_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"password_hash" text NOT NULL,
	"station_pin_hash" text,
	"profile_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'he-IL' NOT NULL,
	"max_checks" integer,
	"max_discount_percent" integer,
	"allowed_price_type_ids" integer[],
	"allowed_product_ids" integer[],
	"allowed_client_type_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"region_id" integer,
	"country_id" integer
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "official_clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "official_clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"direction" text
);
--> statement-breakpoint
CREATE TABLE "customer_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#607d8b' NOT NULL,
	"registration_type" text DEFAULT 'NotRequired' NOT NULL,
	"extra_info" text DEFAULT '' NOT NULL,
	"order_block_minutes" integer,
	"available_product_price_types" integer[],
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"price_list_id" integer NOT NULL,
	"customer_type_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"priority" integer NOT NULL,
	"bar_code" text,
	"qty_to_use" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"currency_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"business_client_id" integer,
	"business_client_type_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days_of_week" integer DEFAULT 127 NOT NULL,
	"per_person" boolean DEFAULT true NOT NULL,
	"auto_confirm" boolean DEFAULT true NOT NULL,
	"daily_limit" integer,
	"official_price" integer,
	"from_wizzard" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_regions" (
	"product_id" integer NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"type" text DEFAULT 'included' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"on_air" boolean DEFAULT false NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"arrival_instructions" text DEFAULT '' NOT NULL,
	"parking_instructions" text DEFAULT '' NOT NULL,
	"policy" text DEFAULT '' NOT NULL,
	"extra_info" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"city_id" integer,
	"country_id" integer,
	"product_type_id" integer,
	"unit_name" text DEFAULT '' NOT NULL,
	"calendar_color" text DEFAULT '#1e88e5' NOT NULL,
	"price_per_person" boolean DEFAULT true NOT NULL,
	"use_cashier" boolean DEFAULT true NOT NULL,
	"use_locals" boolean DEFAULT true NOT NULL,
	"use_groups" boolean DEFAULT false NOT NULL,
	"use_b2c_channels" boolean DEFAULT true NOT NULL,
	"use_direct_channels" boolean DEFAULT true NOT NULL,
	"use_index" boolean DEFAULT false NOT NULL,
	"auto_order_notifications" boolean DEFAULT false NOT NULL,
	"allow_assign_employees" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"most_popular" boolean DEFAULT false NOT NULL,
	"printing_type" text DEFAULT 'single-unit' NOT NULL,
	"registration_type" text DEFAULT 'NotRequired' NOT NULL,
	"calendar_type" text DEFAULT 'strict' NOT NULL,
	"average_duration_time" integer,
	"block_creating_new_orders_before" text DEFAULT 'allow' NOT NULL,
	"order_block_minutes" integer DEFAULT 0 NOT NULL,
	"admit_before_minutes" integer,
	"admit_after_minutes" integer,
	"wizzard_step" integer DEFAULT 0 NOT NULL,
	"barcode" text,
	"ticket_image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer,
	"original_slot_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time,
	"end_date" date NOT NULL,
	"end_time" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repeat_stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repeat_stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_change" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days_of_week" integer DEFAULT 127 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_occurrences" (
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_occurrences_slot_id_date_pk" PRIMARY KEY("slot_id","date")
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"original_slot_id" integer,
	"original_date" date,
	"limit" integer,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"duration" integer NOT NULL,
	"repeat_mode" integer DEFAULT 1 NOT NULL,
	"days_of_week" integer DEFAULT 0 NOT NULL,
	"repeat_end_date" date,
	"repeat_count" integer,
	"block_creating_new_orders_before" text DEFAULT 'allow' NOT NULL,
	"order_block_minutes" integer DEFAULT 0 NOT NULL,
	"for_groups" boolean DEFAULT false NOT NULL,
	"for_individuals" boolean DEFAULT true NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"allow_assign_employees" boolean DEFAULT true NOT NULL,
	"extra_info" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stop_sale_lifts" (
	"stop_sale_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "stop_sale_lifts_stop_sale_id_slot_id_date_pk" PRIMARY KEY("stop_sale_id","slot_id","date")
);
--> statement-breakpoint
CREATE TABLE "stop_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stop_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	"slot_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days_of_week" integer DEFAULT 127 NOT NULL,
	"from_time" time,
	"to_time" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"station_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"slot_id" integer,
	"date" date NOT NULL,
	"start_time" time,
	"customer_type_id" integer NOT NULL,
	"price_list_id" integer,
	"price_line_id" integer,
	"quantity" integer NOT NULL,
	"seats" integer NOT NULL,
	"per_person" boolean DEFAULT true NOT NULL,
	"persons" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"list_unit_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_percent_bp" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"coupon_id" integer,
	"virtual_slot" boolean DEFAULT false NOT NULL,
	"limit_exceeded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_number_sequences" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'Initial' NOT NULL,
	"language" text NOT NULL,
	"pdf_base64" text,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tag_links" (
	"order_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "order_tag_links_order_id_tag_id_pk" PRIMARY KEY("order_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "order_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer NOT NULL,
	"status" text NOT NULL,
	"currency_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"business_client_id" integer,
	"gross" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"order_discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_percent_bp" integer DEFAULT 0 NOT NULL,
	"total_to_pay" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"has_accounting_docs" boolean DEFAULT false NOT NULL,
	"arrival_confirmation" text DEFAULT 'None' NOT NULL,
	"lead_customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"source" text,
	"station_id" integer,
	"conflict_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_form_sent_at" timestamp with time zone,
	"contract_form_token_hash" text,
	"contract_form_signed_at" timestamp with time zone,
	"contract_form_signature" jsonb,
	"created_by" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"stream" text NOT NULL,
	"key" text NOT NULL,
	"seq" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"station_id" integer,
	CONSTRAINT "change_log_stream_key_pk" PRIMARY KEY("stream","key")
);
--> statement-breakpoint
CREATE TABLE "change_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"stream" text NOT NULL,
	"key" text NOT NULL,
	"station_id" integer
);
--> statement-breakpoint
CREATE TABLE "processed_ops" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"result" jsonb NOT NULL,
	"station_clock" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_cash_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_cash_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"shift_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_balance" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"closing" jsonb,
	"balance_description" text,
	"manager_approved" boolean DEFAULT false NOT NULL,
	"report" jsonb
);
--> statement-breakpoint
CREATE TABLE "station_sync_reports" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"outbox_size" integer,
	"last_sync_at" timestamp with time zone NOT NULL,
	"sync_interval_ms" integer
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"cashier_identifier" text NOT NULL,
	"device_id" text,
	"status" text DEFAULT 'disconnected' NOT NULL,
	"token_hash" text,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"receipt_block_size" integer DEFAULT 50 NOT NULL,
	"last_op_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_code" text NOT NULL,
	"station_id" integer,
	"user_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"scan_uuid" uuid NOT NULL,
	"duplicate_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bank_id" integer NOT NULL,
	"branch_number" text NOT NULL,
	"account_number" text NOT NULL,
	"external_account" text,
	"currency_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_currency_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_currency_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"rate" bigint NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_client_coupon_systems" (
	"business_client_id" integer PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_encrypted" text DEFAULT '' NOT NULL,
	"terminal" text DEFAULT '' NOT NULL,
	"organization_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"coupon_type" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount" integer,
	"discount_percent_bp" integer,
	"ticket_fixed_unit_price" integer,
	"who_finances" text NOT NULL,
	"limitation_type" text,
	"limitation_amount" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_date_from" date NOT NULL,
	"valid_date_to" date NOT NULL,
	"booking_date_from" date,
	"booking_date_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"currency_id" integer NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"club_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_client_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."limitation_amount" is null or "coupons"."used" <= "coupons"."limitation_amount")
);
--> statement-breakpoint
CREATE TABLE "sub_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'Free' NOT NULL,
	"order_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_voucher_redemptions" (
	"system" text NOT NULL,
	"code" text NOT NULL,
	"redemption_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_voucher_redemptions_system_code_pk" PRIMARY KEY("system","code")
);
--> statement-breakpoint
CREATE TABLE "employee_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filter" jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'Initial' NOT NULL,
	"csv" text,
	"rows" integer,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"pid" text,
	"employee_number" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"rate_per_hour" integer,
	"currency_id" integer DEFAULT 1 NOT NULL,
	"calendar_color" text DEFAULT '#000000' NOT NULL,
	"allow_assign_employees" boolean DEFAULT true NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"lead_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "employees_pid_or_number" CHECK ("employees"."pid" is not null or "employees"."employee_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "lead_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"quote_id" integer,
	"direction" text NOT NULL,
	"message" text NOT NULL,
	"file_id" integer,
	"user_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_template_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_template_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"template_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"sms_sender_name" text NOT NULL,
	"from_email" text NOT NULL,
	"right_to_left" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_read_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"read_up_to_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	CONSTRAINT "notification_reads_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"event" text NOT NULL,
	"order_id" integer,
	"actor_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_auto_notifications" (
	"order_id" integer NOT NULL,
	"rule_key" text NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ticket_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_ticket_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_message_files" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "outgoing_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "outgoing_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT 'system' NOT NULL,
	"order_id" integer,
	"template_id" integer,
	"batch_id" uuid,
	"sent_by_user_id" integer,
	"to_address" text NOT NULL,
	"to_name" text,
	"from_address" text,
	"from_name" text,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"right_to_left" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Initial' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_auto_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_auto_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"interval_minutes" integer NOT NULL,
	"interval_type" text NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_client_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_client_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_client_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"receive_email_notifications" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_client_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_client_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_client_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"product_id" integer,
	"discount_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_client_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_client_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_client_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_client_translations" (
	"business_client_id" integer NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "business_client_translations_business_client_id_language_pk" PRIMARY KEY("business_client_id","language")
);
--> statement-breakpoint
CREATE TABLE "business_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"vat_number" text,
	"business_client_type_id" integer,
	"phone1" text DEFAULT '' NOT NULL,
	"phone2" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"accounting_system_code" text DEFAULT '' NOT NULL,
	"official_club_id" integer,
	"country_id" integer,
	"city_id" integer,
	"instruction" text DEFAULT '' NOT NULL,
	"is_subsidized" boolean DEFAULT false NOT NULL,
	"logo_file_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_number_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_number_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"void_from" integer,
	"void_reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_number_sequences" (
	"provider_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_number_sequences_provider_id_doc_type_pk" PRIMARY KEY("provider_id","doc_type")
);
--> statement-breakpoint
CREATE TABLE "document_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"order_id" integer,
	"line_no" integer NOT NULL,
	"method" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency_rate" text DEFAULT '1' NOT NULL,
	"local_amount" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"station_id" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_type" text DEFAULT 'receipt' NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer,
	"shift_uuid" uuid,
	"user_id" integer,
	"screen" text,
	"currency_id" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"void_reason" text,
	"state" text DEFAULT 'Done' NOT NULL,
	"allocation_number" text,
	"credited_document_id" integer,
	"business_client_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_tax_id" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"custom_type_id" integer,
	"voided_ticket_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"copies_printed" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_payment_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_payment_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"credit_card_payment_type" integer NOT NULL,
	"payments" integer NOT NULL,
	"result" text DEFAULT 'None' NOT NULL,
	"clearing_code" text,
	"brand" integer,
	"last4" text,
	"approval_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_allocations" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"allocation_number" text,
	"refusal_code" text,
	"refusal_message" text,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_number_starts" (
	"provider_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"start_number" integer NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_number_starts_provider_id_doc_type_pk" PRIMARY KEY("provider_id","doc_type")
);
--> statement-breakpoint
CREATE TABLE "provider_accounting" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"tax_status" text NOT NULL,
	"external_system" text,
	"external_system_code" text,
	"customers_account" text,
	"income_account" text,
	"vat_account" text,
	"receipts_account" text,
	"allocation_client_id" text,
	"allocation_secret_encrypted" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"ticket_code" text,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"station_id" integer,
	"allotted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"tile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"website" text,
	"description" text,
	"language" text DEFAULT 'he-IL' NOT NULL,
	"status" text DEFAULT 'awaiting-access' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"access_due_on" date NOT NULL,
	"access_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_extra_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_extra_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modal_alert_dismissals" (
	"alert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modal_alert_dismissals_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "modal_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modal_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rights" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"provider_id" integer,
	"product_type_id" integer,
	"region_id" integer,
	"price" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"desktop_image" text NOT NULL,
	"desktop_width" integer NOT NULL,
	"desktop_height" integer NOT NULL,
	"mobile_image" text,
	"mobile_width" integer,
	"mobile_height" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_cancellations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"reason" text NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_platform_settings" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"crm_module_active" boolean DEFAULT false NOT NULL,
	"operation_status" text DEFAULT 'NEW' NOT NULL,
	"agreed_terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"language" text DEFAULT 'he-IL' NOT NULL,
	"email_token_hash" text NOT NULL,
	"email_token_expires_at" timestamp with time zone NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"terms_version" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_payment_requests" (
	"provider_id" integer NOT NULL,
	"month" text NOT NULL,
	"requested_on" date NOT NULL,
	"requested_by" integer,
	CONSTRAINT "settlement_payment_requests_provider_id_month_pk" PRIMARY KEY("provider_id","month")
);
--> statement-breakpoint
CREATE TABLE "document_renders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_renders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"language" text NOT NULL,
	"copy" boolean NOT NULL,
	"status" text DEFAULT 'Initial' NOT NULL,
	"pdf_base64" text,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"render_id" integer,
	"language" text NOT NULL,
	"email" text,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_invoice_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_invoice_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issue_date" date NOT NULL,
	"status" text DEFAULT 'Started' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"last_order_id" integer DEFAULT 0 NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"invoice_amount" integer DEFAULT 0 NOT NULL,
	"credit_count" integer DEFAULT 0 NOT NULL,
	"credit_amount" integer DEFAULT 0 NOT NULL,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'Started' NOT NULL,
	"status" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"content_type" text,
	"byte_size" integer,
	"storage_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL,
	"crm_customer_lead_id" integer,
	"activity_type_id" integer NOT NULL,
	"activity_location_id" integer,
	"activity_date_time" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customer_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"birthdate" date,
	"business_client_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"subscribe" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || mobile)) STORED NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"entity_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL,
	"lead_source_id" integer,
	"lead_type_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"number_of_guests" integer,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_quick_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_quick_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"lead_type_id" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL,
	"crm_customer_lead_id" integer,
	"alert_date_time" timestamp with time zone NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL,
	"crm_customer_lead_id" integer NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"date" date NOT NULL,
	"requested_time" text,
	"participants" integer,
	"budget_per_person" integer,
	"group_name" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"price_type_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"products" jsonb NOT NULL,
	"total_to_pay" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"share_token_hash" text,
	"sent_at" timestamp with time zone,
	"order_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer,
	"accepted_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_message_files" (
	"crm_message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "crm_message_files_crm_message_id_file_id_pk" PRIMARY KEY("crm_message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "crm_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"crm_customer_id" integer NOT NULL,
	"crm_customer_lead_id" integer,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"quick_reply_id" integer,
	"status" text NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"outgoing_message_id" integer,
	"read_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_types" ADD CONSTRAINT "customer_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_types" ADD CONSTRAINT "customer_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lines" ADD CONSTRAINT "price_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lines" ADD CONSTRAINT "price_lines_customer_type_id_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_regions" ADD CONSTRAINT "product_regions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_regions" ADD CONSTRAINT "product_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_tags" ADD CONSTRAINT "sub_tags_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_tags" ADD CONSTRAINT "sub_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_stops" ADD CONSTRAINT "repeat_stops_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_occurrences" ADD CONSTRAINT "slot_occurrences_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_sale_lifts" ADD CONSTRAINT "stop_sale_lifts_stop_sale_id_stop_sales_id_fk" FOREIGN KEY ("stop_sale_id") REFERENCES "public"."stop_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_sales" ADD CONSTRAINT "stop_sales_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_customer_type_id_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_sequences" ADD CONSTRAINT "order_number_sequences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_summaries" ADD CONSTRAINT "order_summaries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_summaries" ADD CONSTRAINT "order_summaries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_summaries" ADD CONSTRAINT "order_summaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tag_links" ADD CONSTRAINT "order_tag_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tag_links" ADD CONSTRAINT "order_tag_links_tag_id_order_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."order_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_ops" ADD CONSTRAINT "processed_ops_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_sync_reports" ADD CONSTRAINT "station_sync_reports_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_sync_reports" ADD CONSTRAINT "station_sync_reports_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bank_accounts" ADD CONSTRAINT "provider_bank_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bank_accounts" ADD CONSTRAINT "provider_bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_currency_rates" ADD CONSTRAINT "provider_currency_rates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_currency_rates" ADD CONSTRAINT "provider_currency_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_coupon_systems" ADD CONSTRAINT "business_client_coupon_systems_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_coupons" ADD CONSTRAINT "sub_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_coupons" ADD CONSTRAINT "sub_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_exports" ADD CONSTRAINT "employee_exports_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_exports" ADD CONSTRAINT "employee_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tags" ADD CONSTRAINT "employee_tags_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_types" ADD CONSTRAINT "lead_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_attachments" ADD CONSTRAINT "message_template_attachments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_attachments" ADD CONSTRAINT "message_template_attachments_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_auto_notifications" ADD CONSTRAINT "order_auto_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_auto_notifications" ADD CONSTRAINT "order_auto_notifications_message_id_outgoing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outgoing_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ticket_links" ADD CONSTRAINT "order_ticket_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_message_files" ADD CONSTRAINT "outgoing_message_files_message_id_outgoing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outgoing_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_message_files" ADD CONSTRAINT "outgoing_message_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_auto_notifications" ADD CONSTRAINT "product_auto_notifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_auto_notifications" ADD CONSTRAINT "product_auto_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_auto_notifications" ADD CONSTRAINT "product_auto_notifications_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_contacts" ADD CONSTRAINT "business_client_contacts_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_discounts" ADD CONSTRAINT "business_client_discounts_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_discounts" ADD CONSTRAINT "business_client_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_photos" ADD CONSTRAINT "business_client_photos_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_photos" ADD CONSTRAINT "business_client_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_client_translations" ADD CONSTRAINT "business_client_translations_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_clients" ADD CONSTRAINT "business_clients_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_clients" ADD CONSTRAINT "business_clients_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_document_types" ADD CONSTRAINT "custom_document_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_blocks" ADD CONSTRAINT "document_number_blocks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_blocks" ADD CONSTRAINT "document_number_blocks_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_sequences" ADD CONSTRAINT "document_number_sequences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_credited_document_id_documents_id_fk" FOREIGN KEY ("credited_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_pages" ADD CONSTRAINT "card_payment_pages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_pages" ADD CONSTRAINT "card_payment_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_allocations" ADD CONSTRAINT "document_allocations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_allocations" ADD CONSTRAINT "document_allocations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_starts" ADD CONSTRAINT "document_number_starts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_starts" ADD CONSTRAINT "document_number_starts_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounting" ADD CONSTRAINT "provider_accounting_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounting" ADD CONSTRAINT "provider_accounting_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_codes" ADD CONSTRAINT "external_codes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_codes" ADD CONSTRAINT "external_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_content" ADD CONSTRAINT "product_content_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_content" ADD CONSTRAINT "product_content_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extra_fields" ADD CONSTRAINT "contract_extra_fields_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_alert_dismissals" ADD CONSTRAINT "modal_alert_dismissals_alert_id_modal_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."modal_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_alert_dismissals" ADD CONSTRAINT "modal_alert_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_alerts" ADD CONSTRAINT "modal_alerts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_alerts" ADD CONSTRAINT "modal_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_staff" ADD CONSTRAINT "platform_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_cancellations" ADD CONSTRAINT "provider_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_cancellations" ADD CONSTRAINT "provider_cancellations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_cancellations" ADD CONSTRAINT "provider_cancellations_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_platform_settings" ADD CONSTRAINT "provider_platform_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_platform_settings" ADD CONSTRAINT "provider_platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_registrations" ADD CONSTRAINT "provider_registrations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_registrations" ADD CONSTRAINT "provider_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_registrations" ADD CONSTRAINT "provider_registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payment_requests" ADD CONSTRAINT "settlement_payment_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payment_requests" ADD CONSTRAINT "settlement_payment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_renders" ADD CONSTRAINT "document_renders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_renders" ADD CONSTRAINT "document_renders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_renders" ADD CONSTRAINT "document_renders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_render_id_document_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."document_renders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invoice_runs" ADD CONSTRAINT "bulk_invoice_runs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invoice_runs" ADD CONSTRAINT "bulk_invoice_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_crm_customer_lead_id_crm_leads_id_fk" FOREIGN KEY ("crm_customer_lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_activity_type_id_crm_list_items_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."crm_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_activity_location_id_crm_list_items_id_fk" FOREIGN KEY ("activity_location_id") REFERENCES "public"."crm_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_orders" ADD CONSTRAINT "crm_customer_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_orders" ADD CONSTRAINT "crm_customer_orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_orders" ADD CONSTRAINT "crm_customer_orders_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_business_client_id_business_clients_id_fk" FOREIGN KEY ("business_client_id") REFERENCES "public"."business_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_history" ADD CONSTRAINT "crm_history_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_history" ADD CONSTRAINT "crm_history_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_history" ADD CONSTRAINT "crm_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_lead_source_id_crm_list_items_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."crm_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_lead_type_id_lead_types_id_fk" FOREIGN KEY ("lead_type_id") REFERENCES "public"."lead_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_list_items" ADD CONSTRAINT "crm_list_items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_quick_replies" ADD CONSTRAINT "crm_quick_replies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_quick_replies" ADD CONSTRAINT "crm_quick_replies_lead_type_id_lead_types_id_fk" FOREIGN KEY ("lead_type_id") REFERENCES "public"."lead_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_reminders" ADD CONSTRAINT "crm_reminders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_reminders" ADD CONSTRAINT "crm_reminders_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_reminders" ADD CONSTRAINT "crm_reminders_crm_customer_lead_id_crm_leads_id_fk" FOREIGN KEY ("crm_customer_lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_reminders" ADD CONSTRAINT "crm_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_crm_customer_lead_id_crm_leads_id_fk" FOREIGN KEY ("crm_customer_lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_message_files" ADD CONSTRAINT "crm_message_files_crm_message_id_crm_messages_id_fk" FOREIGN KEY ("crm_message_id") REFERENCES "public"."crm_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_message_files" ADD CONSTRAINT "crm_message_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD CONSTRAINT "crm_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD CONSTRAINT "crm_messages_crm_customer_id_crm_customers_id_fk" FOREIGN KEY ("crm_customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD CONSTRAINT "crm_messages_crm_customer_lead_id_crm_leads_id_fk" FOREIGN KEY ("crm_customer_lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD CONSTRAINT "crm_messages_quick_reply_id_crm_quick_replies_id_fk" FOREIGN KEY ("quick_reply_id") REFERENCES "public"."crm_quick_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD CONSTRAINT "crm_messages_outgoing_message_id_outgoing_messages_id_fk" FOREIGN KEY ("outgoing_message_id") REFERENCES "public"."outgoing_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD CONSTRAINT "crm_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_provider_name" ON "profiles" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_provider" ON "users" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_types_product" ON "customer_types" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_lines_list" ON "price_lines" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "price_lines_barcode" ON "price_lines" USING btree ("bar_code");--> statement-breakpoint
CREATE INDEX "price_lists_product" ON "price_lists" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_alerts_provider_unread" ON "product_alerts" USING btree ("provider_id") WHERE "product_alerts"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_regions_key" ON "product_regions" USING btree ("product_id","region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tags_key" ON "product_tags" USING btree ("product_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_key" ON "product_translations" USING btree ("product_id","language","field");--> statement-breakpoint
CREATE INDEX "products_provider" ON "products" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_provider_name" ON "products" USING btree ("provider_id",lower("name")) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_provider_name" ON "tags" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE INDEX "calendar_events_provider_dates" ON "calendar_events" USING btree ("provider_id","start_date");--> statement-breakpoint
CREATE INDEX "repeat_stops_slot" ON "repeat_stops" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "slots_product" ON "slots" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "slots_provider_dates" ON "slots" USING btree ("provider_id","start_date");--> statement-breakpoint
CREATE INDEX "stop_sales_provider_dates" ON "stop_sales" USING btree ("provider_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_slot_date" ON "order_lines" USING btree ("slot_id","date");--> statement-breakpoint
CREATE INDEX "order_lines_product" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_date" ON "order_lines" USING btree ("date");--> statement-breakpoint
CREATE INDEX "order_messages_order" ON "order_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_messages_unread" ON "order_messages" USING btree ("provider_id") WHERE not "order_messages"."is_read";--> statement-breakpoint
CREATE INDEX "order_summaries_order" ON "order_summaries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_tag_links_tag" ON "order_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tags_provider_name" ON "order_tags" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_number" ON "orders" USING btree ("provider_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_uuid" ON "orders" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "orders_provider_created" ON "orders" USING btree ("provider_id","create_date");--> statement-breakpoint
CREATE INDEX "orders_provider_status" ON "orders" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "change_log_provider_stream_seq" ON "change_log" USING btree ("provider_id","stream","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "processed_ops_station_seq" ON "processed_ops" USING btree ("station_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_cash_movements_uuid" ON "shift_cash_movements" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "shift_cash_movements_shift" ON "shift_cash_movements" USING btree ("provider_id","shift_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_uuid" ON "shifts" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "shifts_station" ON "shifts" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_provider_number" ON "stations" USING btree ("provider_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_token" ON "stations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_pairing_code" ON "stations" USING btree ("pairing_code_hash");--> statement-breakpoint
CREATE INDEX "ticket_scans_order" ON "ticket_scans" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_scans_code" ON "ticket_scans" USING btree ("provider_id","ticket_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_scans_first" ON "ticket_scans" USING btree ("provider_id","ticket_code") WHERE "ticket_scans"."duplicate_of" is null;--> statement-breakpoint
CREATE INDEX "provider_bank_accounts_provider" ON "provider_bank_accounts" USING btree ("provider_id") WHERE "provider_bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_currency_rates_day" ON "provider_currency_rates" USING btree ("provider_id","currency_id","from_date");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon" ON "coupon_uses" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_order" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupons_provider" ON "coupons" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_provider_active_code" ON "coupons" USING btree ("provider_id",lower("code")) WHERE "coupons"."active" and "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_coupons_code" ON "sub_coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sub_coupons_coupon" ON "sub_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_assignments_occurrence" ON "employee_assignments" USING btree ("employee_id","slot_id","date");--> statement-breakpoint
CREATE INDEX "employee_assignments_provider_date" ON "employee_assignments" USING btree ("provider_id","date");--> statement-breakpoint
CREATE INDEX "employee_assignments_slot_date" ON "employee_assignments" USING btree ("slot_id","date");--> statement-breakpoint
CREATE INDEX "employee_exports_provider" ON "employee_exports" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_tags_provider_name" ON "employee_tags" USING btree ("provider_id",lower("name")) WHERE "employee_tags"."active";--> statement-breakpoint
CREATE INDEX "employees_provider" ON "employees" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_provider_pid" ON "employees" USING btree ("provider_id","pid") WHERE "employees"."pid" is not null and "employees"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_provider_number" ON "employees" USING btree ("provider_id","employee_number") WHERE "employees"."employee_number" is not null and "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "lead_types_provider" ON "lead_types" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread" ON "chat_messages" USING btree ("provider_id","product_id","agent_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_provider" ON "chat_messages" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "message_template_attachments_template" ON "message_template_attachments" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "message_templates_provider" ON "message_templates" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_source" ON "notifications" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "notifications_provider_source" ON "notifications" USING btree ("provider_id","source","source_id");--> statement-breakpoint
CREATE INDEX "notifications_provider" ON "notifications" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_auto_notifications_once" ON "order_auto_notifications" USING btree ("order_id","rule_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ticket_links_token" ON "order_ticket_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_ticket_links_order" ON "order_ticket_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_history" ON "outgoing_messages" USING btree ("provider_id","channel","id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_order" ON "outgoing_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_unfinished" ON "outgoing_messages" USING btree ("created_at") WHERE "outgoing_messages"."status" in ('Initial', 'InProgress');--> statement-breakpoint
CREATE INDEX "product_auto_notifications_product" ON "product_auto_notifications" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "business_client_contacts_client" ON "business_client_contacts" USING btree ("business_client_id");--> statement-breakpoint
CREATE INDEX "business_client_discounts_client" ON "business_client_discounts" USING btree ("business_client_id");--> statement-breakpoint
CREATE INDEX "business_client_photos_client" ON "business_client_photos" USING btree ("business_client_id");--> statement-breakpoint
CREATE INDEX "business_clients_provider" ON "business_clients" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "custom_document_types_provider" ON "custom_document_types" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "document_lines_document" ON "document_lines" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_number_blocks_station" ON "document_number_blocks" USING btree ("station_id","doc_type");--> statement-breakpoint
CREATE INDEX "document_payments_document" ON "document_payments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_payments_order" ON "document_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_provider_number" ON "documents" USING btree ("provider_id","doc_type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_uuid" ON "documents" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "documents_order" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_shift" ON "documents" USING btree ("shift_uuid");--> statement-breakpoint
CREATE INDEX "documents_credited" ON "documents" USING btree ("credited_document_id");--> statement-breakpoint
CREATE INDEX "documents_provider_issued" ON "documents" USING btree ("provider_id","issued_at");--> statement-breakpoint
CREATE INDEX "documents_provider_number_id" ON "documents" USING btree ("provider_id","number","id");--> statement-breakpoint
CREATE INDEX "documents_provider_station" ON "documents" USING btree ("provider_id","station_id","number");--> statement-breakpoint
CREATE INDEX "documents_provider_office" ON "documents" USING btree ("provider_id","doc_type","number","id") WHERE station_id is null;--> statement-breakpoint
CREATE INDEX "documents_provider_customer" ON "documents" USING btree ("provider_id",lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_provider_customer_tax_id" ON "documents" USING btree ("provider_id","customer_tax_id");--> statement-breakpoint
CREATE INDEX "documents_provider_issued_number" ON "documents" USING btree ("provider_id","issued_at","number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_refund" ON "documents" USING btree ("credited_document_id") WHERE doc_type = 'refund' and status = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_pages_transaction" ON "card_payment_pages" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "card_payment_pages_provider" ON "card_payment_pages" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "document_allocations_pending" ON "document_allocations" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_codes_product_code" ON "external_codes" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "external_codes_unused" ON "external_codes" USING btree ("product_id","station_id","id") WHERE "external_codes"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "external_codes_ticket" ON "external_codes" USING btree ("ticket_code") WHERE "external_codes"."ticket_code" is not null;--> statement-breakpoint
CREATE INDEX "product_content_product" ON "product_content" USING btree ("product_id","kind");--> statement-breakpoint
CREATE INDEX "product_files_product" ON "product_files" USING btree ("product_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "product_files_one_main" ON "product_files" USING btree ("product_id") WHERE "product_files"."is_main";--> statement-breakpoint
CREATE INDEX "stored_files_provider" ON "stored_files" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_lower" ON "agencies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_email_lower" ON "agencies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "agents_agency" ON "agents" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_extra_fields_position" ON "contract_extra_fields" USING btree ("provider_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_registrations_provider" ON "provider_registrations" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_registrations_token" ON "provider_registrations" USING btree ("email_token_hash");--> statement-breakpoint
CREATE INDEX "provider_registrations_status" ON "provider_registrations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "document_renders_document" ON "document_renders" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_token" ON "document_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_shares_document" ON "document_shares" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "bulk_invoice_runs_provider" ON "bulk_invoice_runs" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_invoice_runs_one_started" ON "bulk_invoice_runs" USING btree ("provider_id") WHERE status = 'Started';--> statement-breakpoint
CREATE INDEX "export_tasks_provider" ON "export_tasks" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "crm_activities_customer" ON "crm_activities" USING btree ("crm_customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_customer_orders_customer" ON "crm_customer_orders" USING btree ("crm_customer_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customers_provider_mobile" ON "crm_customers" USING btree ("provider_id","mobile") WHERE "crm_customers"."mobile" <> '';--> statement-breakpoint
CREATE INDEX "crm_customers_provider_id" ON "crm_customers" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "crm_customers_search_trgm" ON "crm_customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_history_customer" ON "crm_history" USING btree ("crm_customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_leads_customer" ON "crm_leads" USING btree ("crm_customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_leads_provider_status" ON "crm_leads" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "crm_list_items_provider_kind" ON "crm_list_items" USING btree ("provider_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_quick_replies_lead_type" ON "crm_quick_replies" USING btree ("provider_id","lead_type_id");--> statement-breakpoint
CREATE INDEX "crm_reminders_customer" ON "crm_reminders" USING btree ("crm_customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_reminders_provider_due" ON "crm_reminders" USING btree ("provider_id","active","alert_date_time");--> statement-breakpoint
CREATE INDEX "quotes_lead" ON "quotes" USING btree ("crm_customer_lead_id","id");--> statement-breakpoint
CREATE INDEX "quotes_customer" ON "quotes" USING btree ("crm_customer_id","id");--> statement-breakpoint
CREATE INDEX "quotes_provider" ON "quotes" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "crm_message_files_file" ON "crm_message_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "crm_messages_customer" ON "crm_messages" USING btree ("crm_customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_messages_lead" ON "crm_messages" USING btree ("crm_customer_lead_id","id");