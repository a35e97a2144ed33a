/**
 * Who issues the invoices: the shop's legal entity. The demo shop's details
 * are made up; a real shop sets its own (they are printed on every invoice).
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

export const DEMO_SELLER: SellerDetails = {
  name: 'Soul Shop UAB',
  street: 'Gedimino pr. 1',
  postcode: 'LT-01103',
  city: 'Vilnius',
  country: 'LT',
  companyCode: '305000000',
  vatCode: 'LT100000000000',
  email: 'orders@soulshop.example',
  phone: '+370 600 00000',
  bankAccount: 'LT12 3456 7890 1234 5678',
  bankName: 'SWIFT SOULLT22',
  website: 'soulshop.example',
};
