import type { SellerDetails } from '@soul/domain/invoices/seller';

export type { SellerDetails } from '@soul/domain/invoices/seller';

/** The demo shop's legal entity: made up; a real shop sets its own (printed on, and frozen into, every invoice). */
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
