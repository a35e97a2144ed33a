import { marketingEventsAllowed } from '../../http/consent.ts';
import { cartAnswer } from '../../serializers/cart-views.ts';
import { CHECKOUT_OPTIONS, type CheckoutOption } from '@soul/contracts';
import type { AppServices } from '../../services/app-services.ts';
import type { AjaxHandler } from './ajax-types.ts';

/**
 * Checkout's admin-ajax actions (storefront §7): the guest / create-account
 * toggle, and the started-checkout marketing event (recorded locally with
 * what the spec's marketing call carries: quantity, cart, totals, language).
 */
export function checkoutAjaxActions(services: AppServices): Record<string, AjaxHandler> {
  return {
    handle_checkout_option: async (request, ctx, fields) => {
      const option = String(fields.checkout_option ?? '');
      if (!(CHECKOUT_OPTIONS as readonly string[]).includes(option))
        return { success: false, data: ctx.t('checkout:errors.invalidCheckoutOption') };
      // A signed-in customer already has an account: there is nothing to create.
      const createAccount = (option as CheckoutOption) === 'create_account' && request.visitor.userId === 0;
      return { success: true, data: { checkout_option: option, create_account: createAccount } };
    },
    soulel_track_started_checkout: async (request, ctx) => {
      // Only with the visitor's consent to e-mail marketing (the browser asks the same rule before calling).
      if (!marketingEventsAllowed(request.cookies, services.config.consentRevision)) return { success: false, data: { tracked: false } };
      const cart = cartAnswer(await services.carts.read(ctx), ctx);
      await services.marketing.startedCheckout(
        { sessionToken: ctx.sessionToken, email: request.visitor.email, language: ctx.language, siteUrl: ctx.siteUrl },
        cart,
      );
      return { success: true, data: { tracked: true } };
    },
  };
}
