-- The reserve's record cannot be rewritten: snapshots, their leaves and the certificates are
-- append-only, and an item of the register is never deleted (a correction or a move out updates
-- it, with an audit row). The database refuses the rest, whoever asks.
CREATE FUNCTION reserve_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%: % refused (the reserve''s record is kept)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reserve_snapshots_append_only BEFORE UPDATE OR DELETE ON "reserve_snapshots"
  FOR EACH ROW EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_snapshots_no_truncate BEFORE TRUNCATE ON "reserve_snapshots"
  FOR EACH STATEMENT EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_leaves_append_only BEFORE UPDATE OR DELETE ON "reserve_leaves"
  FOR EACH ROW EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_leaves_no_truncate BEFORE TRUNCATE ON "reserve_leaves"
  FOR EACH STATEMENT EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_documents_append_only BEFORE UPDATE OR DELETE ON "reserve_documents"
  FOR EACH ROW EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_documents_no_truncate BEFORE TRUNCATE ON "reserve_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_items_no_delete BEFORE DELETE ON "reserve_items"
  FOR EACH ROW EXECUTE FUNCTION reserve_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reserve_items_no_truncate BEFORE TRUNCATE ON "reserve_items"
  FOR EACH STATEMENT EXECUTE FUNCTION reserve_refuse_change();
