-- The register's sale takes its receipt number inside its own write, which commits on its own (decision 0014): the
-- counter row is locked from that statement's numbering to its commit, within one round trip. The deferred trigger
-- of migration 0011 now numbers only the sales inserted without a number (by anything else), and is not even
-- queued for the others.
DROP TRIGGER sales_receipt_number ON sales;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sales_receipt_number AFTER INSERT ON sales
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.receipt_number IS NULL)
  EXECUTE FUNCTION sales_number_receipt();
