import type { AccountReport } from '@soul/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const REPORT: AccountReport = {
  from: '2025-12-04',
  to: '2026-12-03',
  currency: 'EUR',
  total: 6598,
  orders: 2,
  by_month: [{ month: '2026-11', orders: 2, total: 6598 }],
  by_product: [{ product_id: 11, name: 'Gut Restore', quantity: 3, total: 4500 }],
  by_staff: [{ user_id: 5, name: 'Bronė Pirkėja', orders: 2, total: 6598 }],
};

describe('reports', () => {
  it('shows spending by month, product and staff member in euros, and links the CSV of the same range', async () => {
    const api = fakeApi({ 'GET /reports': json(200, REPORT) });
    await renderAccount('/reports');
    expect(await screen.findByText('€65.98 in 2 orders')).toBeVisible();
    const months = screen.getByRole('table', { name: 'By month' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('2026-11');
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('€65.98');
    expect(within(screen.getByRole('table', { name: 'By product' })).getAllByRole('row')[1]).toHaveTextContent('Gut Restore3€45.00');
    expect(screen.getByRole('table', { name: 'By staff member' })).toHaveTextContent('Bronė Pirkėja');
    const query = api.calls[0]?.query;
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toContain('format=csv');
    expect(csv.getAttribute('href')).toContain(`from=${query?.get('from') ?? ''}`);
  });

  it('leaves the staff table out for a customer; cards on a phone in Lithuanian', async () => {
    phoneScreen();
    fakeApi({ 'GET /reports': json(200, { ...REPORT, by_staff: null }) });
    await renderAccount('/reports', { language: 'lt' });
    expect(await screen.findByRole('list', { name: 'Pagal produktą' })).toHaveTextContent('Gut Restore');
    expect(screen.getByText(/per 2 užsakymus/)).toBeVisible();
    expect(screen.queryByText('Pagal darbuotoją')).toBeNull();
  });
});
