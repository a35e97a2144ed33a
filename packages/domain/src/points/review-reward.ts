/** What a review earns, by what it carries (storefront §1 "reviews earn discounts up to 40 euros"). */
export interface ReviewRewardSettings {
  text: number;
  photo: number;
  video: number;
}

/** The most any one review earns: €40 (DESIGN §5). */
export const MAX_REVIEW_REWARD_POINTS = 40;

/** The shop's defaults: increasing with the effort, the video the €40 maximum. */
export const DEFAULT_REVIEW_REWARDS: ReviewRewardSettings = { text: 5, photo: 15, video: 40 };

export type ReviewAttachmentKind = 'none' | 'photo' | 'video';

/**
 * The points an approved review earns. Deliberately blind to the rating: a
 * reward that depended on the stars would buy good reviews, which consumer
 * law forbids (Unfair Commercial Practices Directive, Annex I 23c), so the
 * rating is not even a parameter. One reward per customer per product: a
 * second approved review of the same product earns nothing.
 */
export function reviewRewardPoints(
  attachment: ReviewAttachmentKind,
  settings: ReviewRewardSettings,
  alreadyRewardedForProduct: boolean,
): number {
  if (alreadyRewardedForProduct) return 0;
  const points = attachment === 'video' ? settings.video : attachment === 'photo' ? settings.photo : settings.text;
  return Math.max(0, Math.min(MAX_REVIEW_REWARD_POINTS, Math.floor(points)));
}

/** Settings are checked when the shop owner sets them: whole, ≥ 0, ≤ 40 and increasing with the effort. */
export function reviewRewardSettingsProblem(settings: ReviewRewardSettings): 'out_of_range' | 'not_increasing' | null {
  const values = [settings.text, settings.photo, settings.video];
  if (values.some((v) => !Number.isInteger(v) || v < 0 || v > MAX_REVIEW_REWARD_POINTS)) return 'out_of_range';
  if (!(settings.text <= settings.photo && settings.photo <= settings.video)) return 'not_increasing';
  return null;
}
