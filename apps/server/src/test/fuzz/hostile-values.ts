import fc from 'fast-check';

/**
 * Values a hostile or broken client sends: NUL bytes and lone surrogates
 * (PostgreSQL refuses both), numbers past int4 and past doubles, strings of
 * every shape, and JSON of the wrong type. Shared by every field the fuzz
 * test fills.
 */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '%',
  '%00',
  '%zz',
  '../..',
  '..\\..',
  '//',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999',
  '1e308',
  '1e-7',
  '0x10',
  '1.5',
  ' 1 ',
  '0001',
  '😀',
  '\u202e',
  'ąčęėįšųūž',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{constructor}}',
  '$where',
  'a'.repeat(300),
  'é'.repeat(5000),
  '9'.repeat(400),
  '\r\n',
  '\t',
  'true',
  'false',
] as const;

const NASTY_NUMBERS = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324] as const;

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Any JSON value, mostly wrong for the field it lands in. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS, null, true, false, [], {}, [1, 2], { a: 1 }, [null], { __proto__: { x: 1 } }),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

/** A path segment: hostile, or sometimes one of the test's own ids (or a plausible slug) so the route goes deeper. */
export function pathValue(own: { productId: number; orderId: number; paymentId: number }): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        String(own.productId),
        String(own.orderId),
        String(own.paymentId),
        'energy-complex',
        'fuzz-no-such-coupon',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 2_000_000_000, max: 3_000_000_000 }).map(String) },
  );
}
