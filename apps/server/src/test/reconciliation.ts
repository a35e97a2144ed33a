import { getOrCreateSecret, PgOrderRepository, PgTestGatewayRepository, type DatabaseHandle } from '@soul/db';
import { paymentOperations } from '../services/commerce.ts';
import { TestCardGateway } from '../services/payments/test-card-gateway.ts';

/**
 * The shop's payment reconciliation on a test app's database, built as
 * buildCommerce builds it (the test card processor's memory is in the
 * database, so it knows what the app's gateway did), for a test to run at
 * the time it chooses: `run(now)`.
 */
export async function reconciliationFor(database: DatabaseHandle, minutes = 5) {
  const gateway = new TestCardGateway(await getOrCreateSecret(database.db, 'test_card_gateway'), new PgTestGatewayRepository(database.db));
  return paymentOperations({
    database,
    orders: new PgOrderRepository(database.db),
    gateways: { soul_test_card: gateway },
    config: { upsellSeconds: 3600, paymentReconcileMinutes: minutes },
    log: () => {},
  }).reconciliation;
}
