import { ApiRequestError } from '../../api/http.ts';
import type { CartRuntime } from '../../cart/runtime.ts';
import { setVisitorCookie } from '../../consent/visitor-cookies.ts';
import type { PromotionClient } from '../../promotions/promotion-client.ts';
import type { ExitOfferConfig } from './exit-offer-config.ts';

export type ClaimOutcome =
  | { kind: 'claimed'; code: string }
  | { kind: 'alreadyUsed' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

export interface ClaimDeps {
  promotions: Pick<PromotionClient, 'claimExitOffer'>;
  /** The page's cart services (loaded on demand): the list sign-up and the cart reload go through them. */
  cart: () => Promise<CartRuntime>;
  doc?: Document;
}

/**
 * The exit popup's submit (storefront §2, §5): the server issues a personal
 * single-use coupon and applies it to the cart; with consent the e-mail
 * joins the newsletter list (source exit_popup); then the cart is read
 * again so the drawer and header show the discount. The coupon cookie
 * keeps the popup hidden from now on. A failed sign-up or reload does not
 * take the coupon back: it is reported, not shown.
 */
export async function claimExitOffer(deps: ClaimDeps, config: ExitOfferConfig, email: string, consent: boolean): Promise<ClaimOutcome> {
  let code: string;
  try {
    code = (await deps.promotions.claimExitOffer(config.slug, email)).code;
  } catch (error) {
    return refusal(error);
  }
  setVisitorCookie('coupon', code, deps.doc);
  try {
    const runtime = await deps.cart();
    if (consent) {
      await runtime.client
        .ajax('soulel_klaviyo_add_to_list_clientside', {
          list_id: config.listId,
          email,
          has_subscribe_consent: 'true',
          'properties[source]': 'exit_popup',
        })
        .catch((error: unknown) => console.error(error));
    }
    await runtime.actions.load();
  } catch (error) {
    console.error(error);
  }
  return { kind: 'claimed', code };
}

function refusal(error: unknown): ClaimOutcome {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  if (error.code === 'soul_email_already_used') return { kind: 'alreadyUsed' };
  if (error.code === 'soul_promo_offer_expired') return { kind: 'expired' };
  if (error.status === 400 && error.code === 'rest_invalid_param') return { kind: 'invalid' };
  // An invalid nonce (rest_cookie_invalid_nonce) and anything else: the root error with the server's text.
  return { kind: 'failed', message: error.message };
}
