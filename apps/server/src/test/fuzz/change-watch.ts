import type pg from 'pg';

/**
 * Counts rows written by one test's app, told apart by its PostgreSQL
 * application_name (other test files share the database and write beside
 * it). Row-level triggers on every table note each change made by a
 * connection with that name; `changes()` reads the count.
 */
export class ChangeWatch {
  constructor(
    private readonly pool: pg.Pool,
    private readonly applicationName: string,
    /** Tables a refused request may rightly write: rate-limit counters and the outbox. */
    private readonly ignored: readonly string[],
  ) {}

  async install(): Promise<void> {
    await this.pool.query(
      `CREATE TABLE IF NOT EXISTS fuzz_changes (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`,
    );
    await this.pool.query(`CREATE OR REPLACE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('application_name', true) = '${this.applicationName}' THEN
          INSERT INTO fuzz_changes (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of await this.tables()) {
      await this.pool.query(
        `CREATE TRIGGER fuzz_watch AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_note_change()`,
      );
    }
  }

  async uninstall(): Promise<void> {
    for (const table of await this.tables()) await this.pool.query(`DROP TRIGGER IF EXISTS fuzz_watch ON "${table}"`);
    await this.pool.query('DROP FUNCTION IF EXISTS fuzz_note_change()');
    await this.pool.query('DROP TABLE IF EXISTS fuzz_changes');
  }

  /** Changes noted so far, as `table:OPERATION` per row. */
  async changes(): Promise<string[]> {
    const rows = (
      await this.pool.query<{ table_name: string; operation: string }>('SELECT table_name, operation FROM fuzz_changes ORDER BY id')
    ).rows;
    return rows.map((r) => `${r.table_name}:${r.operation}`);
  }

  private async tables(): Promise<string[]> {
    const rows = (
      await this.pool.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'fuzz_changes' AND table_name NOT LIKE '\\_\\_%'`)
    ).rows;
    return rows.map((r) => r.table_name).filter((name) => !this.ignored.includes(name));
  }
}
