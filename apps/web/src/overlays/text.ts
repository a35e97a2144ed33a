import type { TFunction } from 'i18next';

/**
 * A text for an overlay: either ready (e.g. a server error message) or an
 * i18n key resolved when rendered, so stores need no i18n instance.
 */
export type OverlayText = string | { key: string; ns?: 'common' | 'catalogue' | 'cart'; values?: Record<string, string | number> };

export function resolveText(t: TFunction, text: OverlayText): string {
  if (typeof text === 'string') return text;
  return t(text.key, { ns: text.ns ?? 'common', ...text.values });
}
