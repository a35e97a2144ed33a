/** Back-in-stock e-mail rules (storefront §5): required, at most 200 characters, e-mail format. */
export const EMAIL_MAX_LENGTH = 200;
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export type EmailError = 'required' | 'tooLong' | 'format';

export function validateBackInStockEmail(raw: string): EmailError | null {
  const value = raw.trim();
  if (value === '') return 'required';
  if (value.length > EMAIL_MAX_LENGTH) return 'tooLong';
  if (!EMAIL_PATTERN.test(value)) return 'format';
  return null;
}

/** The cart-namespace key of each error. */
export const EMAIL_ERROR_KEY: Record<EmailError | 'alreadyUsed', string> = {
  required: 'backInStock.required',
  tooLong: 'backInStock.tooLong',
  format: 'backInStock.format',
  alreadyUsed: 'backInStock.alreadyUsed',
};

export const EMAIL_ALREADY_USED_CODE = 'soul_email_already_used';
