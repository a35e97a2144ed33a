import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router';

export function NotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <section>
      <h1 className="font-display text-3xl font-semibold">{translate('ra.page.not_found')}</h1>
      <p className="mt-4 text-ink-soft">{translate('ra.message.not_found')}</p>
      <Link to={basename} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {translate('nav.dashboard')}
      </Link>
    </section>
  );
}
