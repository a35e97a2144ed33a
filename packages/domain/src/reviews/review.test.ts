import { describe, expect, it } from 'vitest';
import { averageRating, canMoveReview, initialReviewStatus, isShownReview, REVIEW_TRANSITIONS } from './review.ts';
import { cleanReviewText, validateReview, type ReviewFields } from './review-submission.ts';

const valid: ReviewFields = { productId: '12', rating: '5', name: 'Ona', email: 'Ona@Example.LT', title: 'Great', text: 'Works well.' };

describe('review statuses', () => {
  it('moves pending → approved or rejected, and between approved and rejected; never back to pending', () => {
    expect(canMoveReview('pending', 'approved')).toBe(true);
    expect(canMoveReview('pending', 'rejected')).toBe(true);
    expect(canMoveReview('approved', 'rejected')).toBe(true);
    expect(canMoveReview('rejected', 'approved')).toBe(true);
    for (const from of Object.keys(REVIEW_TRANSITIONS) as (keyof typeof REVIEW_TRANSITIONS)[]) {
      expect(canMoveReview(from, 'pending')).toBe(false);
      expect(canMoveReview(from, from)).toBe(false);
    }
  });

  it('starts pending, approved only for a verified buyer when the shop auto-approves them', () => {
    expect(initialReviewStatus(false, false)).toBe('pending');
    expect(initialReviewStatus(true, false)).toBe('pending');
    expect(initialReviewStatus(false, true)).toBe('pending');
    expect(initialReviewStatus(true, true)).toBe('approved');
  });

  it('shows and counts approved reviews only', () => {
    expect(isShownReview({ status: 'approved' })).toBe(true);
    expect(isShownReview({ status: 'pending' })).toBe(false);
    expect(isShownReview({ status: 'rejected' })).toBe(false);
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.33);
  });
});

describe('review form rules (storefront §5)', () => {
  it('accepts a valid review: trimmed, < and > removed, e-mail lowercased', () => {
    const checked = validateReview({ ...valid, name: '  Ona <b> ', title: ' <Great> ', text: ' I <3 it ' });
    expect(checked).toEqual({
      ok: true,
      review: { productId: 12, rating: 5, name: 'Ona b', email: 'ona@example.lt', title: 'Great', text: 'I 3 it' },
    });
    expect(cleanReviewText('<script>x</script>')).toBe('scriptx/script');
  });

  it('names each broken rule', () => {
    expect(validateReview({ ...valid, productId: '' })).toMatchObject({ ok: false, errors: { product: 'noProductId' } });
    expect(validateReview({ ...valid, productId: 'abc' })).toMatchObject({ ok: false, errors: { product: 'noProductId' } });
    for (const rating of ['', '0', '6', '4.5', 'x', undefined])
      expect(validateReview({ ...valid, rating })).toMatchObject({ ok: false, errors: { rating: 'ratingRequired' } });
    expect(validateReview({ ...valid, name: ' ' })).toMatchObject({ ok: false, errors: { name: 'nameRequired' } });
    expect(validateReview({ ...valid, name: 'n'.repeat(221) })).toMatchObject({ ok: false, errors: { name: 'nameTooLong' } });
    expect(validateReview({ ...valid, email: '' })).toMatchObject({ ok: false, errors: { email: 'emailRequired' } });
    expect(validateReview({ ...valid, email: 'nope' })).toMatchObject({ ok: false, errors: { email: 'emailInvalid' } });
    expect(validateReview({ ...valid, email: `${'e'.repeat(70)}@example.lt` })).toMatchObject({
      ok: false,
      errors: { email: 'emailTooLong' },
    });
    expect(validateReview({ ...valid, title: '<>' })).toMatchObject({ ok: false, errors: { title: 'titleRequired' } });
    expect(validateReview({ ...valid, title: 't'.repeat(81) })).toMatchObject({ ok: false, errors: { title: 'titleTooLong' } });
    expect(validateReview({ ...valid, text: '' })).toMatchObject({ ok: false, errors: { text: 'textRequired' } });
    expect(validateReview({ ...valid, text: 'x'.repeat(1601) })).toMatchObject({ ok: false, errors: { text: 'textTooLong' } });
    expect(validateReview({ ...valid, commentType: 'c'.repeat(81) })).toMatchObject({ ok: false, errors: { hidden: 'fieldTooLong' } });
    expect(validateReview({ ...valid, author: 'a'.repeat(221) })).toMatchObject({ ok: false, errors: { hidden: 'fieldTooLong' } });
  });

  it('checks lengths after trimming: 1600 characters with spaces around is still valid', () => {
    expect(validateReview({ ...valid, text: `  ${'x'.repeat(1600)}  `, title: 't'.repeat(80), name: 'n'.repeat(220) }).ok).toBe(true);
  });

  it('takes only plain numbers and strings: objects and arrays are no text', () => {
    expect(validateReview({ ...valid, text: ['a'], name: { x: 1 } })).toMatchObject({
      ok: false,
      errors: { text: 'textRequired', name: 'nameRequired' },
    });
    expect(validateReview({ ...valid, productId: 12, rating: 4 }).ok).toBe(true);
  });
});
