-- A transaction that announces a catalogue change holds PostgreSQL's notify-queue lock
-- from its commit until the commit is flushed, so every order taking stock waited for the WAL flush of the one
-- before it, and one slow flush held up every order in flight. Placing an order now marks its stock update
-- 'souq.stock_notice = after-commit' and announces the change itself once committed, outside the lock;
-- every other change to a size (and any update made by hand) is still announced by this trigger.
DROP TRIGGER variant_sizes_catalog_changed ON variant_sizes;
--> statement-breakpoint
CREATE TRIGGER variant_sizes_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_sizes
  FOR EACH STATEMENT
  WHEN (current_setting('souq.stock_notice', true) IS DISTINCT FROM 'after-commit')
  EXECUTE FUNCTION souq_notify_catalog_changed();
