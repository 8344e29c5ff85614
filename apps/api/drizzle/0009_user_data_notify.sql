-- Personal reads cached by the API (plugins/user-cache.ts) are forgotten when the rows behind them change: these
-- triggers NOTIFY every API process, at commit, with '<scope>:<user id>' or '<scope>:*' for a shared row.
CREATE FUNCTION "akademi_user_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('akademi_user_data', TG_ARGV[0] || ':' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('akademi_user_data', TG_ARGV[0] || ':' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "akademi_shared_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('akademi_user_data', TG_ARGV[0] || ':*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_user_data" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "akademi_user_data_changed"('notifications');
--> statement-breakpoint
CREATE TRIGGER "cart_items_user_data" AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION "akademi_user_data_changed"('cart');
--> statement-breakpoint
CREATE TRIGGER "courses_cart_data" AFTER UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "akademi_shared_data_changed"('cart');
--> statement-breakpoint
CREATE TRIGGER "live_classes_cart_data" AFTER UPDATE OR DELETE OR TRUNCATE ON "live_classes" FOR EACH STATEMENT EXECUTE FUNCTION "akademi_shared_data_changed"('cart');
--> statement-breakpoint
CREATE TRIGGER "live_class_batches_cart_data" AFTER UPDATE OR DELETE OR TRUNCATE ON "live_class_batches" FOR EACH STATEMENT EXECUTE FUNCTION "akademi_shared_data_changed"('cart');
