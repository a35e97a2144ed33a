import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { message, problem, REVIEW_PHOTO_MAX_BYTES, type Language, type MessageRef, type Problem, type ReviewStatus } from '@soul/contracts';
import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { canMoveReview, initialReviewStatus, videoContentType, type Review } from '@soul/domain/reviews/review';
import type { ReviewListQuery, ReviewRepository, ReviewReward, ReviewSummary } from '@soul/domain/reviews/review-port';
import { reviewRewardPoints, type ReviewRewardSettings } from '@soul/domain/points/review-reward';
import { validateReview, type ReviewField, type ReviewFields } from '@soul/domain/reviews/review-submission';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';
import type { Answer } from '../answer.ts';
import { readFile } from 'node:fs/promises';
import { attachmentKeyOf, removeReviewPhoto, storeReviewPhoto } from './review-photo.ts';
import { headOf, storeReviewVideo, videoKindOf } from './review-video.ts';
import type { CatalogueService } from '../catalogue.service.ts';

const HOUR = 3600;

/** Who sends a review: the signed-in account (0 for a guest), the page's language, the client's address. */
export interface ReviewAuthor {
  userId: number;
  language: Language;
  ip: string;
}

/** A page of reviews with the catalogue products they are about (names, links, images in the reader's language). */
export interface ReviewPage {
  rows: Review[];
  total: number;
  products: Map<number, CatalogueProduct>;
}

/** An uploaded photo or video, in a temporary file (the route removes it when the request ends). */
export interface ReviewUpload {
  path: string;
  size: number;
  /** The client's claimed type: only chooses which refusal to word, never what is accepted. */
  mimetype: string;
}

/** A review's media file as served: its size, type and a reader for a byte range. */
export interface ReviewMediaFile {
  size: number;
  contentType: string;
  read(start: number, end: number): AsyncIterable<Uint8Array>;
}

const FIELD_ORDER: readonly ReviewField[] = ['product', 'rating', 'name', 'email', 'title', 'text', 'hidden'];

/**
 * Product reviews (storefront §3, §5; DESIGN §5): submission with the form's
 * rules, a per-address limit and the duplicate check; the storefront's reads
 * (approved only); moderation by administrators. Only approved reviews count
 * towards a product's rating, which the database keeps in step.
 */
export class ReviewService {
  constructor(
    private readonly deps: {
      reviews: ReviewRepository;
      limits: Pick<RateLimitRepository, 'reserve'>;
      catalogue: Pick<CatalogueService, 'domainProducts'>;
      /** REVIEWS_AUTO_APPROVE_VERIFIED: a verified buyer's review is shown at once. */
      autoApproveVerified: boolean;
      /** REVIEWS_PER_HOUR: a real customer writes a few; a script is stopped early. */
      perHour: number;
      media: MediaStorage;
      /** POINTS_REVIEW_*: what an approved review of a signed-in customer earns. */
      rewards: ReviewRewardSettings;
    },
  ) {}

  /**
   * The points an approved review earns: by what it carries, never by its
   * rating; once per customer and product (the ledger's unique index).
   */
  private readonly reward: ReviewReward = (review) => reviewRewardPoints(review.attachment?.type ?? 'none', this.deps.rewards, false);

  /**
   * A shopper's review: the form's rules, then the address's hourly limit,
   * then the photo (checked and stored), then the review itself. A photo
   * whose review is refused (duplicate, unknown product) is removed again.
   */
  async submit(
    fields: ReviewFields,
    author: ReviewAuthor,
    upload: ReviewUpload | null = null,
  ): Promise<Answer<{ review: Review; product: CatalogueProduct | null }>> {
    const checked = validateReview(fields);
    if (!checked.ok) return { ok: false, problem: formProblem(checked.errors) };
    if (!(await this.deps.limits.reserve(`review:${author.ip}`, HOUR, this.deps.perHour)))
      return { ok: false, problem: problem('reviewTooMany') };
    const stored = upload ? await this.storeAttachment(upload) : null;
    if (stored && !stored.ok) return stored;
    const attachment = stored?.value ?? null;
    const { productId, rating, name, email, title, text } = checked.review;
    const created = await this.deps.reviews.create(
      {
        productId,
        userId: author.userId > 0 ? author.userId : null,
        rating,
        title,
        content: text,
        name,
        email,
        language: author.language,
        attachment,
      },
      (verified) => initialReviewStatus(verified, this.deps.autoApproveVerified),
      this.reward,
    );
    if (typeof created === 'string' && attachment) await removeReviewPhoto(attachment, this.deps.media);
    if (created === 'no_product') return { ok: false, problem: problem('reviewProductNotFound') };
    if (created === 'duplicate') return { ok: false, problem: problem('reviewAlreadyWritten') };
    const products = await this.deps.catalogue.domainProducts([productId], author.language);
    return { ok: true, value: { review: created, product: products.get(productId) ?? null } };
  }

