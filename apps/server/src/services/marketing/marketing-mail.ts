import type { Language } from '@soul/contracts';
import type { UnsubscribeSubject, UnsubscribeTokens } from './unsubscribe-token.ts';

/** The page (GET: asks; POST: unsubscribes) and the one-click target of every marketing mail, in the mail's language. */
export function unsubscribePath(language: Language): string {
  return language === 'lt' ? '/lt/marketing/unsubscribe' : '/marketing/unsubscribe';
}

/** The recipient's own unsubscribe link, for the mail's footer and its List-Unsubscribe header. */
export function unsubscribeUrl(tokens: UnsubscribeTokens, siteUrl: string, subject: UnsubscribeSubject, language: Language): string {
  return `${siteUrl.replace(/\/$/, '')}${unsubscribePath(language)}?token=${encodeURIComponent(tokens.create(subject))}`;
}

/**
 * The headers every marketing mail carries: List-Unsubscribe with the signed
 * link, and List-Unsubscribe-Post for one-click unsubscribing (RFC 8058;
 * Gmail and Yahoo require both of bulk senders). The mail must also be
 * DKIM-signed over them, which is the SMTP relay's work.
 */
export function marketingMailHeaders(
  tokens: UnsubscribeTokens,
  siteUrl: string,
  subject: UnsubscribeSubject,
  language: Language,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(tokens, siteUrl, subject, language)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
