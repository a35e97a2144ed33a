import { message, problem, VENDOR_FIELD_LIMITS } from '@soul/contracts';
import type { VendorCompany } from '@soul/domain/vendors/vendor';
import type { Answer } from '../answer.ts';

const WIRE_NAMES: Record<keyof VendorCompany, string> = {
  companyName: 'company_name',
  companyCode: 'company_code',
  vatCode: 'vat_code',
  address: 'address',
};
const REQUIRED: readonly (keyof VendorCompany)[] = ['companyName', 'companyCode', 'address'];

/**
 * The vendor application's fields (issue 20: company name, company code,
 * VAT code, address): trimmed, `<` and `>` removed (as the account's other
 * forms do), the first three and the address required, each within its limit.
 * The VAT code is optional: a small company may not be VAT-registered.
 */
export function checkApplication(form: Record<keyof VendorCompany, string | undefined>): Answer<VendorCompany> {
  const clean = (value: string | undefined) => (value ?? '').replace(/[<>]/g, '').trim();
  const company: VendorCompany = {
    companyName: clean(form.companyName),
    companyCode: clean(form.companyCode),
    vatCode: clean(form.vatCode),
    address: clean(form.address),
  };
  for (const field of REQUIRED) {
    if (company[field] === '') {
      return {
        ok: false,
        problem: problem(
          'vendorInvalid',
          { reason: message('vendors.required', { field: WIRE_NAMES[field] }) },
          { data: { params: { [WIRE_NAMES[field]]: 'required' } } },
        ),
      };
    }
  }
  for (const field of Object.keys(VENDOR_FIELD_LIMITS) as (keyof VendorCompany)[]) {
    if (company[field].length > VENDOR_FIELD_LIMITS[field]) {
      return {
        ok: false,
        problem: problem(
          'vendorInvalid',
          { reason: `${WIRE_NAMES[field]} ≤ ${VENDOR_FIELD_LIMITS[field]}` },
          { data: { params: { [WIRE_NAMES[field]]: 'too long' } } },
        ),
      };
    }
  }
  return { ok: true, value: company };
}
