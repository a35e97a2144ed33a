import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { useMoney, type MoneyFormat } from './use-money.ts';

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

function Show({ run }: { run: (money: MoneyFormat) => string }) {
  return <output>{run(useMoney())}</output>;
}

function shown(run: (money: MoneyFormat) => string, language: 'en' | 'lt' = 'en'): string {
  const { container } = renderWidget(<Show run={run} />, language);
  return nbsp(container.textContent ?? '');
}

describe('useMoney (the one money formatter of the storefront and the account area)', () => {
  it('formats minor units in the page language, EUR by default', () => {
    expect(shown((money) => money(2999))).toBe('€29.99');
    expect(shown((money) => money(2999), 'lt')).toBe('29,99 €');
  });

  it("takes the wire's strings of cents (account API)", () => {
    expect(shown((money) => money('4399', 'EUR'))).toBe('€43.99');
  });

  it('takes a Store API currency with its minor unit', () => {
    expect(shown((money) => money(1500, { code: 'JPY', minorUnit: 0 }))).toBe('JP¥1,500');
    expect(shown((money) => money(123456, { code: 'EUR', minorUnit: 2 }), 'lt')).toBe('1 234,56 €');
  });
});
