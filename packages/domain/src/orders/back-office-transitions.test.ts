import { describe, expect, it } from 'vitest';
import { backOfficeNextStatuses, planTransition } from './back-office-transitions.ts';
import { carrierById, CARRIERS, trackingUrl } from './carriers.ts';

const parcel = { shippingRateId: 'flat_rate:1' };
const download = { shippingRateId: '' };

describe('back-office order transitions', () => {
  it('ships a processing parcel with a known carrier and a tracking number', () => {
    const plan = planTransition({ status: 'processing', ...parcel }, { to: 'shipped', carrier: 'omniva', trackingNumber: ' CC123LT ' });
    expect(plan).toMatchObject({ ok: true, kind: 'ship', trackingNumber: 'CC123LT' });
    expect(plan.ok && plan.kind === 'ship' && plan.carrier.name).toBe('Omniva');
  });

  it('refuses shipping without a carrier or number, with an unknown carrier, or with nothing to ship', () => {
    expect(planTransition({ status: 'processing', ...parcel }, { to: 'shipped', trackingNumber: '1' })).toMatchObject({
      reason: 'carrier_required',
    });
    expect(planTransition({ status: 'processing', ...parcel }, { to: 'shipped', carrier: 'dpd', trackingNumber: '  ' })).toMatchObject({
      reason: 'carrier_required',
    });
    expect(planTransition({ status: 'processing', ...parcel }, { to: 'shipped', carrier: 'ups', trackingNumber: '1' })).toMatchObject({
      reason: 'unknown_carrier',
    });
    expect(planTransition({ status: 'processing', ...download }, { to: 'shipped', carrier: 'dpd', trackingNumber: '1' })).toMatchObject({
      reason: 'nothing_to_ship',
    });
  });

  it('completes a parcel only once shipped, a download straight from processing', () => {
    expect(planTransition({ status: 'shipped', ...parcel }, { to: 'completed' })).toMatchObject({ ok: true, kind: 'complete' });
    expect(planTransition({ status: 'processing', ...parcel }, { to: 'completed' })).toMatchObject({ reason: 'invalid_transition' });
    expect(planTransition({ status: 'processing', ...download }, { to: 'completed' })).toMatchObject({ ok: true, kind: 'complete' });
  });

  it('follows the status map for hold and cancel, and refuses moves it does not have', () => {
    expect(planTransition({ status: 'processing', ...parcel }, { to: 'on-hold' })).toMatchObject({ ok: true, kind: 'hold' });
    expect(planTransition({ status: 'on-hold', ...parcel }, { to: 'cancelled' })).toMatchObject({ ok: true, kind: 'cancel' });
    expect(planTransition({ status: 'shipped', ...parcel }, { to: 'cancelled' })).toMatchObject({
      reason: 'invalid_transition',
      from: 'shipped',
    });
    expect(planTransition({ status: 'completed', ...parcel }, { to: 'on-hold' })).toMatchObject({ reason: 'invalid_transition' });
    expect(planTransition({ status: 'cancelled', ...parcel }, { to: 'shipped', carrier: 'dpd', trackingNumber: '1' })).toMatchObject({
      reason: 'invalid_transition',
    });
  });

  it('lists the moves offered now', () => {
    expect(backOfficeNextStatuses({ status: 'processing', ...parcel })).toEqual(['shipped', 'on-hold', 'cancelled']);
    expect(backOfficeNextStatuses({ status: 'processing', ...download })).toEqual(['completed', 'on-hold', 'cancelled']);
    expect(backOfficeNextStatuses({ status: 'shipped', ...parcel })).toEqual(['completed']);
    expect(backOfficeNextStatuses({ status: 'refunded', ...parcel })).toEqual([]);
  });

  it('builds tracking links with the number encoded', () => {
    for (const carrier of CARRIERS) expect(trackingUrl(carrier, 'AB 1/2')).toContain('AB%201%2F2');
    expect(carrierById('venipak')?.name).toBe('Venipak');
    expect(carrierById('nope')).toBeNull();
  });
});
