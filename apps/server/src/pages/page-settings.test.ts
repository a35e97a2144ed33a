import { describe, expect, it } from 'vitest';
import { exitPopupAllowed, SITE_WIDGETS } from './page-settings.ts';

describe('the exitPopup page flag (storefront §4, §5)', () => {
  it('is on for a new visitor, off once the popup was shown or with an exit-offer coupon', () => {
    expect(exitPopupAllowed({})).toBe(true);
    expect(exitPopupAllowed({ soul_coupon: 'summer-5' })).toBe(true);
    expect(exitPopupAllowed({ soul_exit_popup: '1' })).toBe(false);
    expect(exitPopupAllowed({ soul_coupon: 'exit-promo-10-ab12cd34' })).toBe(false);
  });

  it('the trigger runs on every page', () => {
    expect(SITE_WIDGETS).toContain('exit-popup');
  });
});
