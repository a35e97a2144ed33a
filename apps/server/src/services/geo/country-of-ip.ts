import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/** The port: a client address's country (ISO 3166-1 alpha-2), or null when unknown or not a public address. */
export interface CountryOfIp {
  countryOf(address: string): string | null;
}

/**
 * The database: ip-location-db's "geo-whois-asn-country" (the five regional
 * registries' WHOIS and ASN data plus geofeeds; CC0, data CC BY 4.0 by the
 * NRO), an npm package read from disk: nothing is fetched at run time.
 */
const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/**
 * Addresses no country owns: private, loopback, link-local, shared (CGNAT),
 * documentation, multicast and reserved ranges. Checked before the database,
 * which answers some of them (it maps 192.168.0.0/16 to a country).
 */
function specialAddresses(): BlockList {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ];
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['2001:db8::', 32],
  ];
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An IPv4 address as a dual-stack socket reports it (`::ffff:1.2.3.4`) is looked up as IPv4. */
function plainAddress(address: string): string {
  const mapped = IPV4_MAPPED.exec(address.trim());
  return mapped?.[1] ?? address.trim();
}

/** Readers by database file: one per process, however many apps a test builds. */
const readers = new Map<string, Reader<Response>>();
let special: BlockList | null = null;

function readerOf(path: string): Reader<Response> {
  let reader = readers.get(path);
  if (!reader) {
    reader = new Reader<Response>(readFileSync(path));
    readers.set(path, reader);
  }
  return reader;
}

/**
 * The offline lookup. The 8 MB database is read on the first lookup (not at
 * start-up: tools and tests that never ask do not pay for it), then each
 * lookup is a walk of the binary tree, a few microseconds.
 */
export function offlineCountryOfIp(databasePath?: string): CountryOfIp {
  // Resolved on the first lookup, then kept: a page render asks once per request.
  let path: string | null = databasePath ?? null;
  return {
    countryOf(address) {
      const ip = plainAddress(address);
      const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
      if (!family) return null;
      special ??= specialAddresses();
      if (special.check(ip, family)) return null;
      // This database's records are `{country_code}`, not the GeoIP2 shape mmdb-lib's types describe.
      const record: unknown = readerOf((path ??= createRequire(import.meta.url).resolve(DATABASE))).get(ip);
      const code = record && typeof record === 'object' && 'country_code' in record ? record.country_code : null;
      return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
    },
  };
}
