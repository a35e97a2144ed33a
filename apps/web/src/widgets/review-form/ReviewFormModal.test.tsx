import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testPageSettings } from '../../test/render.tsx';
import ReviewFormModal from './ReviewFormModal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PRODUCT = { id: 11, name: 'Energy Complex', image: null };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ona');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ona@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Good');
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'It helps every morning.');
}

describe('review form', () => {
  it('shows every broken rule under its field and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWidget(<ReviewFormModal payload={{ product: PRODUCT }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(dialog).toHaveAttribute('id', 'reviewForm');
    expect(dialog).toHaveTextContent('Energy Complex');
    expect(dialog).toHaveTextContent('Every review earns the same reward, whatever stars you give.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(dialog).toHaveTextContent('Please give a star rating');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Your name is required');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription('A review is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a photo that is not JPEG, PNG or GIF, or over 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWidget(<ReviewFormModal payload={{ product: PRODUCT }} onClose={() => undefined} />);
    const input = await screen.findByLabelText('Photo or video (optional)');
    await user.upload(input, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid file type. Only JPEG, PNG, and GIF are allowed.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('File size exceeds 5MB limit.')).toBeInTheDocument();
  });

  it('takes a video up to 250 MB (H.264, MPEG-4, AVI), previews it and sends it as a video', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ applyAccept: false });
    renderWidget(<ReviewFormModal payload={{ product: PRODUCT }} onClose={() => undefined} />, 'en', testPageSettings());
    await screen.findByRole('dialog', { name: 'Write a review' });
    const input = screen.getByLabelText('Photo or video (optional)');
    expect(input).toHaveAttribute('accept', expect.stringContaining('video/mp4'));
    const huge = new File(['v'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 250 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('File size exceeds 250MB limit.')).toBeInTheDocument();

    await fillIn(user);
    await user.upload(input, new File(['mov'], 'clip.mov', { type: 'video/quicktime' }));
    expect(screen.queryByText('File size exceeds 250MB limit.')).toBeNull();
    expect(screen.getByText('clip.mov')).toBeInTheDocument();
    expect(document.body.querySelector('video')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('review_attachment_type')).toBe('video');
    expect((form.get('review_attachment_file') as File).name).toBe('clip.mov');
  });

  it('goes idle → submitting → confirmation, posting multipart with the REST nonce and the photo', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const user = userEvent.setup();
    renderWidget(<ReviewFormModal payload={{ product: PRODUCT }} onClose={() => undefined} />, 'en', testPageSettings());
    await screen.findByRole('dialog', { name: 'Write a review' });
    await fillIn(user);
    await user.upload(screen.getByLabelText('Photo or video (optional)'), new File(['png'], 'p.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('button', { name: /Submitting/ })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wp-json/soul/v1/reviews');
    expect(new Headers(init?.headers).get('X-WP-Nonce')).toBe('rest-n');
    const form = init?.body as FormData;
    expect(form.get('review_rating')).toBe('4');
    expect(form.get('comment_post_ID')).toBe('11');
    expect(form.get('author')).toBe('Ona');
    expect((form.get('review_attachment_file') as File).name).toBe('p.png');
    release(
      answer(201, {
        review_type: 'social',
        review: { title: 'Good', content: 'x' },
        product_name: 'Energy Complex',
        product_url: '/p',
        status: 'pending',
      }),
    );
    const done = await screen.findByRole('alertdialog', { name: 'Review Added' });
    expect(done).toHaveTextContent('Your review has been added successfully! Thank you for your feedback!');
    // Five stars ('social'): offered for sharing.
    expect(within(done).getByRole('link', { name: 'Share your review' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/p')),
    );
  });

  it('puts the server’s field messages under their fields, and falls back to ‘Failed to submit review’', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        answer(400, { code: 'rest_invalid_param', message: 'Bad e-mail', data: { status: 400, params: { email: 'Server says no' } } }),
      )
      .mockResolvedValueOnce(new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWidget(<ReviewFormModal payload={{ product: PRODUCT }} onClose={() => undefined} />, 'en', testPageSettings());
    await screen.findByRole('dialog', { name: 'Write a review' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Server says no'));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Failed to submit review')).toHaveAttribute('role', 'alert');
  });

  it('is prefilled for a signed-in customer', async () => {
    renderWidget(
      <ReviewFormModal payload={{ product: PRODUCT, prefill: { name: 'Ona', email: 'ona@example.com' } }} onClose={() => undefined} />,
      'lt',
    );
    expect(await screen.findByRole('textbox', { name: 'El. paštas' })).toHaveValue('ona@example.com');
    expect(screen.getByRole('textbox', { name: 'Vardas' })).toHaveValue('Ona');
  });
});
