import { describe, expect, it } from 'vitest';
import { createAdminI18n } from './create-admin-i18n.ts';
import { catalogI18nProvider } from './i18n-provider.ts';

describe('catalogI18nProvider (ra-core over the admin catalog)', () => {
  it("translates the app's and ra-core's keys, with ra-core's smart_count as the plural count", async () => {
    const lt = catalogI18nProvider(await createAdminI18n('lt'), 'lt');
    expect(lt.translate('nav.reviews')).toBe('Atsiliepimai');
    expect(lt.translate('ra.notification.updated')).toBe('Įrašas atnaujintas');
    expect(lt.translate('dashboard.orders', { smart_count: 1 })).toBe('1 užsakymas');
    expect(lt.translate('dashboard.orders', { smart_count: 3 })).toBe('3 užsakymai');
    expect(lt.translate('dashboard.orders', { smart_count: 12 })).toBe('12 užsakymų');
    expect(lt.getLocale()).toBe('lt');
  });

  it("falls back to ra-core's default text, then the key", async () => {
    const en = catalogI18nProvider(await createAdminI18n('en'), 'en');
    expect(en.translate('dashboard.orders', { smart_count: 2 })).toBe('2 orders');
    expect(en.translate('resources.reviews.name', { _: 'Reviews' })).toBe('Reviews');
    expect(en.translate('ra.unknown.key')).toBe('ra.unknown.key');
  });
});
