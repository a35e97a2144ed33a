import { useTranslation } from '../i18n/use-translation.tsx';
import { useWidgetEnv } from '../boot/widget-env.tsx';
import type { CatalogueApiOptions } from './catalogue.ts';

/** API options for the current widget: its Store API root and translated network error. */
export function useCatalogueApiOptions(): CatalogueApiOptions {
  const { storeRoot } = useWidgetEnv();
  const { t } = useTranslation('common');
  return { storeRoot, t: (key) => t(key) };
}
