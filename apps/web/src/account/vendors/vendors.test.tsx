import type { MyVendor, Vendor } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const notApplied: MyVendor = { status: null, can_apply: true, company_name: '', company_code: '', vat_code: '', address: '', group: null };
const pending: MyVendor = {
  status: 'pending',
  can_apply: false,
  company_name: 'Žalia lentyna UAB',
  company_code: '305000111',
  vat_code: '',
  address: 'Gedimino pr. 9, Vilnius',
  group: null,
};

function vendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    userId: 41,
    email: 'shop@example.lt',
    first_name: 'Rūta',
    last_name: 'Tiekėja',
    company_name: 'Žalia lentyna UAB',
    company_code: '305000111',
    vat_code: 'LT100000111',
    address: 'Vilnius',
    status: 'pending',
    group: null,
    language: 'lt',
    applied_at: '2026-12-01T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const customerProps = (language: 'en' | 'lt' = 'en') =>
  accountProps(
    { sections: ['dashboard', 'profile', 'vendor'], user: { id: 7, displayName: 'Rūta', email: 'ruta@example.com', role: 'customer' } },
    language,
  );
const adminProps = () =>
  accountProps({
    sections: ['dashboard', 'vendors'],
    administrator: true,
    user: { id: 1, displayName: 'Asta', email: 'admin@example.com', role: 'administrator' },
  });

describe('wholesale: applying to be a vendor', () => {
  it('checks the form, sends the company and shows the pending notice', async () => {
    const api = fakeApi({ 'GET /vendor-application': json(200, notApplied), 'POST /vendor-application': json(201, pending) });
    await renderAccount('/vendor', { props: customerProps() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply to become a vendor' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(3);
    expect(api.callsTo('POST', '/vendor-application')).toHaveLength(0);
    await user.type(screen.getByLabelText('Company name'), 'Žalia lentyna UAB');
    await user.type(screen.getByLabelText('Company code'), '305000111');
    await user.type(screen.getByLabelText('Company address'), 'Gedimino pr. 9, Vilnius');
    await user.click(screen.getByRole('button', { name: 'Apply to become a vendor' }));
    expect(await screen.findByTestId('vendor-status-notice')).toHaveTextContent('Your vendor application is pending');
    const sent = api.callsTo('POST', '/vendor-application')[0];
    expect(sent?.json).toEqual({
      company_name: 'Žalia lentyna UAB',
      company_code: '305000111',
      vat_code: '',
      address: 'Gedimino pr. 9, Vilnius',
    });
    expect(sent?.headers.get('X-WP-Nonce')).toBe('rest-n');
  });

  it('a pending vendor sees the notice above every screen, in Lithuanian too', async () => {
    fakeApi({ 'GET /vendor-application': json(200, pending) });
    await renderAccount('/vendor', { props: { ...customerProps('lt'), vendorStatus: 'pending' }, language: 'lt' });
    expect(await screen.findByTestId('vendor-status-notice')).toHaveTextContent('Jūsų tiekėjo paraiška laukia patvirtinimo');
    expect(await screen.findByText('Žalia lentyna UAB')).toBeInTheDocument();
    // One notice: the layout's (the page adds its own only for a status that changed since the page loaded).
    expect(screen.getAllByTestId('vendor-status-notice')).toHaveLength(1);
  });

  it('an approved vendor sees their group’s terms', async () => {
    fakeApi({
      'GET /vendor-application': json(200, { ...pending, status: 'approved', group: { name: 'Wholesale', discount_percent: 20 } }),
    });
    await renderAccount('/vendor', { props: { ...customerProps(), vendorStatus: 'approved' } });
    expect(await screen.findByTestId('vendor-approved')).toHaveTextContent('“Wholesale” group');
    expect(screen.queryByTestId('vendor-status-notice')).toBeNull();
  });
});

describe('vendor management (administrators)', () => {
  it('lists pending vendors, filters by status and approves into the chosen group', async () => {
    const api = fakeApi({
      'GET /vendors': (call) =>
        json(
          200,
          call.query.get('status') === 'locked' ? [vendor({ userId: 42, status: 'locked', email: 'locked@example.lt' })] : [vendor()],
          {
            'X-WP-Total': '1',
            'X-WP-TotalPages': '1',
          },
        ),
      'GET /admin/customer-groups': json(200, [
        { id: 1, name: 'Wholesale', discount_percent: 20, prices: [] },
        { id: 2, name: 'Pharmacies', discount_percent: 10, prices: [] },
      ]),
      'POST ajax:b2bwhsapproveuser': json(200, {
        success: true,
        data: vendor({ status: 'approved', group: { id: 2, name: 'Pharmacies' } }),
      }),
    });
    await renderAccount('/vendors', { props: adminProps() });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).getByText('shop@example.lt')).toBeInTheDocument();
    expect(api.callsTo('GET', '/vendors')[0]?.query.get('status')).toBe('pending');
    const user = userEvent.setup();
    await user.selectOptions(within(table).getByLabelText('Customer group'), '2');
    await user.click(within(table).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.ajaxCalls('b2bwhsapproveuser')).toHaveLength(1));
    const form = api.ajaxCalls('b2bwhsapproveuser')[0]?.form;
    expect(form?.get('chosen_group')).toBe('2');
    expect(form?.get('user')).toBe('41');
    expect(form?.get('ajax_nonce')).toBe('ajax-n');
    expect(await screen.findByText('shop@example.lt is approved into Pharmacies.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'locked');
    expect(await screen.findByText('locked@example.lt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('says “Something went wrong” when an approval fails, and shows a reject’s own string (account §8)', async () => {
    fakeApi({
      'GET /vendors': json(200, [vendor()], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
      'GET /admin/customer-groups': json(200, [{ id: 1, name: 'Wholesale', discount_percent: 20, prices: [] }]),
      'POST ajax:b2bwhsapproveuser': json(200, { success: false, data: 'No customer group found' }),
      'POST ajax:b2bwhsrejectuser': json(200, { success: false, data: 'This vendor is rejected: that decision cannot be taken now.' }),
    });
    await renderAccount('/vendors', { props: adminProps() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This vendor is rejected: that decision cannot be taken now.')).toBeInTheDocument();
  });

  it('deletes only after a confirmation', async () => {
    const api = fakeApi({
      'GET /vendors': json(200, [vendor({ status: 'approved', group: { id: 1, name: 'Wholesale' } })], {
        'X-WP-Total': '1',
        'X-WP-TotalPages': '1',
      }),
      'GET /admin/customer-groups': json(200, []),
      'POST /deletevendor': json(200, vendor()),
    });
    await renderAccount('/vendors', { props: adminProps() });
    const user = userEvent.setup();
    expect(await screen.findByText('There is no customer group yet: create one first.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete vendor' });
    expect(dialog).toHaveTextContent('Delete the vendor account of shop@example.lt?');
    expect(api.callsTo('POST', '/deletevendor')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST', '/deletevendor')).toHaveLength(1));
    expect(api.callsTo('POST', '/deletevendor')[0]?.json).toEqual({ userId: 41 });
  });
});
