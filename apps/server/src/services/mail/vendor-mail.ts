import { randomBytes } from 'node:crypto';
import type { Language } from '@soul/contracts';
import type { StoredVendor } from '@soul/domain/vendors/vendor';
import { createElement } from 'react';
import { translator } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { OutgoingMail } from './mailer.ts';
import { VendorDecisionMail } from './templates/VendorDecisionMail.tsx';
import { renderMail } from './templates/render-mail.ts';

export type VendorMailKind = 'approved' | 'rejected' | 'locked' | 'unlocked' | 'deleted';

/**
 * The mail telling a vendor what an administrator decided, in the vendor's
 * own language (their account's, not the administrator's page's).
 */
export async function vendorDecisionMail(
  vendor: Pick<StoredVendor, 'email' | 'firstName' | 'language' | 'companyName'>,
  kind: VendorMailKind,
  siteUrl: string,
  groupName = '',
): Promise<OutgoingMail> {
  const language: Language = vendor.language === 'lt' ? 'lt' : 'en';
  const t = translator(language);
  const company = vendor.companyName || vendor.email;
  const body = t(`vendors.mail.${kind}`, { company, group: groupName });
  return {
    to: vendor.email,
    kind: `vendor_${kind}`,
    // Each decision is its own mail (a retried job still sends it once).
    ref: `vendor:${kind}:${randomBytes(8).toString('hex')}`,
    subject: t(`vendors.mail.${kind}Subject`),
    ...(await renderMail(
      createElement(VendorDecisionMail, {
        language,
        name: vendor.firstName || vendor.email,
        body,
        link: kind === 'deleted' ? null : `${siteUrl}${links.myAccount(language)}`,
        t,
      }),
    )),
  };
}