  /**
   * A photo or video by its content: a video container is streamed into the
   * media storage as it is; anything else must be a photo of at most 5 MB
   * (read into memory only then), re-encoded by `storeReviewPhoto`.
   */
  private async storeAttachment(upload: ReviewUpload): Promise<Answer<NonNullable<Review['attachment']>>> {
    const video = videoKindOf(await headOf(upload.path));
    if (video) return storeReviewVideo(upload, video, this.deps.media);
    if (upload.mimetype.startsWith('video/')) return { ok: false, problem: problem('reviewVideoRefused') };
    if (upload.size > REVIEW_PHOTO_MAX_BYTES) return { ok: false, problem: problem('reviewMediaTooLarge') };
    return storeReviewPhoto(await readFile(upload.path), this.deps.media);
  }

  /**
   * A review's media file for a reader: an approved review's to anyone, a
   * pending or rejected one's to its signed-in author (their own uploads in
   * the account's media list) and administrators only (null otherwise, as
   * for an unknown name, so nothing tells a guesser that it exists). A
   * guest's review has no author to recognise (`userId` 0 never matches).
   */
  async mediaFile(name: string, reader: { userId: number; administrator: boolean }): Promise<ReviewMediaFile | null> {
    const key = attachmentKeyOf(name);
    if (!key) return null;
    const found = await this.deps.reviews.attachmentStatus(key);
    if (found === null) return null;
    const author = reader.userId > 0 && found.userId === reader.userId;
    if (found.status !== 'approved' && !reader.administrator && !author) return null;
    const size = await this.deps.media.size(name);
    if (size === null) return null;
    const media = this.deps.media;
    return {
      size,
      contentType: name.endsWith('.webp') ? 'image/webp' : videoContentType(name),
      read: (start, end) => media.read(name, start, end),
    };
  }

  /** Approved reviews only, with their products. */
  async shown(query: Omit<ReviewListQuery, 'statuses' | 'search'>, language: Language): Promise<ReviewPage> {
    return this.withProducts(await this.deps.reviews.list({ ...query, statuses: ['approved'], search: null }), language);
  }

  /** The approved reviews' figures for a scope (the widget's summary column). */
  summary(productIds: readonly number[], minRating: number | null): Promise<ReviewSummary> {
    return this.deps.reviews.summary({ productIds, minRating });
  }

  // Administration (soul/v1/admin/reviews)

  async list(query: ReviewListQuery, language: Language): Promise<ReviewPage> {
    return this.withProducts(await this.deps.reviews.list(query), language);
  }

  byId(id: number): Promise<Review | null> {
    return this.deps.reviews.byId(id);
  }

  /** Approve or reject, along REVIEW_TRANSITIONS; the same status again changes nothing. */
  async moderate(id: number, to: ReviewStatus, actor: AdminActor): Promise<Answer<Review>> {
    const moved = await this.deps.reviews.moderate(id, to, (from) => canMoveReview(from, to), actor, this.reward);
    if (moved === 'not_found') return { ok: false, problem: problem('reviewNotFound') };
    if ('refused' in moved)
      return {
        ok: false,
        problem: problem('reviewInvalidTransition', {
          from: message(`reviews.status.${moved.refused}`),
          to: message(`reviews.status.${to}`),
        }),
      };
    return { ok: true, value: moved };
  }

  /** Deletes the review and its photo's files. */
  async delete(id: number, actor: AdminActor): Promise<Answer<Review>> {
    const deleted = await this.deps.reviews.delete(id, actor);
    if (!deleted) return { ok: false, problem: problem('reviewNotFound') };
    if (deleted.attachment) await removeReviewPhoto(deleted.attachment, this.deps.media);
    return { ok: true, value: deleted };
  }

  /** The catalogue products a page of reviews names, in the reader's language (cached by the catalogue). */
  async products(ids: readonly number[], language: Language): Promise<Map<number, CatalogueProduct>> {
    return this.deps.catalogue.domainProducts([...new Set(ids)], language);
  }

  private async withProducts(page: { rows: Review[]; total: number }, language: Language): Promise<ReviewPage> {
    return {
      ...page,
      products: await this.products(
        page.rows.map((r) => r.productId),
        language,
      ),
    };
  }
}

/**
 * The form's first broken rule is the answer's message (a missing product
 * has its own code, storefront §8); every broken rule is in `data.params`,
 * field by field, for a form that marks them all.
 */
function formProblem(errors: Partial<Record<ReviewField, string>>): Problem {
  const params: Record<string, MessageRef> = {};
  for (const field of FIELD_ORDER) {
    const error = errors[field];
    if (error) params[field] = message(`reviews.${error}`);
  }
  const first = FIELD_ORDER.find((field) => errors[field]) ?? 'text';
  if (first === 'product') return problem('reviewMissingProduct', undefined, { data: { params } });
  return problem('reviewInvalid', undefined, { message: `reviews.${errors[first] ?? 'invalid'}`, data: { params } });
}
