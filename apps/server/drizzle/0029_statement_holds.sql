-- A statement that writes on what the store read before it, outside any transaction (a checkout's payment,
-- docs/decisions/026), checks in its own query that what it read still holds: `statement_holds(false, …)`
-- raises SQLSTATE SH001, and the statement's every write is undone with it. The store then records the
-- payment again inside a transaction that locks first.
CREATE FUNCTION statement_holds(holds boolean, reason text) RETURNS boolean
  LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = 'SH001', MESSAGE = reason;
  END IF;
  RETURN true;
END
$$;
