/** The server-rendered header cart button (#soul-cart-button with a [data-soul-cart-count] span). */
export const CART_BUTTON_ID = 'soul-cart-button';

export function updateCartButton(doc: Document, count: number, label: string): void {
  const button = doc.getElementById(CART_BUTTON_ID);
  if (!button) return;
  const counter = button.querySelector('[data-soul-cart-count]');
  if (counter) counter.textContent = String(count);
  button.setAttribute('aria-label', label);
}
