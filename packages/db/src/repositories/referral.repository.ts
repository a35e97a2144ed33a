import type { Referral } from '@soul/domain/referrals/referral';
import type { ReferralRepository } from '@soul/domain/referrals/referral-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

interface ReferralRow {
  id: number;
  referrer_id: number;
  friend_email: string;
  order_id: number | null;
  purchase_cents: number;
  status: Referral['status'];
  reward_points: number;
  created_at: Date | string;
}

const toReferral = (row: ReferralRow): Referral => ({
  id: row.id,
  referrerId: row.referrer_id,
  friendEmail: row.friend_email,
  orderId: row.order_id,
  purchaseCents: Number(row.purchase_cents),
  status: row.status,
  rewardPoints: Number(row.reward_points),
  createdAt: new Date(row.created_at),
});

export class PgReferralRepository implements ReferralRepository {
  constructor(private readonly db: Database) {}

  async codeOf(userId: number, newCode: () => string): Promise<string | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      // One statement: the existing code, or a new one when the account has none (a code taken by someone else is retried).
      const rows = (
        await this.db.execute(sql`
          WITH made AS (
            INSERT INTO referral_codes (user_id, code)
            SELECT id, ${newCode()} FROM users WHERE id = ${userId}
            ON CONFLICT DO NOTHING
            RETURNING code)
          SELECT code FROM made
          UNION ALL SELECT code FROM referral_codes WHERE user_id = ${userId}`)
      ).rows as { code: string }[];
      if (rows[0]) return rows[0].code;
      const exists = (await this.db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`)).rows.length > 0;
      if (!exists) return null;
    }
    throw new Error('no free referral code after 5 tries');
  }

  async referrerOf(code: string): Promise<{ userId: number; email: string; language: string } | null> {
    const rows = (
      await this.db.execute(sql`
        SELECT u.id, u.email, u.lang FROM referral_codes c JOIN users u ON u.id = c.user_id WHERE c.code = ${code}`)
    ).rows as { id: number; email: string; lang: string }[];
    const row = rows[0];
    return row ? { userId: row.id, email: row.email, language: row.lang } : null;
  }

  async hasOrdered(email: string): Promise<boolean> {
    const rows = (await this.db.execute(sql`SELECT 1 FROM orders WHERE lower(billing_address->>'email') = lower(${email.trim()}) LIMIT 1`))
      .rows;
    return rows.length > 0;
  }

  async record(referral: {
    referrerId: number;
    friendEmail: string;
    orderId: number;
    purchaseCents: number;
    rewardPoints: number;
  }): Promise<boolean> {
    const rows = (
      await this.db.execute(sql`
        INSERT INTO referrals (referrer_id, friend_email, order_id, purchase_cents, reward_points)
        VALUES (${referral.referrerId}, ${referral.friendEmail.trim()}, ${referral.orderId}, ${referral.purchaseCents}, ${referral.rewardPoints})
        ON CONFLICT DO NOTHING RETURNING id`)
    ).rows;
    return rows.length > 0;
  }

  async history(referrerId: number): Promise<Referral[]> {
    const rows = (
      await this.db.execute(sql`SELECT * FROM referrals WHERE referrer_id = ${referrerId} ORDER BY created_at DESC, id DESC LIMIT 500`)
    ).rows as unknown as ReferralRow[];
    return rows.map(toReferral);
  }
}
