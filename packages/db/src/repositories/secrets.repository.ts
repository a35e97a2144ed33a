import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { appSecrets } from '../schema/secrets.ts';

/**
 * Returns the named secret, creating a random one on first use. Concurrent
 * first calls from several instances agree: the insert does nothing on
 * conflict and everyone reads back the row that won.
 */
export async function getOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return row.value;
}
