import { z } from 'zod/mini';

/** The shop's languages, as 2-letter API codes (storefront §9: sliced to 2 letters for the API). */
export const LANGUAGES = ['en', 'lt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP-47 locale used for formatting in each language. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-GB', lt: 'lt-LT' };
