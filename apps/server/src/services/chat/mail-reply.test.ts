import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bareAddress, replyText, signedBy, threadOfRecipients, threadReplyAddress } from './mail-reply.ts';

const inbound = { address: 'Replies@in.example', secret: 'secret-of-sixteen-chars' };

describe('mailed chat answers', () => {
  it('gives each thread its own reply address and finds the thread again, case aside', () => {
    const address = threadReplyAddress(inbound, 42);
    expect(address).toMatch(/^Replies\+o42-[0-9a-f]{24}@in\.example$/);
    expect(threadOfRecipients(inbound, ['other@example.lt', `Shop <${address.toUpperCase()}>`])).toBe(42);
    expect(threadOfRecipients(inbound, [address.replace('+o42-', '+o43-')])).toBeNull();
    expect(threadOfRecipients({ ...inbound, secret: 'another-secret-value' }, [address])).toBeNull();
    expect(threadOfRecipients(inbound, [address.replace('@in.example', '@elsewhere.example')])).toBeNull();
  });

  it('checks the body’s signature', () => {
    const body = '{"a":1}';
    const key = 'k'.repeat(16);
    const good = `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    expect(signedBy(key, body, good)).toBe(true);
    expect(signedBy(key, body, good.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(signedBy(key, `${body} `, good)).toBe(false);
    expect(signedBy(key, body, `sha256=${'0'.repeat(64)}`)).toBe(false);
    expect(signedBy(key, body, undefined)).toBe(false);
  });

  it('keeps only the new part of a reply', () => {
    expect(replyText('Yes.\r\nThanks\r\n\r\nOn Mon, 1 Dec 2026, Ona <o@x.lt> wrote:\r\n> question')).toBe('Yes.\nThanks');
    expect(replyText('Taip.\n\n2026-12-03, kt 19:52, Ona <o@x.lt> rašė:\n> klausimas')).toBe('Taip.');
    expect(replyText('Sure\n-----Original Message-----\nFrom: x')).toBe('Sure');
    expect(replyText('Sure\n-- \nSoul Shop team')).toBe('Sure');
    expect(replyText('No quote at all')).toBe('No quote at all');
    expect(bareAddress('Name <A@B.lt>')).toBe('a@b.lt');
  });
});
