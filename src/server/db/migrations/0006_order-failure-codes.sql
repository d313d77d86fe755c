-- Orders keep why they failed as a code (ORDER_FAILURE_CODES); each screen words it in its own
-- message catalogue. Orders stored before kept the sentence shown to the buyer: map each back.
UPDATE "orders" SET "failure_reason" = CASE
  WHEN "failure_reason" LIKE 'The payment service is not reachable%' THEN 'GATEWAY_ERROR'
  WHEN "failure_reason" LIKE 'Your bank reported a different amount%' THEN 'AMOUNT_MISMATCH'
  WHEN "failure_reason" LIKE 'Your bank completed this payment after the order had timed out%' THEN 'LATE_REFUND'
  ELSE 'DECLINED'
END
WHERE "failure_reason" IS NOT NULL
  AND "failure_reason" NOT IN ('GATEWAY_ERROR', 'DECLINED', 'AMOUNT_MISMATCH', 'EXPIRED', 'VAULT_LIMIT', 'LATE_REFUND');
