import { makeNodeTransport, type NodeOptions } from '@sentry/node';
import { sendWithRetries } from './send-with-retries.ts';

type MakeTransport = NonNullable<NodeOptions['transport']>;
type TransportOptions = Parameters<MakeTransport>[0];
type Transport = ReturnType<MakeTransport>;

/**
 * Sentry's Node transport with the shop's retries (5, from 1000 ms): the
 * SDK has no setting for them (its offline transport retries on a fixed
 * schedule from 5 s and needs a store), so a network failure or a 5xx is
 * tried again here. A 429 is not: Sentry's rate limit is obeyed by the SDK.
 */
export function retryingTransport(options: TransportOptions, makeTransport: MakeTransport = makeNodeTransport): Transport {
  const transport = makeTransport(options);
  return {
    send: (envelope) =>
      sendWithRetries(
        () => Promise.resolve(transport.send(envelope)),
        (answer) => (answer.statusCode ?? 0) >= 500,
      ),
    flush: (timeout) => transport.flush(timeout),
  };
}
