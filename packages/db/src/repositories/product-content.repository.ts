import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { Language } from '@soul/contracts';
import type {
  ProductContent,
  ProductContentAdminRepository,
  ProductContentEntry,
  ProductContentRepository,
  ProductVideo,
} from '@soul/domain/products/product-content-port';
import { sql } from 'drizzle-orm';
import { recordAdminChange } from './audit-log.ts';
import type { Database } from '../connection.ts';

interface VideoRow extends Record<string, unknown> {
  id: number;
  src: string;
  poster: string;
  width: number;
  height: number;
  duration_seconds: number;
  texts: Array<{ lang: Language; title: string; captions: string | null }>;
}

/** PostgreSQL implementation of the product content port (migration 0030's tables). */
export class PgProductContentRepository implements ProductContentRepository, ProductContentAdminRepository {
  constructor(private readonly db: Database) {}

  async content(productId: number, language: Language): Promise<ProductContent | null> {
    const { rows } = await this.db.execute<{ ingredients: string; how_to_use: string; delivery_returns: string }>(sql`
      SELECT ingredients, how_to_use, delivery_returns FROM product_content
      WHERE product_id = ${productId} AND lang = ${language}`);
    const row = rows[0];
    return row ? { ingredients: row.ingredients, howToUse: row.how_to_use, deliveryReturns: row.delivery_returns } : null;
  }

  async videos(productId: number, language: Language): Promise<ProductVideo[]> {
    const { rows } = await this.db.execute<VideoRow>(sql`
      SELECT v.id, v.src, v.poster, v.width, v.height, v.duration_seconds,
        COALESCE(json_agg(json_build_object('lang', t.lang, 'title', t.title, 'captions', t.captions))
          FILTER (WHERE t.lang IS NOT NULL), '[]') AS texts
      FROM product_videos v LEFT JOIN product_video_texts t ON t.video_id = v.id
      WHERE v.product_id = ${productId}
      GROUP BY v.id ORDER BY v.position, v.id`);
    return rows.map((row) => {
      // The page's language first: its title, and its captions track as the default one.
      const texts = [...row.texts].sort((a, b) => Number(b.lang === language) - Number(a.lang === language));
      return {
        id: row.id,
        title: texts[0]?.title ?? '',
        src: row.src,
        poster: row.poster,
        width: row.width,
        height: row.height,
        durationSeconds: row.duration_seconds,
        captions: texts.flatMap((text) => (text.captions ? [{ language: text.lang, src: text.captions }] : [])),
      };
    });
  }

  async entries(): Promise<ProductContentEntry[]> {
    return this.readEntries(null);
  }

  async entry(productId: number): Promise<ProductContentEntry | null> {
    return (await this.readEntries(productId))[0] ?? null;
  }

  async productExists(productId: number): Promise<boolean> {
    const { rows } = await this.db.execute(sql`SELECT 1 FROM products WHERE id = ${productId} AND type <> 'variation'`);
    return rows.length > 0;
  }

  async create(productId: number, texts: Record<Language, ProductContent>, actor: AdminActor): Promise<{ created: boolean }> {
    // One transaction: both languages written together with the audit row; a product that already has texts keeps them.
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.execute(sql`
      INSERT INTO product_content (product_id, lang, ingredients, how_to_use, delivery_returns)
      VALUES ${sql.join(
        (['en', 'lt'] as const).map(
          (lang) => sql`(${productId}, ${lang}, ${texts[lang].ingredients}, ${texts[lang].howToUse}, ${texts[lang].deliveryReturns})`,
        ),
        sql`, `,
      )}
      ON CONFLICT (product_id, lang) DO NOTHING RETURNING lang`);
      if (rows.length > 0)
        await recordAdminChange(tx, { actor, entity: 'product_content', id: productId, action: 'create', before: null, after: texts });
      return { created: rows.length > 0 };
    });
  }

  async replace(productId: number, texts: Record<Language, ProductContent>, actor: AdminActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.execute(sql`SELECT 1 FROM product_content WHERE product_id = ${productId} FOR UPDATE`);
      if (rows.length === 0) return false;
      const before = (await this.readEntries(productId, tx as unknown as Database))[0] ?? null;
      for (const lang of ['en', 'lt'] as const) {
        await tx.execute(sql`
          INSERT INTO product_content (product_id, lang, ingredients, how_to_use, delivery_returns)
          VALUES (${productId}, ${lang}, ${texts[lang].ingredients}, ${texts[lang].howToUse}, ${texts[lang].deliveryReturns})
          ON CONFLICT (product_id, lang) DO UPDATE SET ingredients = EXCLUDED.ingredients,
            how_to_use = EXCLUDED.how_to_use, delivery_returns = EXCLUDED.delivery_returns`);
      }
      await recordAdminChange(tx, { actor, entity: 'product_content', id: productId, action: 'update', before, after: texts });
      return true;
    });
  }

  async remove(productId: number, actor: AdminActor): Promise<ProductContentEntry | null> {
    return this.db.transaction(async (tx) => {
      const found = await this.readEntries(productId, tx as unknown as Database);
      if (found.length === 0) return null;
      await tx.execute(sql`DELETE FROM product_content WHERE product_id = ${productId}`);
      await recordAdminChange(tx, { actor, entity: 'product_content', id: productId, action: 'delete', before: found[0], after: null });
      return found[0] ?? null;
    });
  }

  private async readEntries(productId: number | null, db: Database = this.db): Promise<ProductContentEntry[]> {
    const { rows } = await db.execute<{
      product_id: number;
      product_name: string | null;
      texts: Array<{ lang: Language; ingredients: string; how_to_use: string; delivery_returns: string }>;
    }>(sql`
      SELECT c.product_id, (SELECT name FROM product_translations t WHERE t.product_id = c.product_id AND t.lang = 'en') AS product_name,
        json_agg(json_build_object('lang', c.lang, 'ingredients', c.ingredients, 'how_to_use', c.how_to_use,
          'delivery_returns', c.delivery_returns)) AS texts
      FROM product_content c
      ${productId === null ? sql`` : sql`WHERE c.product_id = ${productId}`}
      GROUP BY c.product_id ORDER BY c.product_id`);
    const empty: ProductContent = { ingredients: '', howToUse: '', deliveryReturns: '' };
    return rows.map((row) => {
      const byLang = new Map(
        row.texts.map((t) => [t.lang, { ingredients: t.ingredients, howToUse: t.how_to_use, deliveryReturns: t.delivery_returns }]),
      );
      return {
        productId: row.product_id,
        productName: row.product_name ?? '',
        texts: { en: byLang.get('en') ?? empty, lt: byLang.get('lt') ?? empty },
      };
    });
  }
}
