import type { AccountDocument } from '@soul/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, order, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetOverlays();
});

const withDocuments = (language: 'en' | 'lt' = 'en') => {
  const props = accountProps({}, language);
  return accountProps({ sections: [...props.sections, 'documents'] }, language);
};

const invoice: AccountDocument = {
  id: 3,
  kind: 'invoice',
  number: 'SS-2026-00004',
  date: '2026-11-20T10:00:00.000Z',
  order_id: 12,
  amount: '3161',
  reason: 'issue',
  corrects: null,
  url: '/wp-json/soul/v1/documents/3',
};
const credit: AccountDocument = {
  id: 9,
  kind: 'credit_note',
  number: 'SS-KR-2026-00001',
  date: '2026-11-22T10:00:00.000Z',
  order_id: 12,
  amount: '-790',
  reason: 'refund',
  corrects: 'SS-2026-00004',
  url: '/wp-json/soul/v1/documents/9',
};
const page = json(200, [credit, invoice], { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' });

describe('documents', () => {
  it('lists invoices and credit notes, newest first, with the corrected invoice, amounts as booked, View and Download', async () => {
    const api = fakeApi({ 'GET /documents': page });
    await renderAccount('/documents', { props: withDocuments() });
    const table = await screen.findByRole('table', { name: 'Your documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Credit note')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Corrects SS-2026-00004 · Refund')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('-€7.90')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€31.61')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Download Credit note SS-KR-2026-00001 as PDF' })).toHaveAttribute(
      'href',
      '/wp-json/soul/v1/documents/9?download=1',
    );
    expect(api.callsTo('GET', '/documents')[0]?.query.get('per_page')).toBe('20');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'View Invoice SS-2026-00004' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('speaks Lithuanian and shows cards on a phone', async () => {
    phoneScreen();
    fakeApi({ 'GET /documents': page });
    await renderAccount('/documents', { props: withDocuments('lt'), language: 'lt' });
    expect(await screen.findByText('Kreditinė PVM sąskaita faktūra')).toBeInTheDocument();
    expect(screen.getByText('Koreguoja SS-2026-00004 · Pinigų grąžinimas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atsisiųsti PDF: Kreditinė PVM sąskaita faktūra SS-KR-2026-00001' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dokumentai' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /documents': json(200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }) });
    await renderAccount('/documents', { props: withDocuments() });
    expect(await screen.findByText(/You have no documents yet/)).toBeInTheDocument();
  });

  it('is not found for someone the server did not give the section', async () => {
    fakeApi({ 'GET /documents': page });
    await renderAccount('/documents', { props: accountProps({ sections: ['dashboard', 'subscriptions', 'profile'] }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a refunded order’s credit note under its invoice', async () => {
    fakeApi({
      'GET /orders/12': json(200, order({ status: 'refunded', invoice_number: 'SS-2026-00004' })),
      'GET /documents': (call) => json(200, call.query.get('order_id') === '12' ? [credit, invoice] : []),
    });
    await renderAccount('/orders/12', { props: withDocuments() });
    expect(await screen.findByRole('button', { name: 'Credit note SS-KR-2026-00001' })).toBeInTheDocument();
    expect(screen.getByText('No. SS-2026-00004')).toBeInTheDocument();
  });
});
