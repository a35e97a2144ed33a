import { describe, expect, it } from 'vitest';
import { maskEmail, REFERRAL_CODE_PATTERN, referralCodeFrom } from './referral.ts';

describe('referral codes and masked e-mails', () => {
  it('makes 8-character codes of the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const bytes = Uint8Array.from({ length: 8 }, () => Math.floor(Math.random() * 256));
      expect(referralCodeFrom(bytes)).toMatch(REFERRAL_CODE_PATTERN);
    }
  });

  it('shows only the first letter and the domain of a friend’s e-mail', () => {
    expect(maskEmail('jonas.jonaitis@example.lt')).toBe('j***@example.lt');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});
