import type { Language } from '@soul/contracts';
import { useTranslate } from 'ra-core';
import { useAdminSettings } from './settings-context.ts';

/**
 * The same screen in the other language: a page change (/admin ↔ /lt/admin),
 * so the shell, the API's language and every text follow.
 */
export function LanguageSwitch({ below }: { below: string }) {
  const translate = useTranslate();
  const settings = useAdminSettings();
  const languages: Language[] = ['en', 'lt'];
  return (
    <nav aria-label={translate('language.label')}>
      <ul className="flex gap-2">
        {languages.map((language) => (
          <li key={language}>
            {language === settings.language ? (
              <span aria-current="true" className="rounded bg-brand-50 px-2 py-1 font-semibold text-brand-800">
                {translate(`language.${language}`)}
              </span>
            ) : (
              <a
                href={`${settings.paths[language]}${below === '/' ? '' : below}`}
                lang={language}
                hrefLang={language}
                className="px-2 py-1 text-brand-700 underline"
              >
                {translate(`language.${language}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
