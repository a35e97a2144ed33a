/** The currency of a Store API money object (its `currency_*` fields). */
export interface Currency {
  code: string;
  minorUnit: number;
}

export function currencyOf(fields: { currency_code: string; currency_minor_unit: number }): Currency {
  return { code: fields.currency_code, minorUnit: fields.currency_minor_unit };
}
