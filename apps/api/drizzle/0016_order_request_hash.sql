-- The checkout request an order was made from (decision 0024): a SHA-256 of its kind, items, promo and affiliate
-- codes, so a retry with the same idempotency key but another body is refused (409) instead of answered with the
-- first order. Null for orders made before this column existed.
ALTER TABLE "orders" ADD COLUMN "request_hash" varchar(64);
