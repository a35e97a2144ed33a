import { REVIEW_LIMITS, type Language } from '@soul/contracts';
import { catalogs } from '@soul/i18n';
import { renderToStaticMarkup } from 'react-dom/server';

const LABEL = 'text-xs font-semibold tracking-wider text-ink-muted uppercase';
const INPUT = 'h-11 w-full rounded-xl border border-line-strong bg-canvas px-3 text-ink';

/**
 * The review form as an HTML fragment (admin-ajax
 * `soulel_render_product_review_form`, storefront §2 and §7): id
 * `reviewForm`, the fields under §3's names, the hidden fields (author
 * 'guest', comment_type, comment_post_ID, the page nonce in `comment`), the
 * photo hint and the reviewed product's name. It posts multipart to the
 * site's comment endpoint, so it works without the widget's JavaScript.
 */
export function reviewFormFragment(input: {
  language: Language;
  product: { id: number; name: string };
  nonce: string;
  prefill: { name: string; email: string } | null;
}): string {
  const t = catalogs[input.language].reviews.form;
  return renderToStaticMarkup(
    <form id="reviewForm" method="post" action="/wp-comments-post.php" encType="multipart/form-data" className="flex flex-col gap-4">
      <h2 className="font-display text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-ink-muted">
        {t.reviewing} <strong className="text-ink">{input.product.name}</strong>
      </p>
      <fieldset>
        <legend className={LABEL}>{t.rating}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="mr-3 inline-flex items-center gap-1">
            <input type="radio" name="review_rating" value={stars} required />
            {t.star.replace('{{count}}', String(stars))}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.name}</span>
        <input className={INPUT} name="review_name" required maxLength={REVIEW_LIMITS.name} defaultValue={input.prefill?.name ?? ''} />
      </label>
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.email}</span>
        <input
          className={INPUT}
          type="email"
          name="email"
          required
          maxLength={REVIEW_LIMITS.email}
          defaultValue={input.prefill?.email ?? ''}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.reviewTitle}</span>
        <input className={INPUT} name="review_title" required maxLength={REVIEW_LIMITS.title} />
      </label>
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.text}</span>
        <textarea className={`${INPUT} h-auto py-2`} name="review_comment" rows={5} required maxLength={REVIEW_LIMITS.text} />
      </label>
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.photo}</span>
        <input type="file" name="review_attachment_file" accept="image/jpeg,image/png,image/gif" />
        <span className="text-xs text-ink-muted">{t.photoHint}</span>
      </label>
      <input type="hidden" name="review_attachment_type" value="photo" />
      <input type="hidden" name="author" value="guest" />
      <input type="hidden" name="comment_type" value="review" />
      <input type="hidden" name="comment_post_ID" value={input.product.id} />
      <input type="hidden" name="comment" value={input.nonce} />
      <p className="text-sm text-ink-muted">{t.ratingNeutral}</p>
      <button type="submit" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white">
        {t.submit}
      </button>
    </form>,
  );
}
