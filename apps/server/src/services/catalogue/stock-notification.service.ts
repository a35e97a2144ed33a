import type { StockNotificationRepository } from '@soul/domain/products/stock-notification-port';
import { message, problem, type Problem } from '@soul/contracts';
import { z } from 'zod';
import type { CatalogueService } from '../catalogue.service.ts';
import { newsletterListFor } from '@soul/domain/marketing/lists';
import type { MarketingAsker, MarketingService } from '../marketing/marketing.service.ts';

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
      /** Records 'Back In Stock Notify' and, with the box ticked, the newsletter sign-up with its consent. */
      marketing: Pick<MarketingService, 'backInStockNotify'>;
    },
  ) {}

  async signUp(
    input: StockNotificationRequest,
    asker: MarketingAsker & { sessionToken: string; page: string },
  ): Promise<{ ok: true } | { ok: false; problem: Problem }> {
    const { language } = asker;
    const { productId, email } = input;
    if (!productId) return { ok: false, problem: problem('stockNoticeMissingProduct') };
    if (!email) return { ok: false, problem: problem('stockNoticeNoEmail') };
    if (email.length > EMAIL_MAX || !z.email().safeParse(email).success) {
      return {
        ok: false,
        problem: problem('stockNoticeEmailFormat', undefined, { data: { params: { email: message('stockNotification.emailFormat') } } }),
      };
    }
    const product = (await this.deps.catalogue.domainProducts([productId], language)).get(productId);
    if (!product) return { ok: false, problem: problem('stockNoticeProductNotFound') };
    const added = await this.deps.notifications.add({ productId, email, newsletterConsent: input.newsletterConsent, lang: language });
    if (!added) return { ok: false, problem: problem('stockNoticeEmailUsed') };
    await this.deps.marketing.backInStockNotify(
      { sessionToken: asker.sessionToken, email, language },
      {
        email,
        productId,
        productName: product.text.name,
        page: asker.page,
        newsletterListId: input.newsletterConsent ? newsletterListFor(null) : null,
      },
      asker,
    );
    return { ok: true };
  }
}
