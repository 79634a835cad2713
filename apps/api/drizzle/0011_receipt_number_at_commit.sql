-- A sale's receipt number is given at commit (decision 0010): a deferred constraint trigger takes the location's
-- next number from receipt_counters as the transaction commits, so the counter row — which every sale of the
-- location needs — is locked only for the commit itself, not for the round trips between a sale's last statements
-- and its COMMIT. Numbers stay sequential per location in commit order, without gaps (a rolled-back sale never
-- reaches the trigger) or twins (sales_location_receipt_key).
CREATE FUNCTION sales_number_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
BEGIN
  IF EXISTS (SELECT 1 FROM sales WHERE id = NEW.id AND receipt_number IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO receipt_counters (organization_id, location_id, last_number)
  VALUES (NEW.organization_id, NEW.location_id, 1)
  ON CONFLICT (location_id) DO UPDATE SET last_number = receipt_counters.last_number + 1
  RETURNING last_number INTO next_number;
  UPDATE sales SET receipt_number = next_number WHERE id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sales_receipt_number AFTER INSERT ON sales
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sales_number_receipt();
