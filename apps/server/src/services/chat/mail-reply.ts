import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the shop's mailed answers arrive, and the secret the provider signs its posts with (config MAIL_INBOUND_*). */
export interface MailInbound {
  address: string;
  secret: string;
}

/** The thread's token: an HMAC of the order id, so a reply address cannot be made up for another order. */
function threadToken(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(`chat-thread:${orderId}`).digest('hex').slice(0, 24);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Reply-To of a customer's message as the shop gets it: `local+o<order>-<token>@domain`. */
export function threadReplyAddress(inbound: MailInbound, orderId: number): string {
  const at = inbound.address.lastIndexOf('@');
  return `${inbound.address.slice(0, at)}+o${orderId}-${threadToken(inbound.secret, orderId)}${inbound.address.slice(at)}`;
}

/** The order whose reply address is among the recipients (its token checked), or null. */
export function threadOfRecipients(inbound: MailInbound, recipients: readonly string[]): number | null {
  const at = inbound.address.lastIndexOf('@');
  const local = inbound.address.slice(0, at).toLowerCase();
  const domain = inbound.address.slice(at + 1).toLowerCase();
  for (const recipient of recipients) {
    const address = bareAddress(recipient);
    const match = /^(.+)\+o(\d{1,10})-([0-9a-f]{24})@(.+)$/.exec(address);
    if (!match || match[1] !== local || match[4] !== domain) continue;
    const orderId = Number(match[2]);
    if (sameText(match[3] ?? '', threadToken(inbound.secret, orderId))) return orderId;
  }
  return null;
}

/** Whether the body was signed with the secret: `X-Soul-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. */
export function signedBy(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  return sameText(header.trim().toLowerCase(), expected);
}

/** `Name <a@b>` or `a@b` → `a@b`, lower-cased. */
export function bareAddress(text: string): string {
  const angle = /<([^>]+)>/.exec(text);
  return (angle?.[1] ?? text).trim().toLowerCase();
}

/**
 * The new part of a mailed reply: the text above the quoted message (the
 * first "On … wrote:" line, "-----Original Message-----", a "From:" header
 * block or a run of "> " lines), so the thread does not repeat itself.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const cut = lines.findIndex(
    (line) =>
      /^\s*>/.test(line) ||
      /^\s*(On .+ wrote|.+ rašė):\s*$/i.test(line) ||
      /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i.test(line) ||
      /^\s*From:\s.+/i.test(line) ||
      /^\s*-- \s*$/.test(line),
  );
  return (cut === -1 ? lines : lines.slice(0, cut)).join('\n').trim();
}
