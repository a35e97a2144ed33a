import { describe, expect, it } from 'vitest';
import { additionalFieldsWithDefaults, readAdditionalFields } from './additional-fields.ts';

describe('additional checkout fields', () => {
  it('keeps registered fields, drops unregistered ones and names values of the wrong type', () => {
    expect(readAdditionalFields({ 'soul/newsletter': true, 'plugin/other': 'x' })).toEqual({
      values: { 'soul/newsletter': true },
      invalid: [],
    });
    expect(readAdditionalFields({ 'soul/newsletter': 'yes' })).toEqual({ values: {}, invalid: ['soul/newsletter'] });
    expect(readAdditionalFields({})).toEqual({ values: {}, invalid: [] });
  });

  it('lists every registered field with its value, an unset checkbox as false', () => {
    expect(additionalFieldsWithDefaults({})).toEqual({ 'soul/newsletter': false });
    expect(additionalFieldsWithDefaults({ 'soul/newsletter': true, stale: 'x' })).toEqual({ 'soul/newsletter': true });
  });
});
