/** Marketing events kept locally (storefront §7): what a marketing service would be told; packages/db implements it. */
export interface MarketingEventRepository {
  record(event: { kind: string; sessionToken: string | null; email: string | null; payload: unknown }): Promise<void>;
  count(kind: string, sessionToken: string): Promise<number>;
}
