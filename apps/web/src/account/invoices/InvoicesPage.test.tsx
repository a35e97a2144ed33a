import { DEFAULT_INVOICE_SETTINGS } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { accountProps, fakeApi, json, order, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';
import { defaultExportRange } from './export-range.ts';

const createObjectURL = vi.fn(() => 'blob:invoices');
const revokeObjectURL = vi.fn();
let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetOverlays();
});

const orders = json(
  200,
  [order({ invoice_number: '2026-0007' }), order({ id: 13, name: '#13', invoice_url: '/wp-json/soul/v1/invoice/13' })],
  { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' },
);

describe('invoices', () => {
  it('lists the invoices of the orders with View and Download', async () => {
    fakeApi({ 'GET /orders': orders });
    await renderAccount('/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices of your orders' });
    expect(within(table).getByText('2026-0007')).toBeInTheDocument();
    expect(within(table).getByText('Issued when first opened')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Download the invoice of Order #13' })).toHaveAttribute(
      'href',
      '/wp-json/soul/v1/invoice/13?download=1',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'View the invoice of Order #12' }));
    expect(await screen.findByRole('dialog', { name: 'Invoice – Order #12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invoice settings' })).toBeNull();
  });

  it('exports a chosen period as one PDF download and says how many', async () => {
    const api = fakeApi({
      'GET /orders': orders,
      'POST ajax:wpo_wcpdf_export_get_order_ids': json(200, { success: true, data: [12, 13] }),
      'POST ajax:wpo_wcpdf_export_bulk': new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    await renderAccount('/invoices');
    const range = defaultExportRange();
    expect(screen.getByLabelText('From')).toHaveValue(range.dateFrom);
    expect(screen.getByLabelText('To')).toHaveValue(range.dateTo);
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-10-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-10-31');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order status' }), 'any');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('2 invoices exported.')).toBeInTheDocument();
    const [ids] = api.ajaxCalls('wpo_wcpdf_export_get_order_ids');
    expect(Object.fromEntries(ids!.form!)).toEqual({
      action: 'wpo_wcpdf_export_get_order_ids',
      ajax_nonce: 'ajax-n',
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      status: 'any',
    });
    expect(api.ajaxCalls('wpo_wcpdf_export_bulk')[0]?.form?.get('order_ids')).toBe('12,13');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked[0]?.download).toBe('invoices-2026-10-01-2026-10-31.pdf');
    expect(clicked[0]?.href).toBe('blob:invoices');
  });

  it("says 'Nothing found.' when the period has no orders", async () => {
    const api = fakeApi({ 'GET /orders': orders, 'POST ajax:wpo_wcpdf_export_get_order_ids': json(200, { success: true, data: [] }) });
    await renderAccount('/invoices');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
    expect(api.ajaxCalls('wpo_wcpdf_export_bulk')).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('refuses a period that ends before it starts, under the field', async () => {
    const api = fakeApi({ 'GET /orders': orders });
    await renderAccount('/invoices');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(api.ajaxCalls('wpo_wcpdf_export_get_order_ids')).toHaveLength(0);
  });

  it('lets an administrator change the invoice settings (GET, then POST the form)', async () => {
    const stored = { ...DEFAULT_INVOICE_SETTINGS, show_phone: true, attach_to_new_order: false };
    const api = fakeApi({
      'GET /orders': orders,
      'GET /invoice-settings': json(200, stored),
      'POST /invoice-settings': (call) => json(200, call.json),
    });
    await renderAccount('/invoices', { props: accountProps({ administrator: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice settings' });
    const title = await within(dialog).findByRole('textbox', { name: 'Document title' });
    expect(title).toHaveAttribute('placeholder', 'Invoice');
    expect(within(dialog).getByRole('textbox', { name: 'PDF file name' })).toHaveAttribute('placeholder', 'invoice-{number}');
    expect(within(dialog).getByRole('textbox', { name: 'Document number label' })).toHaveAttribute('placeholder', 'Invoice number');
    expect(within(dialog).getByRole('checkbox', { name: 'Show the phone number' })).toBeChecked();
    // Each language has its own texts: the Lithuanian ones default to the Lithuanian invoice's.
    const titleLt = within(dialog).getByRole('textbox', { name: 'Document title in Lithuanian' });
    expect(titleLt).toHaveAttribute('placeholder', 'Sąskaita faktūra');

    await userEvent.type(title, 'Tax invoice');
    await userEvent.type(titleLt, 'PVM sąskaita faktūra');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show the phone number' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Attach to new order e-mails' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', '/invoice-settings')).toHaveLength(1));
    const call = api.callsTo('POST', '/invoice-settings')[0];
    expect(call?.headers.get('X-WP-Nonce')).toBe('rest-n');
    expect(call?.json).toEqual({
      ...stored,
      document_title: 'Tax invoice',
      document_title_lt: 'PVM sąskaita faktūra',
      show_phone: false,
      attach_to_new_order: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invoice settings' })).toBeNull());
    expect(useNotificationStore.getState().current?.title).toBe('Invoice settings saved');
  });

  it('checks the file name before sending and shows server field errors under their fields', async () => {
    const api = fakeApi({
      'GET /orders': orders,
      'GET /invoice-settings': json(200, DEFAULT_INVOICE_SETTINGS),
      'POST /invoice-settings': json(400, {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): number_label',
        data: { status: 400, params: { number_label: 'Too long for the invoice.' } },
      }),
    });
    await renderAccount('/invoices', { props: accountProps({ administrator: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice settings' });
    const fileName = await within(dialog).findByRole('textbox', { name: 'PDF file name' });
    await userEvent.clear(fileName);
    await userEvent.type(fileName, '../secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fileName).toHaveAccessibleDescription(/Use letters, digits, spaces/));
    expect(api.callsTo('POST', '/invoice-settings')).toHaveLength(0);

    await userEvent.clear(fileName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Document number label' })).toHaveAccessibleDescription(
        /Too long for the invoice\./,
      ),
    );
  });

  it('exports any status by default and drops the last result when the dates change or it runs again', async () => {
    let answer: number[] = [];
    const api = fakeApi({
      'GET /orders': orders,
      'POST ajax:wpo_wcpdf_export_get_order_ids': () => json(200, { success: true, data: answer }),
      'POST ajax:wpo_wcpdf_export_bulk': new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    await renderAccount('/invoices');
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('any');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
    expect(api.ajaxCalls('wpo_wcpdf_export_get_order_ids')[0]?.form?.get('status')).toBe('any');

    await userEvent.clear(screen.getByLabelText('From'));
    expect(screen.queryByText('Nothing found.')).toBeNull();
    await userEvent.type(screen.getByLabelText('From'), '2026-10-01');

    answer = [12];
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('1 invoice exported.')).toBeInTheDocument();
    // A run that finds nothing replaces the old result; the old one is gone the moment it starts.
    answer = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.fetchMock.mockImplementationOnce(async () => {
      await gate;
      return json(200, { success: true, data: [] });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.queryByText('1 invoice exported.')).toBeNull();
    release();
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
  });

  it('says "Invoices" to an administrator and tells a page past the end from having none', async () => {
    fakeApi({ 'GET /orders': json(200, [], { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' }) });
    await renderAccount('/invoices?pg=4', { props: accountProps({ administrator: true }) });
    expect(await screen.findByText('There are no invoices on this page.')).toBeInTheDocument();
    expect(screen.queryByText('You have no invoices yet.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Invoices', level: 3 })).toBeInTheDocument();
  });

  it('shows each invoice as a card on a phone, total and actions without scrolling', async () => {
    phoneScreen();
    fakeApi({ 'GET /orders': orders });
    await renderAccount('/invoices', { language: 'lt' });
    const list = await screen.findByRole('list', { name: 'Jūsų užsakymų sąskaitos faktūros' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[1]!;
    expect(card).toHaveTextContent('#13');
    expect(card).toHaveTextContent('Išrašoma pirmą kartą atidarius');
    expect(within(card).getByRole('link', { name: 'Atsisiųsti sąskaitą: Užsakymas #13' })).toHaveAttribute(
      'href',
      '/wp-json/soul/v1/invoice/13?download=1',
    );
  });
});
