/**
 * Who issues the invoices: the shop's legal entity, printed on every invoice
 * and frozen into each one when it is issued.
 */
export interface SellerDetails {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2; printed as the country's name in the invoice's language. */
  country: string;
  companyCode: string;
  vatCode: string;
  email: string;
  phone: string;
  /** IBAN and the bank's SWIFT code, for bank transfers (the same account the checkout names). */
  bankAccount: string;
  bankName: string;
  website: string;
}
