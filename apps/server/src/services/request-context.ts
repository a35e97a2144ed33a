import type { Language } from '@soul/contracts';
import type { Translate } from '../i18n.ts';
import type { Visitor } from './accounts/visitor.ts';

/**
 * What a service needs to know about the request it serves, in the manner
 * of Vendure's RequestContext: decided once at the HTTP edge (language,
 * translator, the site's own address, who asks) and passed down, so no
 * service reads headers, cookies or URLs itself.
 */
export interface RequestContext {
  readonly requestId: string;
  readonly language: Language;
  /** Texts in the reader's language (mail subjects, payment titles); errors are Problems, translated at the edge. */
  readonly t: Translate;
  /** The shop's base URL for links in answers (PUBLIC_URL, or an allowed Host). */
  readonly siteUrl: string;
  /** Who asks; it changes when the request signs someone in. */
  readonly visitor: Visitor;
}
