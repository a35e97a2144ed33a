/**
 * What the shopper typed into the checkout form survives the page reload
 * that shows the new totals after points are used or taken off: kept in
 * sessionStorage for that one reload. Card fields and passwords are never kept.
 */
const KEY = 'soul-checkout-typed';
const NEVER = /card|cvc|expiry|password|nonce|checkout_key/i;

export function keepTypedFields(form: HTMLFormElement): void {
  const typed: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || NEVER.test(element.name) || element.type === 'hidden' || element.type === 'radio' || element.type === 'checkbox')
      continue;
    if (element.value) typed[element.name] = element.value;
  }
  sessionStorage.setItem(KEY, JSON.stringify(typed));
}

export function restoreTypedFields(form: HTMLFormElement): void {
  const text = sessionStorage.getItem(KEY);
  if (!text) return;
  sessionStorage.removeItem(KEY);
  let typed: unknown;
  try {
    typed = JSON.parse(text);
  } catch {
    return;
  }
  if (!typed || typeof typed !== 'object') return;
  for (const [name, value] of Object.entries(typed)) {
    const element = form.elements.namedItem(name);
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && typeof value === 'string' && !element.value)
      element.value = value;
  }
}
