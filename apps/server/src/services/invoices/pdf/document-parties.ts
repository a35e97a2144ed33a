import type { BillingAddress, InvoiceSettings, Language } from '@soul/contracts';
import type { Translate } from '../../../i18n.ts';
import type { InvoiceField, InvoiceParty } from '../invoice-types.ts';
import type { SellerDetails } from '../seller.ts';
import { countryName } from '@soul/i18n';

/** The seller's block: everything a Lithuanian VAT invoice must name about the issuer, and where to pay. */
export function buildSeller(seller: SellerDetails, t: Translate, language: Language): InvoiceParty {
  return {
    heading: t('invoice:seller'),
    name: seller.name,
    lines: nonEmpty([seller.street, joined(seller.postcode, seller.city), countryName(seller.country, language)]),
    fields: nonEmptyFields([
      { label: t('invoice:companyCode'), value: seller.companyCode },
      { label: t('invoice:vatCode'), value: seller.vatCode },
      { label: t('invoice:email'), value: seller.email },
      { label: t('invoice:phone'), value: seller.phone },
      { label: t('invoice:bankAccount'), value: seller.bankAccount },
      { label: t('invoice:bank'), value: seller.bankName },
    ]),
  };
}

/**
 * The buyer's block from the billing address. A company, when given, is the
 * buyer and comes first; the person follows. E-mail and phone only as the
 * invoice settings allow (account §2's checkboxes).
 */
export function buildBuyer(billing: BillingAddress, settings: InvoiceSettings, t: Translate, language: Language): InvoiceParty {
  const person = joined(billing.first_name, billing.last_name);
  const company = billing.company.trim();
  return {
    heading: t('invoice:buyer'),
    name: company || person,
    lines: nonEmpty([
      company ? person : '',
      billing.address_1,
      billing.address_2,
      joined(billing.postcode, billing.city),
      billing.state,
      countryName(billing.country, language),
    ]),
    fields: nonEmptyFields([
      ...(settings.show_email ? [{ label: t('invoice:email'), value: billing.email }] : []),
      ...(settings.show_phone ? [{ label: t('invoice:phone'), value: billing.phone }] : []),
    ]),
  };
}

function joined(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function nonEmpty(lines: string[]): string[] {
  return lines.map((line) => line.trim()).filter(Boolean);
}

function nonEmptyFields(fields: InvoiceField[]): InvoiceField[] {
  return fields.map((field) => ({ ...field, value: field.value.trim() })).filter((field) => field.value !== '');
}
