import { describe, expect, it } from 'vitest';
import { countryCodeOf } from './country-code.ts';
import { offlineCountryOfIp } from './country-of-ip.ts';

const lookup = offlineCountryOfIp();

describe('country of an IP address (offline database)', () => {
  it('finds public IPv4 networks: Telia Lietuva in Lithuania, Deutsche Telekom in Germany', () => {
    expect(lookup.countryOf('78.56.1.1')).toBe('LT');
    expect(lookup.countryOf('84.15.1.1')).toBe('LT');
    expect(lookup.countryOf('80.128.0.1')).toBe('DE');
  });

  it('finds IPv6 networks, and an IPv4 address a dual-stack socket reports as IPv6', () => {
    expect(lookup.countryOf('2a02:8108::1')).toBe('DE');
    expect(lookup.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(lookup.countryOf('::ffff:78.56.1.1')).toBe('LT');
  });

  it('answers null for private, loopback, link-local, shared and documentation addresses (the database maps some of them)', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      '192.0.2.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '2001:db8::1',
      '::ffff:192.168.1.1',
    ])
      expect(lookup.countryOf(address), address).toBeNull();
  });

  it('answers null for what is not an address', () => {
    for (const address of ['', 'localhost', '999.1.1.1', '1.2.3', 'not an ip']) expect(lookup.countryOf(address), address).toBeNull();
  });
});

describe('the country cookie', () => {
  it('holds a valid ISO 3166-1 alpha-2 code, any case; anything else is none', () => {
    expect(countryCodeOf('LT')).toBe('LT');
    expect(countryCodeOf(' de ')).toBe('DE');
    for (const value of [undefined, '', 'XX', 'ZZ', 'AA', 'LTU', 'L', '12', 'L1']) expect(countryCodeOf(value), String(value)).toBeNull();
  });
});
