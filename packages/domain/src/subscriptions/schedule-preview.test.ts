import { describe, expect, it } from 'vitest';
import { previewPause, previewSkip, renewalAmount, resumeRenewalDate } from './schedule-preview.ts';
import type { SubscriptionAddress } from './subscription.ts';

const address: SubscriptionAddress = {
  first_name: 'Ona',
  last_name: 'Jonaitė',
  company: '',
  address_1: 'Gedimino pr. 1',
  address_2: '',
  city: 'Vilnius',
  state: '',
  postcode: '01103',
  country: 'LT',
  phone: '',
};
const subscription = {
  lines: [{ quantity: 2, unitPrice: 1422 }],
  interval: 2,
  anchorDay: 31,
  shippingRateId: 'parcel_locker:1',
  shippingAddress: address,
};
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('skip and pause previews', () => {
  it('a renewal costs the lines plus the chosen shipping (parcel locker €2.99 under €50)', () => {
    expect(renewalAmount(subscription)).toEqual({ goods: 2844, shipping: 299, total: 3143 });
    expect(renewalAmount({ ...subscription, lines: [{ quantity: 4, unitPrice: 1422 }] }).shipping).toBe(0);
    expect(renewalAmount({ ...subscription, shippingRateId: 'courier:2' }).shipping).toBe(499);
  });

  it('skipping moves the next renewal one interval on, keeping the anchor day', () => {
    const preview = previewSkip(subscription, new Date('2027-01-31T09:00:00Z'));
    expect(day(preview.nextRenewalAt)).toBe('2027-03-31');
    expect(preview.renewals.map((r) => day(r.date))).toEqual(['2027-03-31', '2027-05-31', '2027-07-31']);
    expect(preview.renewals[0]?.total).toBe(3143);
  });

  it('pausing for two months starts renewals again two months after the one put off', () => {
    const preview = previewPause(subscription, new Date('2027-01-31T09:00:00Z'), 2);
    expect(day(preview.resumesAt)).toBe('2027-03-31');
    expect(preview.renewals.map((r) => day(r.date))).toEqual(['2027-03-31', '2027-05-31', '2027-07-31']);
  });

  it('resuming early renews on the date the pause put off, or tomorrow, never after the pause ends', () => {
    const putOff = new Date('2027-02-10T09:00:00Z');
    const until = new Date('2027-04-10T09:00:00Z');
    expect(resumeRenewalDate(putOff, until, new Date('2027-02-01T09:00:00Z'))).toEqual(putOff);
    expect(resumeRenewalDate(putOff, until, new Date('2027-03-01T09:00:00Z'))).toEqual(new Date('2027-03-02T09:00:00Z'));
    expect(resumeRenewalDate(putOff, until, new Date('2027-04-10T08:00:00Z'))).toEqual(until);
  });
});
