import type { Language } from '@soul/contracts';
import { Menu, ShoppingBag } from 'lucide-react';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import { MountPoint } from './island.tsx';
import { MenuMount } from './menu-mount.tsx';
import type { MenuWidgetProps } from '@soul/contracts';

export interface HeaderProps {
  language: Language;
  t: Translate;
  /** The same page in each language, for the language switch. */
  alternates: Record<Language, string>;
  cartCount: number;
  /** The dynamic menu's props (pages/components/menu-mount.tsx). */
  menu: MenuWidgetProps;
}

/** Shared header: logo, shop menu trigger, language switch, cart button, and the header widgets' container. */
export function Header({ language, t, alternates, cartCount, menu }: HeaderProps) {
  return (
    <header className="border-b border-line bg-white/95">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-3 py-3 sm:gap-4 sm:px-4">
        {/* Phones and touch screens: opens the menu drawer (the dynamic-menu widget); without JS it is the shop's product list. */}
        <a
          id="soul-menu-button"
          href={links.shop(language)}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden pointer-coarse:inline-flex"
        >
          <Menu size={22} aria-hidden="true" />
          <span className="sr-only">{t('pages.menuButton')}</span>
        </a>
        <a
          href={links.home(language)}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-semibold tracking-tight text-brand-800 sm:text-xl"
        >
          <Logo />
          <span>{t('pages.shopName')}</span>
        </a>
        <nav aria-label={t('pages.shopMenu')} className="flex-1 sm:ml-2">
          <a
            id="soul-shop-menu-trigger"
            href={links.shop(language)}
            // Below 640 px the menu button (☰) leads to the same place and the header has no room for both.
            className="hidden min-h-11 items-center rounded-full px-2 font-medium text-ink hover:bg-sand aria-expanded:bg-sand sm:inline-flex sm:px-4"
          >
            {t('pages.shopMenu')}
          </a>
          <MenuMount props={menu} />
        </nav>
        <nav aria-label={t('pages.language')} className="flex items-center gap-1 text-sm">
          <LanguageLink href={alternates.en} lang="en" current={language === 'en'} label={t('pages.switchToEn')} short="EN" />
          <LanguageLink href={alternates.lt} lang="lt" current={language === 'lt'} label={t('pages.switchToLt')} short="LT" />
        </nav>
        <a
          id="soul-cart-button"
          href={links.checkout(language)}
          className="relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full bg-brand-800 px-3 text-white hover:bg-brand-700 sm:px-4"
          aria-label={t('pages.cartCount', { count: cartCount })}
        >
          <ShoppingBag size={20} aria-hidden="true" />
          <span className="ml-2 text-sm font-semibold" data-soul-cart-count="">
            {cartCount}
          </span>
        </a>
      </div>
      <HeaderWidgets />
    </header>
  );
}

/**
 * The header's widget containers (storefront §2). A minimal page (a promo
 * checkout without header and footer) keeps them: the site widgets still
 * run there (mini cart, URL parameters), and a missing container would be
 * the initialisation error of storefront §8.
 */
export function HeaderWidgets() {
  return (
    <div id="soul-header-widgets">
      <MountPoint widget="cart-drawer" />
      <MountPoint widget="exit-popup" />
      <MountPoint widget="banner" />
      <MountPoint widget="url-params" />
    </div>
  );
}

function LanguageLink({
  href,
  lang,
  current,
  label,
  short,
}: {
  href: string;
  lang: Language;
  current: boolean;
  label: string;
  short: string;
}) {
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      // The product list keeps these in step with its filters as the shopper changes them.
      data-soul-language-link={lang}
      aria-current={current ? 'page' : undefined}
      // On narrow screens only the other language's link shows: the current one is no link anywhere to go.
      className={`min-h-11 min-w-11 items-center justify-center rounded-full font-semibold ${
        current ? 'hidden bg-ink text-white sm:inline-flex' : 'inline-flex text-ink-soft hover:bg-sand'
      }`}
    >
      {/* The accessible name starts with the visible text ("EN English"): WCAG 2.5.3, label in name. */}
      {short}
      <span className="sr-only"> {label}</span>
    </a>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="15" fill="#14532d" />
      <path d="M10 20c0-6 4-10 12-11-1 7-5 12-12 11z" fill="#bbf7d0" />
      <path d="M10 21c3-3 5-5 9-8" stroke="#14532d" strokeWidth="1.5" fill="none" />
    </svg>
  );
}
