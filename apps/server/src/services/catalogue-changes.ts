import type pg from 'pg';

/**
 * Listens for `catalogue_changed` notifications (sent by triggers on every
 * catalogue table, migration 0001) and calls `onChange`. If the listening
 * connection drops, it reconnects and calls `onChange` too, because changes
 * may have been missed meanwhile.
 */
export class CatalogueChangeListener {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onChange: () => void,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await this.pool.connect();
      client.on('notification', () => this.onChange());
      client.on('error', (error) => this.reconnect(`catalogue listener lost its connection: ${error.message}`));
      await client.query('LISTEN catalogue_changed');
      this.client = client;
    } catch (error) {
      this.reconnect(`catalogue listener could not connect: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private reconnect(reason: string): void {
    this.log(reason);
    this.onChange();
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
      await client.query('UNLISTEN catalogue_changed').catch(() => {});
      client.release();
    }
  }
}
