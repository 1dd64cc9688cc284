-- Whether a supplier's products can be ordered is part of the catalogue's product payload
-- (`seller.state`, `seller.orderable`, docs/decisions/023): it changes with the supplier's invoice details,
-- its membership's end and its approval. Each such change notifies 'catalogue_changed', as a change to
-- products does (migration 0001), so that every server drops its cached responses.
CREATE TRIGGER supplier_profiles_orderable_changed AFTER UPDATE OF invoice_details, valid_until ON supplier_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER users_approval_changed AFTER UPDATE OF status ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

