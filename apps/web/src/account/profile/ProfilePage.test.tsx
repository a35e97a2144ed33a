import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { fakeApi, json, profile, renderAccount, resetOverlays } from '../test-support.tsx';
import { photoProblem } from './photo-check.ts';

/** The browser's decoder: a file decodes when its bytes start like a PNG, JPEG or GIF (what a real decoder would accept here). */
async function fakeCreateImageBitmap(file: Blob) {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
  const head = new Uint8Array(bytes).slice(0, 4);
  const png = head[0] === 0x89 && head[1] === 0x50;
  const jpeg = head[0] === 0xff && head[1] === 0xd8;
  const gif = head[0] === 0x47 && head[1] === 0x49;
  if (!png && !jpeg && !gif) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  return { width: 1, height: 1, close: () => undefined };
}
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  vi.stubGlobal('createImageBitmap', vi.fn(fakeCreateImageBitmap));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const details = () => screen.getByRole('region', { name: 'Your details' });

describe('profile', () => {
  it('shows role and username read-only, the company read-only for company members', async () => {
    fakeApi({ 'GET /profile': json(200, profile({ role: 'director', company: 'Sielos UAB', companyLocked: true })) });
    await renderAccount('/profile');
    await screen.findByRole('region', { name: 'Your details' });
    const readOnly = (label: string) => within(details()).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(readOnly('Username')).toHaveTextContent('ruta');
    expect(readOnly('Role')).toHaveTextContent('Company director');
    expect(readOnly('Company')).toHaveTextContent('Sielos UAB');
    expect(within(details()).queryByRole('textbox', { name: 'Company' })).toBeNull();
    expect(within(details()).getByRole('checkbox', { name: 'News and offers by e-mail' })).toBeChecked();
    expect(within(details()).getByRole('checkbox', { name: 'News and offers by SMS' })).not.toBeChecked();
  });

  it('checks the fields in the browser and ties each message to its field', async () => {
    const api = fakeApi({ 'GET /profile': json(200, profile()) });
    await renderAccount('/profile');
    const email = await within(await screen.findByRole('region', { name: 'Your details' })).findByRole('textbox', {
      name: 'E-mail address',
    });
    const phone = within(details()).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ruta@');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.selectOptions(within(details()).getByRole('combobox', { name: 'Country' }), '');
    await userEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Use digits, spaces and the characters + ( ) - only.');
    expect(within(details()).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Please choose a country.');
    expect(api.callsTo('POST', '/profile')).toHaveLength(0);
  });

  it('asks for the current password to change the e-mail, and saves the whole profile', async () => {
    const api = fakeApi({
      'GET /profile': json(200, profile()),
      'POST /profile': (call) =>
        json(200, profile({ email: 'new@example.com', firstName: String((call.json as { firstName: string }).firstName) })),
    });
    await renderAccount('/profile');
    const email = await within(await screen.findByRole('region', { name: 'Your details' })).findByRole('textbox', {
      name: 'E-mail address',
    });
    await userEvent.clear(email);
    await userEvent.type(email, 'New@Example.com');
    await userEvent.click(within(details()).getByRole('checkbox', { name: 'News and offers by SMS' }));
    await userEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    const current = await within(details()).findByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Enter your current password to change your e-mail address\./));
    expect(api.callsTo('POST', '/profile')).toHaveLength(0);

    await userEvent.type(current, 'old-secret');
    await userEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.callsTo('POST', '/profile')).toHaveLength(1));
    expect(api.callsTo('POST', '/profile')[0]?.json).toEqual({
      firstName: 'Rūta',
      lastName: 'Jonaitė',
      company: '',
      email: 'new@example.com',
      phone: '+37060000000',
      address: 'Gedimino pr. 1',
      city: 'Vilnius',
      postCode: 'LT-01103',
      country: 'LT',
      position: '',
      notifications: { email: true, sms: true, orders: true },
      currentPassword: 'old-secret',
      newPassword: '',
    });
    await waitFor(() => expect(useNotificationStore.getState().current?.title).toBe('Your details have been saved'));
  });

  it('shows the server’s field errors and a wrong password under their fields', async () => {
    fakeApi({
      'GET /profile': json(200, profile()),
      'POST /profile': (_call, index) =>
        index === 0
          ? json(400, {
              code: 'rest_invalid_param',
              message: 'Invalid parameter(s): city',
              data: { status: 400, params: { city: 'Unknown city.' } },
            })
          : json(403, { code: 'soul_wrong_password', message: 'The current password is not right.', data: { status: 403 } }),
    });
    await renderAccount('/profile');
    await screen.findByRole('region', { name: 'Your details' });
    await userEvent.click(await within(details()).findByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(within(details()).getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Unknown city.'));

    const password = screen.getByRole('region', { name: 'Change password' });
    await userEvent.type(within(password).getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(within(password).getByLabelText(/^New password/), 'new-secret-1');
    await userEvent.type(within(password).getByLabelText('Repeat the new password'), 'new-secret-1');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(password).getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not right.'),
    );
  });

  it('checks the new password and its repeat before sending', async () => {
    const api = fakeApi({ 'GET /profile': json(200, profile()) });
    await renderAccount('/profile');
    const password = await screen.findByRole('region', { name: 'Change password' });
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(password).getByLabelText(/^New password/), 'short');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(password).getByLabelText(/^New password/)).toHaveAccessibleDescription(
        /The password must be at least 8 characters long\./,
      ),
    );
    await userEvent.clear(within(password).getByLabelText(/^New password/));
    await userEvent.type(within(password).getByLabelText(/^New password/), 'long-enough');
    await userEvent.type(within(password).getByLabelText('Repeat the new password'), 'long-enougH');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(password).getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.'),
    );
    expect(api.callsTo('POST', '/profile')).toHaveLength(0);
  });

  it.each([
    [{ type: 'image/webp', size: 1000 }, 'type'],
    [{ type: 'application/pdf', size: 1000 }, 'type'],
    [{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'size'],
    [{ type: 'image/gif', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/jpeg', size: 10 }, null],
  ])('checks a photo %o → %s', (file, problem) => {
    expect(photoProblem(file)).toBe(problem);
  });

  it('refuses a wrong photo in the browser with the spec’s texts, previews and uploads a good one', async () => {
    const api = fakeApi({
      'GET /profile': json(200, profile()),
      'POST /profile/photo': json(200, profile({ photo: '/uploads/ruta.png' })),
    });
    await renderAccount('/profile');
    const input = await screen.findByLabelText('Choose a photo');
    // The page's own words, not the browser's "No file chosen".
    expect(screen.getByText('No new photo chosen')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Invalid file type. Only JPEG, PNG, and GIF are allowed.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Invalid file type. Only JPEG, PNG, and GIF are allowed. JPEG, PNG or GIF, up to 5 MB.');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File size exceeds 5MB limit.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/profile/photo')).toHaveLength(0);

    const good = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [good] } });
    expect(await screen.findByRole('img', { name: 'Preview of the new photo' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('me.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(api.callsTo('POST', '/profile/photo')).toHaveLength(1));
    expect((api.callsTo('POST', '/profile/photo')[0]?.body as FormData).get('photo')).toBe(good);
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/uploads/ruta.png');
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('refuses a file that is not a picture although it is named and typed like one: no preview, the spec’s text', async () => {
    const api = fakeApi({ 'GET /profile': json(200, profile()) });
    await renderAccount('/profile');
    const input = await screen.findByLabelText('Choose a photo');
    fireEvent.change(input, { target: { files: [new File(['just some text'], 'holiday.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Invalid file type. Only JPEG, PNG, and GIF are allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    expect(api.callsTo('POST', '/profile/photo')).toHaveLength(0);
  });

  it('drops a preview the browser cannot show after all', async () => {
    fakeApi({ 'GET /profile': json(200, profile()) });
    await renderAccount('/profile');
    const input = await screen.findByLabelText('Choose a photo');
    fireEvent.change(input, { target: { files: [new File([PNG_BYTES], 'me.png', { type: 'image/png' })] } });
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of the new photo' }));
    expect(await screen.findByText('Invalid file type. Only JPEG, PNG, and GIF are allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).toBeNull();
  });

  it('says once that changing the e-mail needs the current password', async () => {
    fakeApi({ 'GET /profile': json(200, profile()) });
    await renderAccount('/profile');
    const email = await within(await screen.findByRole('region', { name: 'Your details' })).findByRole('textbox', {
      name: 'E-mail address',
    });
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    const current = await within(details()).findByLabelText('Current password');
    expect(within(details()).getAllByText('Enter your current password to change your e-mail address.')).toHaveLength(1);
    await userEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(within(details()).getAllByText('Enter your current password to change your e-mail address.')).toHaveLength(1);
    expect(current).toHaveAccessibleDescription('Enter your current password to change your e-mail address.');
  });
});
