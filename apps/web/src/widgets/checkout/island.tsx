import { useEffect } from 'react';
import type { Island } from '../../boot/island.ts';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { enhanceCheckoutForm } from './checkout-form.ts';

/** The checkout page's widget: no markup of its own, it enhances the server's form. */
function CheckoutEnhancer() {
  const env = useWidgetEnv();
  useEffect(() => {
    const form = document.getElementById('soul-checkout-form');
    if (!(form instanceof HTMLFormElement)) return;
    const raw = env.page?.raw ?? {};
    const api = (raw.api ?? {}) as { ajaxUrl?: string };
    const nonces = (raw.nonces ?? {}) as { ajax?: string };
    return enhanceCheckoutForm(form, {
      ajaxUrl: api.ajaxUrl ?? '/wp-admin/admin-ajax.php',
      ajaxNonce: nonces.ajax ?? '',
      language: env.language,
    });
  }, [env]);
  return null;
}

const island: Island = { render: () => <CheckoutEnhancer /> };
export default island;
