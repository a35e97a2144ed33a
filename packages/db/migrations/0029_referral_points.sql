-- A referral's reward in the points ledger (storefront §1, account §2 Affiliate): the referrer earns
-- the referral row's reward_points for a friend's first order, pending until that order is paid,
-- taken back if it is cancelled or refunded. Triggers, like migration 0027's, so every path that
-- moves an order (checkout, card answer, reconciliation, administrator, refund) settles it.
CREATE FUNCTION "points_follow_new_referral"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	paid boolean := EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id AND status IN ('processing', 'shipped', 'completed'));
BEGIN
	IF NEW.reward_points <= 0 THEN RETURN NULL; END IF;
	INSERT INTO points_entries (user_id, kind, points, status, source_type, source_id, description_key, description_params, once_key)
	VALUES (NEW.referrer_id, 'earn', NEW.reward_points, CASE WHEN paid THEN 'confirmed' ELSE 'pending' END, 'referral', NEW.id,
		'referral', '{}'::jsonb, 'referral:' || NEW.id)
	ON CONFLICT (user_id, once_key) WHERE once_key IS NOT NULL AND status <> 'reversed' DO NOTHING;
	IF paid THEN UPDATE referrals SET status = 'confirmed' WHERE id = NEW.id; END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "referrals_points" AFTER INSERT ON "referrals"
	FOR EACH ROW EXECUTE FUNCTION "points_follow_new_referral"();
--> statement-breakpoint
-- A failed payment leaves the referral pending (the friend may pay the order again); paid confirms
-- it, cancelled or refunded reverses it for good.
CREATE FUNCTION "referrals_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_status text := CASE
		WHEN NEW.status IN ('processing', 'shipped', 'completed') THEN 'confirmed'
		WHEN NEW.status IN ('cancelled', 'refunded') THEN 'reversed'
	END;
BEGIN
	IF NEW.status = OLD.status OR next_status IS NULL THEN RETURN NULL; END IF;
	WITH moved AS (
		UPDATE referrals SET status = next_status
		WHERE order_id = NEW.id AND (status = 'pending' OR (status = 'confirmed' AND next_status = 'reversed'))
		RETURNING id
	)
	UPDATE points_entries SET status = next_status, updated_at = now()
	WHERE source_type = 'referral' AND source_id IN (SELECT id FROM moved) AND status <> 'reversed';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_referrals" AFTER UPDATE OF status ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "referrals_follow_order"();
