import { describe, expect, it } from 'vitest';
import { downloadState } from './download-grant.ts';

const now = new Date('2026-12-03T12:00:00Z');
const grant = { expiresAt: null, downloadsRemaining: null, revokedAt: null };

describe('downloadState', () => {
  it('is available without limits, and until the last download and the last second', () => {
    expect(downloadState(grant, now)).toBe('available');
    expect(downloadState({ ...grant, downloadsRemaining: 1, expiresAt: new Date('2026-12-03T12:00:01Z') }, now)).toBe('available');
  });

  it('ends at the expiry instant and at zero downloads; a refund wins over both', () => {
    expect(downloadState({ ...grant, expiresAt: now }, now)).toBe('expired');
    expect(downloadState({ ...grant, downloadsRemaining: 0 }, now)).toBe('used_up');
    expect(downloadState({ expiresAt: now, downloadsRemaining: 0, revokedAt: now }, now)).toBe('revoked');
  });
});
