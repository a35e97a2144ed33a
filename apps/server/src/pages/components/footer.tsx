import type { Language } from '@soul/contracts';
import type { CategoryWithCount } from '@soul/domain/products/catalogue-port';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import { MountPoint } from './island.tsx';

export function Footer({ language, t, categories }: { language: Language; t: Translate; categories: CategoryWithCount[] }) {
  return (
    <footer className="mt-16 border-t border-line bg-sand text-ink-soft">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-brand-800">{t('pages.shopName')}</p>
          <p className="mt-2 text-sm">{t('pages.footerAbout')}</p>
          <p className="mt-2 text-sm">{t('pages.footerShipping')}</p>
        </div>
        <nav aria-label={t('pages.categories')}>
          <p className="font-semibold text-ink">{t('pages.categories')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {categories.map((category) => (
              <li key={category.id}>
                <a className="inline-block py-1 hover:underline" href={links.category(language, category.slug)}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-ink">{t('pages.footerContact')}</p>
          <p className="mt-2 text-sm">
            <a className="hover:underline" href="mailto:hello@soulshop.example">
              hello@soulshop.example
            </a>
          </p>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-xs">
        {t('pages.footerRights', { year: new Date().getFullYear() })}
        <span aria-hidden="true"> · </span>
        {/* Reopens the consent preferences (the boot's consent trigger); without script it leads to the banner. */}
        <a className="inline-block py-2 underline hover:text-brand-800" href="#soul-consent" data-soul-consent="preferences">
          {t('consent:footerLink')}
        </a>
      </p>
      <MountPoint widget="video-player" id="soul-video-player" />
    </footer>
  );
}
