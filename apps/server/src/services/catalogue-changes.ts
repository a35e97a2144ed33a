import type pg from 'pg';

export interface CatalogueChangeHandlers {
  /** Anything in the catalogue changed: drop everything. */
  onChange: () => void;
  /** Only the stock (or sales count) of these products changed: an order or a restock (migration 0009). */
  onStockChange: (productIds: number[]) => void;
}

/**
 * Listens for `catalogue_changed` notifications (sent by triggers on every
 * catalogue table, migration 0001) and `catalogue_stock` ones (stock-only
 * updates, with the product ids affected, migration 0009). If the listening
 * connection drops, it reconnects and calls `onChange`, because changes may
 * have been missed meanwhile.
 */
export class CatalogueChangeListener {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly handlers: CatalogueChangeHandlers,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.channel === 'catalogue_stock') {
          const ids = (message.payload ?? '').split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
          this.handlers.onStockChange(ids);
        } else {
          this.handlers.onChange();
        }
      });
      client.on('error', (error) => this.reconnect(`catalogue listener lost its connection: ${error.message}`));
      await client.query('LISTEN catalogue_changed; LISTEN catalogue_stock');
      this.client = client;
    } catch (error) {
      this.reconnect(`catalogue listener could not connect: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private reconnect(reason: string): void {
    this.log(reason);
    this.handlers.onChange();
    this.client?.release(true);
    this.client = null;
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query('UNLISTEN *').catch(() => {});
      client.release();
    }
  }
}
