import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../api/request-error.ts';
import { useCatalogueApiOptions } from '../../api/use-catalogue-api.ts';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { TextAreaField, TextField } from '../../account/forms/Field.tsx';
import type { ModalContentProps } from '../../overlays/modal-content.ts';
import { isRecord } from '../../shared/is-record.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { REVIEW_LIMITS, type ReviewSubmitted } from '@soul/contracts';
import { useReviewsTexts } from '../reviews/use-reviews-texts.ts';
import { PhotoField } from './PhotoField.tsx';
import {
  photoProblem,
  reviewFormErrors,
  submitReview,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
} from './review-form.ts';
import type { ReviewAuthorPrefill } from './reviewed-product.ts';
import { StarRatingInput } from './StarRatingInput.tsx';

type Phase = { name: 'idle' } | { name: 'submitting' } | { name: 'done'; answer: ReviewSubmitted };

const SERVER_FIELDS: readonly ReviewFormField[] = ['product', 'rating', 'name', 'email', 'title', 'text'];

/** A signed-in visitor's e-mail from the page settings (storefront §6: the form is prefilled; guests write as 'guest'). */
function pagePrefill(raw: Record<string, unknown> | undefined): ReviewAuthorPrefill | null {
  const user = raw && isRecord(raw.user) ? raw.user : null;
  if (!user || typeof user.id !== 'number' || user.id <= 0) return null;
  const email = typeof user.displayName === 'string' ? user.displayName : '';
  return { name: typeof user.name === 'string' ? user.name : '', email };
}

function restNonceOf(raw: Record<string, unknown> | undefined): string {
  const nonces = raw && isRecord(raw.nonces) ? raw.nonces : {};
  return typeof nonces.rest === 'string' ? nonces.rest : '';
}

/**
 * The review form modal (storefront §2, §4, §5, §8; dialog id `reviewForm`):
 * stars, name, e-mail, title, text, one photo, the product's preview. Idle →
 * submitting → the confirmation; the server's per-field messages go under
 * their fields, anything else shows 'Failed to submit review' or its text.
 */
export default function ReviewFormModal({ payload, onClose }: ModalContentProps<'review-form'>) {
  const { t } = useReviewsTexts();
  const env = useWidgetEnv();
  const http = useCatalogueApiOptions();
  const prefill = payload.prefill ?? pagePrefill(env.page?.raw) ?? { name: '', email: '' };
  const [values, setValues] = useState<ReviewFormValues>({ rating: 0, name: prefill.name, email: prefill.email, title: '', text: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const { product } = payload;

  /** A changed field drops its message: it is checked again on the next submit. */
  const clear = (field: ReviewFormField) => setErrors(({ [field]: _old, ...rest }) => rest);
  const set = (field: Exclude<keyof ReviewFormValues, 'rating'>) => (event: { target: { value: string } }) => {
    clear(field);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onPhoto = (file: File | null) => {
    const problem = file ? photoProblem(file, t) : null;
    setErrors(({ photo: _old, ...rest }) => (problem ? { ...rest, photo: problem } : rest));
    setPhoto(problem ? null : file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = reviewFormErrors(values, product.id, t);
    if (Object.keys(found).length > 0) {
      setErrors((current) => ({ ...found, ...(current.photo ? { photo: current.photo } : {}) }));
      return;
    }
    setErrors({});
    setPhase({ name: 'submitting' });
    try {
      const answer = await submitReview(
        { soulRoot: env.soulRoot, restNonce: restNonceOf(env.page?.raw), productId: product.id, values, photo },
        { t: http.t },
      );
      setPhase({ name: 'done', answer });
      payload.onSubmitted?.();
    } catch (error) {
      setPhase({ name: 'idle' });
      const params = error instanceof ApiRequestError ? error.params : {};
      const fieldErrors: ReviewFormErrors = {};
      for (const field of SERVER_FIELDS) if (params[field]) fieldErrors[field] = params[field];
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || fieldErrors.product) {
        // A refusal without detail (just its status) shows the spec's fallback text.
        const detailed = error instanceof ApiRequestError && error.message !== '' && error.message !== String(error.status);
        setFailure(detailed ? error.message : t('form.failed'));
      }
    }
  };

  if (phase.name === 'done') {
    return (
      <Modal
        open
        onClose={onClose}
        id="reviewForm"
        role="alertdialog"
        title={t('form.addedTitle')}
        width="md"
        footer={<Button onClick={onClose}>{t('form.close')}</Button>}
      >
        <p className="text-ink">{t('form.addedText')}</p>
        {phase.answer.status === 'pending' ? <p className="mt-2 text-sm text-ink-muted">{t('form.pendingNote')}</p> : null}
        {/* Storefront §4: a four- or five-star review ('social') is offered for sharing. */}
        {phase.answer.review_type === 'social' && phase.answer.product_url ? (
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(phase.answer.product_url)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('form.share')}
          </a>
        ) : null}
      </Modal>
    );
  }

  const submitting = phase.name === 'submitting';
  return (
    <Modal open onClose={onClose} id="reviewForm" title={t('form.title')} width="xl">
      <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-xl bg-sand p-3">
          {product.image ? (
            <img src={product.image} alt="" width={56} height={56} className="size-14 rounded-lg bg-surface object-cover" />
          ) : null}
          <p className="text-sm text-ink-muted">
            {t('form.reviewing')} <strong className="block text-base text-ink">{product.name}</strong>
          </p>
        </div>
        <StarRatingInput
          label={t('form.rating')}
          value={values.rating}
          onChange={(rating) => {
            clear('rating');
            setValues((current) => ({ ...current, rating }));
          }}
          error={errors.rating}
          starLabel={(count) => t('form.star', { count })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.name')}
            name="review_name"
            autoComplete="name"
            maxLength={REVIEW_LIMITS.name}
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            label={t('form.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={REVIEW_LIMITS.email}
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
        </div>
        <TextField
          label={t('form.reviewTitle')}
          name="review_title"
          maxLength={REVIEW_LIMITS.title}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextAreaField
          label={t('form.text')}
          name="review_comment"
          rows={5}
          maxLength={REVIEW_LIMITS.text}
          value={values.text}
          onChange={set('text')}
          error={errors.text}
        />
        <PhotoField
          photo={photo}
          onChange={onPhoto}
          error={errors.photo}
          texts={{ label: t('form.photo'), hint: t('form.photoHint'), remove: t('form.removePhoto') }}
        />
        <p className="text-sm text-ink-muted">{t('form.ratingNeutral')}</p>
        {failure ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm font-medium text-danger-700">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitting ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
