/**
 * The part of autocannon 9's API the bench uses. autocannon ships no types and
 * @types/autocannon is not a dependency, so this file describes just enough of it
 * (see node_modules/autocannon/README.md, "API") for strict TypeScript.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Headers = Record<string, string>;

  /** One entry of `requests`: each connection loops over the array in order. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Headers;
    body?: string | Buffer;
    /** Rewrites the request just before it is sent; `context` is per connection. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
    /** Sees each response; may store data (a cart token…) in the per-connection `context`. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Headers) => void;
  }

  /** One connection. `setupClient` receives it once, before its first request. */
  export interface Client extends EventEmitter {
    setHeaders(headers: Headers): void;
    setBody(body: string | Buffer): void;
    setHeadersAndBody(headers: Headers, body: string | Buffer): void;
    setRequest(request: Request): void;
    setRequests(requests: Request[]): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: string;
    headers?: Headers;
    body?: string | Buffer;
    requests?: Request[];
    setupClient?: (client: Client) => void;
    initialContext?: Record<string, unknown>;
    /** Runs first with these overrides; its figures are kept apart from the result's. */
    warmup?: { connections?: number; duration?: number };
    title?: string;
  }

  /** Histogram summary: min/max/average/stddev plus percentiles p0_001 … p99_999. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds. */
    latency: Histogram & { totalCount: number };
    /** Requests per second (per sample); `total` is the count of completed requests. */
    requests: Histogram & { sent: number };
    /** Bytes per second. */
    throughput: Histogram;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
