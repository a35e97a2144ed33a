import { countryCodeOf } from './country-code.ts';
import type { CountryOfIp } from './country-of-ip.ts';

/**
 * The visitor's country for the country cookie (storefront §3, §6): what the
 * browser already keeps in the cookie wins when it is a valid code; else the
 * client address's country. The address is Fastify's `request.ip`, which is
 * the forwarded client only behind a proxy TRUST_PROXY names.
 */
export class VisitorCountryService {
  constructor(private readonly lookup: CountryOfIp) {}

  of(visitor: { cookie: string | undefined; address: string }): string | null {
    return countryCodeOf(visitor.cookie) ?? this.ofAddress(visitor.address);
  }

  ofAddress(address: string): string | null {
    return this.lookup.countryOf(address);
  }
}
