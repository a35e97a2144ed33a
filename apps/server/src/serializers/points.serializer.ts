import type { AdminPointsEntry, Language, PointsAnswer, PointsEntryView } from '@soul/contracts';
import type { StoredPointsEntry } from '@soul/domain/points/points-port';
import type { Translate } from '../i18n.ts';
import type { PointsOverview } from '../services/points/points.service.ts';

const DESCRIPTIONS = new Set(['review_none', 'review_photo', 'review_video', 'order_spend', 'adjust', 'welcome', 'referral']);

/** An entry as the account's history shows it, its texts in the reader's language. */
export function serializePointsEntry(entry: StoredPointsEntry, t: Translate, language: Language): PointsEntryView {
  const { key, params } = entry.description;
  const name = params[`name_${language}`] ?? params.name_en ?? `#${String(params.product ?? '')}`;
  return {
    id: entry.id,
    date: entry.createdAt.toISOString(),
    description: t(`points.history.${DESCRIPTIONS.has(key) ? key : 'other'}`, { ...params, name }),
    kind: entry.kind,
    action: t(`points.actions.${entry.kind}`),
    points: entry.points,
    status: entry.status,
    status_label: t(`points.statuses.${entry.status}`),
    details: entry.details,
  };
}

export function serializeAdminPointsEntry(entry: StoredPointsEntry, t: Translate, language: Language): AdminPointsEntry {
  return { ...serializePointsEntry(entry, t, language), customer: entry.userId, source: entry.source };
}

export function serializePointsOverview(overview: PointsOverview, perPage: number, t: Translate, language: Language): PointsAnswer {
  return {
    balance: overview.balance,
    cents_per_point: overview.centsPerPoint,
    review_rewards: overview.reviewRewards,
    entries: overview.rows.map((entry) => serializePointsEntry(entry, t, language)),
    total: overview.total,
    total_pages: Math.ceil(overview.total / perPage),
  };
}
