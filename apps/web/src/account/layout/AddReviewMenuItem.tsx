import { openReviewForm } from '../../widgets/review-form/open-review-form.ts';
import { useReviewsTexts } from '../../widgets/reviews/use-reviews-texts.ts';

/**
 * The account menu's "Add a review" (account §2): the product picker, then
 * the review form prefilled with the customer's name and e-mail (storefront
 * §6). Both are lazy modal chunks.
 */
export function AddReviewMenuItem({ user }: { user: { displayName: string; email: string } }) {
  const { t } = useReviewsTexts();
  return (
    <li>
      <button
        type="button"
        onClick={() =>
          openReviewForm({
            product: null,
            pickerTitle: t('form.chooseProduct'),
            prefill: { name: user.displayName === user.email ? '' : user.displayName, email: user.email },
          })
        }
        className="flex min-h-11 w-full items-center rounded-xl px-4 text-left text-[0.95rem] font-semibold text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800"
      >
        {t('menuItem')}
      </button>
    </li>
  );
}
