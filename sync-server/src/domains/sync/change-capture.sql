-- Change capture for the station sync protocol (docs/decisions/sync-protocol.md).
--
-- Hand-written, kept by `npm run db:generate`: the script regenerates 0000_init from the schema, asks
-- drizzle-kit for an empty custom migration 0001_sync_triggers and copies this file over it.
--
-- Every streamed table gets statement-level triggers (one per insert, update, delete) that append
-- the keys of the rows they touched to change_queue, inside the writer's own transaction: the
-- domains that write these tables need not know about sync. The sequencer (sync/sequencer.ts) moves
-- committed keys from change_queue to change_log, numbering them from change_seq under a lock, so a
-- station that pulled up to seq N never misses a change committed later with a smaller number.
--
-- sync_install_capture(table, capture) makes the trigger function of a table from `capture`, a
-- query over `{rows}` (the transition table) returning (provider_id, stream, key, station_id), and
-- queues every row the table already holds, so an existing database is fully streamed too.

CREATE OR REPLACE FUNCTION sync_install_capture(tbl text, capture text) RETURNS void LANGUAGE plpgsql AS $install$
DECLARE
  fn text := 'sync_capture_' || tbl;
  ins text := 'INSERT INTO change_queue (provider_id, stream, key, station_id) SELECT DISTINCT c.* FROM (%s) c WHERE c.provider_id IS NOT NULL';
BEGIN
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP <> 'DELETE' THEN %s; END IF;
      IF TG_OP <> 'INSERT' THEN %s; END IF;
      RETURN NULL;
    END $body$$f$,
    fn,
    format(ins, replace(capture, '{rows}', 'new_rows')),
    format(ins, replace(capture, '{rows}', 'old_rows')));
  EXECUTE format('DROP TRIGGER IF EXISTS sync_capture_ins ON %I', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS sync_capture_upd ON %I', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS sync_capture_del ON %I', tbl);
  EXECUTE format('CREATE TRIGGER sync_capture_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER sync_capture_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER sync_capture_del AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format(ins, replace(capture, '{rows}', quote_ident(tbl)));
END $install$;
--> statement-breakpoint
SELECT sync_install_capture('providers', $q$SELECT r.id AS provider_id, 'provider' AS stream, r.id::text AS key, NULL::integer AS station_id FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('stations', $q$SELECT r.provider_id, 'station', r.id::text, r.id FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('users', $q$SELECT r.provider_id, 'users', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('profiles', $q$SELECT u.provider_id, 'users', u.id::text, NULL::integer FROM {rows} r JOIN users u ON u.profile_id = r.id$q$);
--> statement-breakpoint
SELECT sync_install_capture('products', $q$SELECT r.provider_id, 'products', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('customer_types', $q$SELECT r.provider_id, 'customer-types', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('price_lists', $q$SELECT r.provider_id, 'price-lists', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('price_lines', $q$SELECT l.provider_id, 'price-lists', r.price_list_id::text, NULL::integer FROM {rows} r JOIN price_lists l ON l.id = r.price_list_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('slots', $q$SELECT r.provider_id, 'slots', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('repeat_stops', $q$SELECT s.provider_id, 'slots', r.slot_id::text, NULL::integer FROM {rows} r JOIN slots s ON s.id = r.slot_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('slot_occurrences', $q$SELECT s.provider_id, 'availability', r.slot_id::text || '|' || to_char(r.date, 'YYYY-MM-DD'), NULL::integer FROM {rows} r JOIN slots s ON s.id = r.slot_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('stop_sales', $q$SELECT r.provider_id, 'stop-sales', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('stop_sale_lifts', $q$SELECT s.provider_id, 'stop-sales', r.stop_sale_id::text, NULL::integer FROM {rows} r JOIN stop_sales s ON s.id = r.stop_sale_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('orders', $q$SELECT r.provider_id, 'reserved-orders', r.id::text, NULL::integer FROM {rows} r UNION ALL SELECT r.provider_id, 'tickets', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('order_lines', $q$SELECT o.provider_id, 'reserved-orders', r.order_id::text, NULL::integer FROM {rows} r JOIN orders o ON o.id = r.order_id UNION ALL SELECT o.provider_id, 'tickets', r.order_id::text, NULL::integer FROM {rows} r JOIN orders o ON o.id = r.order_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('ticket_scans', $q$SELECT r.provider_id, 'tickets', r.order_id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('provider_currency_rates', $q$SELECT r.provider_id, 'currency-rates', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('coupons', $q$SELECT r.provider_id, 'coupons', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('sub_coupons', $q$SELECT c.provider_id, 'sub-coupons', r.id::text, NULL::integer FROM {rows} r JOIN coupons c ON c.id = r.coupon_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('document_number_blocks', $q$SELECT r.provider_id, 'number-blocks', r.id::text, r.station_id FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('business_clients', $q$SELECT r.provider_id, 'business-clients', r.id::text, NULL::integer FROM {rows} r$q$);
--> statement-breakpoint
SELECT sync_install_capture('business_client_discounts', $q$SELECT c.provider_id, 'business-clients', r.business_client_id::text, NULL::integer FROM {rows} r JOIN business_clients c ON c.id = r.business_client_id$q$);
--> statement-breakpoint
SELECT sync_install_capture('external_codes', $q$SELECT r.provider_id, 'external-codes', r.id::text, r.station_id FROM {rows} r WHERE r.station_id IS NOT NULL$q$);
