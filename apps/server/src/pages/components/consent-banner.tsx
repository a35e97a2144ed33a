import type { Language } from '@soul/contracts';
import type { Translate } from '../../i18n.ts';

/** What the banner needs from the page: whether the old decision was for an older revision, and its no-script form's nonce and way back. */
export interface ConsentBannerState {
  revised: boolean;
  nonce: string;
  returnTo: string;
}

const BUTTON =
  'min-h-11 rounded-full px-5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * The cookie-consent banner (storefront §2, §4), drawn by the server for a
 * visitor with no consent record of the current revision, so it shows with
 * no script at all and costs the first load nothing. Its buttons carry
 * `data-soul-consent`: the boot's small trigger loads vanilla-cookieconsent
 * on the first press, which writes the record and removes the banner.
 * Sticky at the foot of the viewport, yet last in the page, so at the end
 * of a scroll it sits below the footer and hides nothing. Accept and reject
 * have the same weight (no nudging). Not a modal: the
 * page stays usable, and with no decision only necessary cookies are set.
 */
export function ConsentBanner({ t, language, revised, nonce, returnTo }: ConsentBannerState & { t: Translate; language: Language }) {
  return (
    <section
      id="soul-consent"
      aria-labelledby="soul-consent-title"
      className="sticky bottom-0 z-40 border-t border-line bg-surface shadow-[0_-8px_24px_rgba(28,38,32,0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-8">
        <div className="md:flex-1">
          <h2 id="soul-consent-title" className="font-display text-lg font-semibold text-brand-800">
            {t('consent:banner.title')}
          </h2>
          {revised ? <p className="mt-1 text-sm font-semibold text-accent-800">{t('consent:banner.revised')}</p> : null}
          <p className="mt-1 text-sm text-ink-soft">{t('consent:banner.text')}</p>
        </div>
        {/* Without JavaScript the two choices post to the server, which writes the same record; with it the library does (and stops the post). */}
        <form method="post" action="/consent-choice" className="grid grid-cols-2 gap-2 md:flex md:shrink-0 md:flex-col lg:flex-row">
          <input type="hidden" name="_wpnonce" value={nonce} />
          <input type="hidden" name="return_to" value={returnTo} />
          <input type="hidden" name="language" value={language} />
          <button
            type="submit"
            name="decision"
            value="all"
            data-soul-consent="all"
            className={`${BUTTON} bg-brand-800 text-white hover:bg-brand-700`}
          >
            {t('consent:banner.acceptAll')}
          </button>
          <button
            type="submit"
            name="decision"
            value="necessary"
            data-soul-consent="necessary"
            className={`${BUTTON} bg-brand-800 text-white hover:bg-brand-700`}
          >
            {t('consent:banner.rejectAll')}
          </button>
          <button
            type="button"
            data-soul-consent="preferences"
            className={`${BUTTON} col-span-2 border border-line-strong bg-sand text-ink hover:bg-line`}
          >
            {t('consent:banner.manage')}
          </button>
        </form>
      </div>
    </section>
  );
}
