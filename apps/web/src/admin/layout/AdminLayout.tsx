import { useBasename, useTranslate, type CoreLayoutProps } from 'ra-core';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../ui/cx.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Notifications } from './Notifications.tsx';
import { useAdminSettings } from './settings-context.ts';

/** The screens in the side navigation; a new screen adds its entry here (docs/architecture.md, Back office). */
const NAVIGATION = [
  { to: '/', label: 'nav.dashboard', end: true },
  { to: '/reviews', label: 'nav.reviews', end: false },
  { to: '/vendors', label: 'nav.vendors', end: false },
] as const;

/** The back office's frame: skip link, header (who, language, shop, sign out), navigation and the screen. */
export function AdminLayout({ children }: CoreLayoutProps) {
  const translate = useTranslate();
  const settings = useAdminSettings();
  const basename = useBasename();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-30 focus:rounded focus:bg-surface focus:p-3"
      >
        {translate('skipToContent')}
      </a>
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-line bg-surface px-6 py-3">
        <p className="font-display text-xl font-semibold text-brand-800">{translate('title')}</p>
        <p className="text-sm text-ink-muted">
          {settings.user.displayName} · {translate(`roles.${settings.user.role}`)}
        </p>
        <div className="ml-auto flex flex-wrap items-center gap-4 text-sm">
          <LanguageSwitch below={pathname.slice(basename.length)} />
          <a href={settings.shopUrl} className="font-semibold text-brand-700 underline">
            {translate('nav.shop')}
          </a>
          <form method="post" action={settings.logout.url}>
            <input type="hidden" name="_wpnonce" value={settings.logout.nonce} />
            <button type="submit" className="font-semibold text-brand-700 underline">
              {translate('nav.logout')}
            </button>
          </form>
        </div>
      </header>
      <div className="flex flex-1">
        <nav aria-label={translate('nav.label')} className="w-44 shrink-0 border-r border-line bg-sand/60 px-3 py-6">
          <ul className="space-y-1">
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to === '/' ? basename : `${basename}${item.to}`}
                  end={item.end}
                  className={({ isActive }) =>
                    cx(
                      'block rounded-lg px-3 py-2 font-semibold',
                      isActive ? 'bg-brand-800 text-white' : 'text-ink-soft hover:bg-brand-50 hover:text-brand-800',
                    )
                  }
                >
                  {translate(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-6 py-8">
          {children}
        </main>
      </div>
      <Notifications />
    </div>
  );
}
