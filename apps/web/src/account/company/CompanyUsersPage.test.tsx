import type { CompanyUser } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const FLAGS = {
  permission_buy: false,
  permission_view_bundles: false,
  permission_view_discussions: false,
  permission_view_lists: false,
  permission_view_orders: true,
  permission_edit_orders: false,
  permission_edit_subscription: false,
  permission_edit_subscription_items: false,
};
const member = (overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  id: 41,
  first_name: 'Vita',
  last_name: 'Žiūrovė',
  username: 'vita@example.lt',
  email: 'vita@example.lt',
  position: 'Accountant',
  status: 'active',
  b2b_permissions: FLAGS,
  ...overrides,
});
const director = (language: 'en' | 'lt' = 'en') =>
  accountProps(
    { user: { id: 3, displayName: 'Darius', email: 'd@example.lt', role: 'director' }, sections: ['dashboard', 'orders', 'users'] },
    language,
  );
const audit = json(
  200,
  [
    {
      id: 9,
      at: '2026-12-01T10:00:00.000Z',
      actor: { id: 3, name: 'Darius Vadovas' },
      subject_type: 'staff_user',
      subject_id: '41',
      subject_name: 'Vita Žiūrovė',
      action: 'updated',
      before: { name: 'Vita Žiūrovė', permission_buy: true },
      after: { permission_buy: false },
    },
  ],
  { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
);

describe('company users', () => {
  it('shows the grid with named checkboxes; a change saves that flag at once', async () => {
    const api = fakeApi({
      'GET /multiusers': json(200, [member()]),
      'GET /company-audit': audit,
      'POST ajax:b2bwhs_update_multiaccount': json(200, { success: true, data: { message: 'Saved', user: member() } }),
    });
    await renderAccount('/users', { props: director() });
    const buy = await screen.findByRole('checkbox', { name: 'Buy: Vita Žiūrovė' });
    expect(buy).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'See orders: Vita Žiūrovė' })).toBeChecked();
    await userEvent.click(buy);
    await waitFor(() => expect(api.ajaxCalls('b2bwhs_update_multiaccount')).toHaveLength(1));
    const form = api.ajaxCalls('b2bwhs_update_multiaccount')[0]?.form;
    expect(form?.get('id')).toBe('41');
    expect(form?.get('permissionBuy')).toBe('1');
    expect(form?.get('ajax_nonce')).toBe('ajax-n');
    // The change history reads before → after.
    const history = await screen.findByRole('region', { name: 'Change history' });
    expect(within(history).getByText('Buy: yes → no')).toBeInTheDocument();
  });

  it('invites a user with the staff defaults and the chosen invitation language, and checks the form first', async () => {
    const api = fakeApi({
      'GET /multiusers': json(200, []),
      'GET /company-audit': json(200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }),
      'POST ajax:b2bwhs_create_multiaccount': json(200, {
        success: true,
        data: { message: 'Invited', user: member({ status: 'invited' }) },
      }),
    });
    await renderAccount('/users', { props: director() });
    expect(await screen.findByText(/No users yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite a user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required.');
    expect(api.ajaxCalls('b2bwhs_create_multiaccount')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Vita');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Žiūrovė');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'vita@example.lt');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language of the invitation' }), 'lt');
    expect(screen.getByRole('checkbox', { name: 'Buy' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Buy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(api.ajaxCalls('b2bwhs_create_multiaccount')).toHaveLength(1));
    const form = api.ajaxCalls('b2bwhs_create_multiaccount')[0]?.form;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      firstName: 'Vita',
      lastName: 'Žiūrovė',
      email: 'vita@example.lt',
      language: 'lt',
      permissionBuy: '0',
      permissionViewOrders: '1',
      permissionEditOrders: '0',
    });
    expect(form?.has('password')).toBe(false);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('removes a user after asking, and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /multiusers': json(200, [member()]),
      'GET /company-audit': audit,
      'POST ajax:b2bwhs_delete_multiaccount': json(404, { success: false, data: 'No such user in your company.' }),
    });
    await renderAccount('/users', { props: director() });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Vita Žiūrovė' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Vita Žiūrovė' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No such user in your company.')).toBeInTheDocument();
    expect(api.ajaxCalls('b2bwhs_delete_multiaccount')[0]?.form?.get('id')).toBe('41');
  });

  it('shows each user as a card with a labelled checkbox group on a phone, in Lithuanian', async () => {
    phoneScreen();
    fakeApi({ 'GET /multiusers': json(200, [member()]), 'GET /company-audit': audit });
    await renderAccount('/users', { props: director('lt'), language: 'lt' });
    const group = await screen.findByRole('group', { name: 'Teisės: Vita Žiūrovė' });
    expect(within(group).getByRole('checkbox', { name: 'Pirkti' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Matyti užsakymus' })).toBeChecked();
  });

  it('is not there for anyone the server did not list it for', async () => {
    fakeApi({});
    await renderAccount('/users');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
