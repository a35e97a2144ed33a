import type { Problem } from '@soul/contracts';

/** A service's answer: the value, or the problem the HTTP edge turns into its status and message. */
export type Answer<T> = { ok: true; value: T } | { ok: false; problem: Problem };
