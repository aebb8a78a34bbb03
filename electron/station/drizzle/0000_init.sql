CREATE TABLE `availability` (
	`slot_id` integer NOT NULL,
	`date` text NOT NULL,
	`sold` integer NOT NULL,
	PRIMARY KEY(`slot_id`, `date`)
);
--> statement-breakpoint
CREATE TABLE `card_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`amount` integer NOT NULL,
	`installments` integer NOT NULL,
	`status` text NOT NULL,
	`result_code` text,
	`transaction_id` text,
	`order_uuid` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cash_movements` (
	`uuid` text PRIMARY KEY NOT NULL,
	`shift_uuid` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`kind` text NOT NULL,
	`currency_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cash_movements_shift` ON `cash_movements` (`shift_uuid`);--> statement-breakpoint
CREATE TABLE `checkpoints` (
	`stream` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY NOT NULL,
	`code_lower` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `coupons_code` ON `coupons` (`code_lower`);--> statement-breakpoint
CREATE TABLE `known_logins` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`first_at` text NOT NULL,
	`last_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_seats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`op_seq` integer NOT NULL,
	`slot_id` integer NOT NULL,
	`date` text NOT NULL,
	`seats` integer NOT NULL,
	`acked_gen` integer
);
--> statement-breakpoint
CREATE INDEX `local_seats_occurrence` ON `local_seats` (`slot_id`,`date`);--> statement-breakpoint
CREATE INDEX `local_seats_op` ON `local_seats` (`op_seq`);--> statement-breakpoint
CREATE TABLE `manager_code_lock` (
	`id` integer PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` text
);
--> statement-breakpoint
CREATE TABLE `number_blocks` (
	`id` integer PRIMARY KEY NOT NULL,
	`doc_type` text NOT NULL,
	`from_number` integer NOT NULL,
	`to_number` integer NOT NULL,
	`void_from` integer
);
--> statement-breakpoint
CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_uuid` text NOT NULL,
	`line_no` integer NOT NULL,
	`product_id` integer NOT NULL,
	`product_name` text NOT NULL,
	`slot_id` integer,
	`date` text NOT NULL,
	`start_time` text,
	`customer_type_id` integer NOT NULL,
	`customer_type_name` text NOT NULL,
	`price_list_id` integer,
	`price_line_id` integer,
	`quantity` integer NOT NULL,
	`seats` integer NOT NULL,
	`persons` integer NOT NULL,
	`per_person` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`list_unit_price` integer NOT NULL,
	`discount_amount` integer NOT NULL,
	`discount_percent_bp` integer NOT NULL,
	`total` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `order_lines_order` ON `order_lines` (`order_uuid`);--> statement-breakpoint
CREATE TABLE `orders` (
	`uuid` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`shift_uuid` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`status` text NOT NULL,
	`currency_id` integer NOT NULL,
	`price_type_id` integer NOT NULL,
	`customer_kind` text NOT NULL,
	`business_client_id` integer,
	`lead_customer` text NOT NULL,
	`remarks` text DEFAULT '' NOT NULL,
	`vat_rate_bp` integer NOT NULL,
	`gross` integer NOT NULL,
	`discount_amount` integer NOT NULL,
	`order_discount_amount` integer NOT NULL,
	`discount_percent_bp` integer NOT NULL,
	`total_to_pay` integer NOT NULL,
	`vat_amount` integer NOT NULL,
	`reserved_order_id` integer,
	`reserved_order_number` integer,
	`op_seq` integer NOT NULL,
	`server_order_id` integer,
	`server_order_number` integer,
	`conflict_flags` text DEFAULT '[]' NOT NULL,
	`coupon` text,
	`coupon_id` integer,
	`voucher` text
);
--> statement-breakpoint
CREATE INDEX `orders_shift` ON `orders` (`shift_uuid`);--> statement-breakpoint
CREATE INDEX `orders_coupon` ON `orders` (`coupon_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`station_clock` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`result` text,
	`acked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_uuid` ON `outbox` (`uuid`);--> statement-breakpoint
CREATE INDEX `outbox_status` ON `outbox` (`status`,`seq`);--> statement-breakpoint
CREATE TABLE `partner_codes` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`code` text NOT NULL,
	`ticket_code` text,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `partner_codes_free` ON `partner_codes` (`product_id`,`ticket_code`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `partner_codes_ticket` ON `partner_codes` (`ticket_code`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`receipt_uuid` text NOT NULL,
	`line_no` integer NOT NULL,
	`method` integer NOT NULL,
	`currency_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency_rate` text NOT NULL,
	`local_amount` integer NOT NULL,
	`details` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payments_receipt` ON `payments` (`receipt_uuid`);--> statement-breakpoint
CREATE TABLE `price_line_barcodes` (
	`barcode` text NOT NULL,
	`price_list_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`customer_type_id` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_line_barcodes_code` ON `price_line_barcodes` (`barcode`);--> statement-breakpoint
CREATE INDEX `price_line_barcodes_list` ON `price_line_barcodes` (`price_list_id`);--> statement-breakpoint
CREATE TABLE `price_lists` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_lists_product` ON `price_lists` (`product_id`);--> statement-breakpoint
CREATE TABLE `print_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`ref_uuid` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payload` text NOT NULL,
	`created_at` text NOT NULL,
	`printed_at` text,
	`printer_id` text,
	`bytes` blob,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text
);
--> statement-breakpoint
CREATE INDEX `print_jobs_status` ON `print_jobs` (`status`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_lower` text NOT NULL,
	`barcode` text,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `products_barcode` ON `products` (`barcode`);--> statement-breakpoint
CREATE INDEX `products_name` ON `products` (`name_lower`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`uuid` text PRIMARY KEY NOT NULL,
	`doc_type` text NOT NULL,
	`number` integer NOT NULL,
	`order_uuid` text NOT NULL,
	`shift_uuid` text NOT NULL,
	`user_id` integer NOT NULL,
	`currency_id` integer NOT NULL,
	`total` integer NOT NULL,
	`issued_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number` ON `receipts` (`doc_type`,`number`);--> statement-breakpoint
CREATE INDEX `receipts_shift` ON `receipts` (`shift_uuid`);--> statement-breakpoint
CREATE INDEX `receipts_order` ON `receipts` (`order_uuid`);--> statement-breakpoint
CREATE TABLE `refund_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`refund_uuid` text NOT NULL,
	`line_no` integer NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `refund_lines_refund` ON `refund_lines` (`refund_uuid`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`uuid` text PRIMARY KEY NOT NULL,
	`original_receipt_uuid` text NOT NULL,
	`order_uuid` text NOT NULL,
	`shift_uuid` text NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`total` integer NOT NULL,
	`whole` integer NOT NULL,
	`created_at` text NOT NULL,
	`op_seq` integer NOT NULL,
	`conflict_flags` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_original` ON `refunds` (`original_receipt_uuid`);--> statement-breakpoint
CREATE INDEX `refunds_shift` ON `refunds` (`shift_uuid`);--> statement-breakpoint
CREATE TABLE `replica_rows` (
	`stream` text NOT NULL,
	`key` text NOT NULL,
	`parent_id` integer,
	`data` text NOT NULL,
	PRIMARY KEY(`stream`, `key`)
);
--> statement-breakpoint
CREATE INDEX `replica_rows_parent` ON `replica_rows` (`stream`,`parent_id`);--> statement-breakpoint
CREATE TABLE `reserved_orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_number` integer NOT NULL,
	`search_text` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reserved_orders_number` ON `reserved_orders` (`order_number`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shifts` (
	`uuid` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`opened_at` text NOT NULL,
	`opened_on` text NOT NULL,
	`opening_balance` text NOT NULL,
	`closed_at` text,
	`closed_by` integer,
	`counted` text,
	`balance_description` text,
	`manager_approved` integer DEFAULT false NOT NULL,
	`report` text
);
--> statement-breakpoint
CREATE INDEX `shifts_open` ON `shifts` (`closed_at`);--> statement-breakpoint
CREATE TABLE `slots` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `slots_product` ON `slots` (`product_id`);--> statement-breakpoint
CREATE TABLE `sub_coupons` (
	`id` integer PRIMARY KEY NOT NULL,
	`coupon_id` integer NOT NULL,
	`code` text NOT NULL,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sub_coupons_code` ON `sub_coupons` (`code`);--> statement-breakpoint
CREATE INDEX `sub_coupons_coupon` ON `sub_coupons` (`coupon_id`);--> statement-breakpoint
CREATE TABLE `ticket_orders` (
	`order_uuid` text PRIMARY KEY NOT NULL,
	`order_id` integer,
	`order_number` integer,
	`status` text NOT NULL,
	`arrival_confirmation` text NOT NULL,
	`lead_name` text DEFAULT '' NOT NULL,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ticket_orders_id` ON `ticket_orders` (`order_id`);--> statement-breakpoint
CREATE INDEX `ticket_orders_number` ON `ticket_orders` (`order_number`);--> statement-breakpoint
CREATE TABLE `ticket_scans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scan_uuid` text NOT NULL,
	`ticket_code` text NOT NULL,
	`order_uuid` text NOT NULL,
	`user_id` integer NOT NULL,
	`scanned_at` text NOT NULL,
	`op_seq` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ticket_scans_code` ON `ticket_scans` (`ticket_code`);--> statement-breakpoint
CREATE INDEX `ticket_scans_order` ON `ticket_scans` (`order_uuid`);--> statement-breakpoint
CREATE TABLE `tickets` (
	`code` text PRIMARY KEY NOT NULL,
	`order_uuid` text NOT NULL,
	`order_id` integer,
	`order_number` integer,
	`ticket_no` integer NOT NULL,
	`product_id` integer NOT NULL,
	`customer_type_id` integer NOT NULL,
	`date` text NOT NULL,
	`start_time` text,
	`quantity` integer NOT NULL,
	`source` text NOT NULL,
	`server_scanned_at` text,
	`server_scanned_station_id` integer,
	`voided_at` text
);
--> statement-breakpoint
CREATE INDEX `tickets_order` ON `tickets` (`order_uuid`);--> statement-breakpoint
CREATE INDEX `tickets_order_number` ON `tickets` (`order_number`);--> statement-breakpoint
CREATE INDEX `tickets_date` ON `tickets` (`date`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`username_lower` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `users_username` ON `users` (`username_lower`);