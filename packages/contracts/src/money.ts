import { z } from 'zod/mini';

/** Store API money: a string of integer minor units, e.g. "1800" for 18.00 EUR. */
export const moneyStringSchema = /* @__PURE__ */ z.string().check(z.regex(/^-?[0-9]+$/));

/** The seven currency fields WooCommerce merges into every money-bearing object. */
export const currencyFieldsSchema = z.object({
  currency_code: z.string(),
  currency_symbol: z.string(),
  currency_minor_unit: z.number().check(z.int()),
  currency_decimal_separator: z.string(),
  currency_thousand_separator: z.string(),
  currency_prefix: z.string(),
  currency_suffix: z.string(),
});
export type CurrencyFields = z.infer<typeof currencyFieldsSchema>;
