import type { i18n as I18n } from 'i18next';
import type { WidgetEnv } from '../boot/widget-env.tsx';
import { isRecord } from '../shared/is-record.ts';
import { PromotionClient } from './promotion-client.ts';

/** The page's promotion client: API root and language from the widget env, the REST nonce from the page settings. */
export function promotionClientOf(env: WidgetEnv, i18n: I18n, fetchImpl?: typeof fetch): PromotionClient {
  const nonces = env.page && isRecord(env.page.raw.nonces) ? env.page.raw.nonces : {};
  return new PromotionClient({
    soulRoot: env.soulRoot,
    language: env.language,
    t: (key) => i18n.t(`common:${key}`),
    restNonce: () => (typeof nonces.rest === 'string' ? nonces.rest : ''),
    ...(fetchImpl ? { fetchImpl } : {}),
  });
}
