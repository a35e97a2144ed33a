import type { StockNotificationRepository } from '@soul/domain/products/stock-notification-port';
import { message, problem, type Language, type Problem } from '@soul/contracts';
import { z } from 'zod';
import type { CatalogueService } from '../catalogue.service.ts';

const EMAIL_MAX = 200;

export interface StockNotificationRequest {
  productId: number | undefined;
  email: string | undefined;
  newsletterConsent: boolean;
}

/**
 * Back-in-stock sign-ups (storefront §2, §5): an e-mail is required, at
 * most 200 characters and shaped like one; the product must exist; one
 * sign-up per e-mail and product ("Email already used").
 */
export class StockNotificationService {
  constructor(
    private readonly deps: {
      notifications: Pick<StockNotificationRepository, 'add'>;
      catalogue: Pick<CatalogueService, 'domainProducts'>;
    },
  ) {}

  async signUp(input: StockNotificationRequest, language: Language): Promise<{ ok: true } | { ok: false; problem: Problem }> {
    const { productId, email } = input;
    if (!productId) return { ok: false, problem: problem('stockNoticeMissingProduct') };
    if (!email) return { ok: false, problem: problem('stockNoticeNoEmail') };
    if (email.length > EMAIL_MAX || !z.email().safeParse(email).success) {
      return {
        ok: false,
        problem: problem('stockNoticeEmailFormat', undefined, { data: { params: { email: message('stockNotification.emailFormat') } } }),
      };
    }
    const products = await this.deps.catalogue.domainProducts([productId], language);
    if (!products.has(productId)) return { ok: false, problem: problem('stockNoticeProductNotFound') };
    const added = await this.deps.notifications.add({ productId, email, newsletterConsent: input.newsletterConsent, lang: language });
    return added ? { ok: true } : { ok: false, problem: problem('stockNoticeEmailUsed') };
  }
}
