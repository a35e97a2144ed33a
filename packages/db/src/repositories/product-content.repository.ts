import type { Language } from '@soul/contracts';
import type { ProductContent, ProductContentRepository, ProductVideo } from '@soul/domain/products/product-content-port';
import { sql } from 'drizzle-orm';
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
export class PgProductContentRepository implements ProductContentRepository {
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
}
