import { accountStatisticsSchema, type AccountStatistics } from '@soul/contracts';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, json, renderAccount, resetOverlays } from '../test-support.tsx';

// The chart library is large: load its chunk once before the tests, so no test's time goes to importing it.
beforeAll(async () => {
  await import('./StatisticsCharts.tsx');
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const day = (start: string, orders = 0, total = 0) => ({ start, end: start, orders, total });

const WEEK: AccountStatistics = accountStatisticsSchema.parse({
  days: 7,
  bucket: 'day',
  from: '2026-11-27',
  to: '2026-12-03',
  currency: 'EUR',
  orders: 3,
  total: 6598,
  average: 2199,
  buckets: [
    day('2026-11-27'),
    day('2026-11-28'),
    day('2026-11-29'),
    day('2026-11-30'),
    day('2026-12-01', 2, 4599),
    day('2026-12-02'),
    day('2026-12-03', 1, 1999),
  ],
});

const QUARTER: AccountStatistics = {
  ...WEEK,
  days: 90,
  bucket: 'week',
  from: '2026-09-05',
  buckets: [
    { start: '2026-09-05', end: '2026-09-06', orders: 0, total: 0 },
    { start: '2026-11-30', end: '2026-12-03', orders: 3, total: 6598 },
  ],
};

const byDays = () => (call: { query: URLSearchParams }) => json(200, call.query.get('days') === '90' ? QUARTER : WEEK);

describe('statistics', () => {
  it('shows the totals, offers the five periods and asks again for the one chosen', async () => {
    const api = fakeApi({ 'GET /statistics': byDays() });
    await renderAccount('/statistics');
    expect(await screen.findByRole('heading', { level: 2, name: 'Statistics' })).toBeInTheDocument();
    const totals = await screen.findByText('€65.98', { selector: 'dd' });
    expect(totals).toBeVisible();
    expect(screen.getByText('€21.99', { selector: 'dd' })).toBeVisible();
    const periods = screen.getByRole('group', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['7 days', '30 days', '90 days', '180 days', '365 days']);
    expect(within(periods).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET', '/statistics')[0]?.query.get('days')).toBe('30');

    await userEvent.click(within(periods).getByRole('button', { name: '90 days' }));
    expect(within(periods).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.callsTo('GET', '/statistics').at(-1)?.query.get('days')).toBe('90'));
    const table = await screen.findByRole('table', { name: 'Orders and spending by week, 5 Sept 2026 to 3 Dec 2026' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['5 – 6 Sept 2026', '30 Nov – 3 Dec 2026', 'Total']);
  }, 15_000);

  it('has the same numbers as a table: for screen readers at once, for everyone with "Show as table"', async () => {
    fakeApi({ 'GET /statistics': byDays() });
    await renderAccount('/statistics');
    // Before the toggle the table is in the page, visually hidden, with no focusable scroll box.
    const hidden = await screen.findByRole('table', { name: 'Orders and spending by day, 27 Nov 2026 to 3 Dec 2026' });
    expect(hidden.closest('.sr-only')).not.toBeNull();
    expect(screen.queryByRole('region', { name: /Orders and spending/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Orders by day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spending by day' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const region = screen.getByRole('region', { name: 'Orders and spending by day, 27 Nov 2026 to 3 Dec 2026' });
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(rows[5]).toHaveTextContent('1 Dec 20262€45.99');
    expect(rows[1]).toHaveTextContent('27 Nov 20260€0.00');
    expect(rows[8]).toHaveTextContent('Total3€65.98');
    expect(screen.queryByRole('heading', { name: 'Orders by day' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show as charts' }));
    expect(await screen.findByRole('heading', { name: 'Orders by day' })).toBeInTheDocument();
  });

  it('says so when the period has no orders, in Lithuanian', async () => {
    fakeApi({
      'GET /statistics': json(200, {
        ...WEEK,
        orders: 0,
        total: 0,
        average: null,
        buckets: WEEK.buckets.map((b) => ({ ...b, orders: 0, total: 0 })),
      }),
    });
    await renderAccount('/statistics', { language: 'lt' });
    expect(await screen.findByText(/Šiuo laikotarpiu užsakymų nėra/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Statistika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 dienų' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Laikotarpis' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['7 dienos', '30 dienų', '90 dienų', '180 dienų', '365 dienos']);
    expect(screen.getByText('0,00 €')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rodyti lentele' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('formats money in the page’s locale in the Lithuanian table', async () => {
    fakeApi({ 'GET /statistics': byDays() });
    await renderAccount('/statistics', { language: 'lt' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rodyti lentele' }));
    const region = screen.getByRole('region', { name: /^Užsakymai ir išlaidos pagal dieną/ });
    expect(within(region).getAllByRole('row')[8]).toHaveTextContent('Iš viso365,98 €');
  });

  it('says the query failed when offline and asks again on "Try again"', async () => {
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    let online = false;
    const api = fakeApi({
      'GET /statistics': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, WEEK);
      },
    });
    await renderAccount('/statistics');
    expect(await screen.findByText(/Query failed\. Please check your connection/, undefined, { timeout: 5000 })).toBeVisible();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€65.98', { selector: 'dd' })).toBeVisible();
    expect(api.callsTo('GET', '/statistics').length).toBe(2);
  });
});
