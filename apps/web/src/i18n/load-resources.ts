import type { Language, WidgetResources } from './resources.ts';

/**
 * Client side: fetch only the page's language (each is its own small chunk),
 * in parallel with the island chunks.
 */
export async function loadResources(language: Language): Promise<WidgetResources> {
  if (language === 'lt') {
    const [{ common }, { catalogue }] = await Promise.all([
      import('@soul/i18n/locales/lt/common'),
      import('@soul/i18n/locales/lt/catalogue'),
    ]);
    return { common, catalogue };
  }
  const [{ common }, { catalogue }] = await Promise.all([
    import('@soul/i18n/locales/en/common'),
    import('@soul/i18n/locales/en/catalogue'),
  ]);
  return { common, catalogue };
}
