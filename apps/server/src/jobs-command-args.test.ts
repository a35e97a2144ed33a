import { describe, expect, it } from 'vitest';
import { parseJobsCommandArgs } from './jobs-command-args.ts';

describe('npm run jobs arguments', () => {
  it('reads --due-at with its zone', () => {
    expect(parseJobsCommandArgs(['--due-at', '2027-03-01T09:00Z']).dueAt.toISOString()).toBe('2027-03-01T09:00:00.000Z');
    expect(parseJobsCommandArgs(['--due-at=2027-03-01T11:00:30+02:00']).dueAt.toISOString()).toBe('2027-03-01T09:00:30.000Z');
  });

  it('refuses a missing time, one without a zone, and an impossible date', () => {
    expect(() => parseJobsCommandArgs([])).toThrow('give --due-at');
    expect(() => parseJobsCommandArgs(['--due-at', '2027-03-01T09:00'])).toThrow('with its zone');
    expect(() => parseJobsCommandArgs(['--due-at', '2027-13-45T09:00Z'])).toThrow('no such date');
    expect(() => parseJobsCommandArgs(['--when', 'now'])).toThrow();
  });
});
