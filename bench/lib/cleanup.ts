/**
 * Teardown steps (stop the shop, close Chromium, delete the temp dir…) run in reverse
 * order of registration, exactly once, whether the bench ends normally, throws, or is
 * interrupted with Ctrl-C / SIGTERM. Without this an interrupted run would leave an
 * embedded PostgreSQL holding a temp directory and a port.
 */
type Step = { label: string; run: () => Promise<void> | void };

const steps: Step[] = [];
let running: Promise<void> | undefined;

/**
 * Registers a teardown step. Steps may also be run earlier by their owner (stopping
 * the hello server before the shop starts), so they must be idempotent.
 */
export function onCleanup(label: string, run: Step['run']): void {
  steps.push({ label, run });
}

/** Runs every remaining step, last registered first. Safe to call more than once. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop();
      if (step) await runStep(step);
    }
  })();
  return running;
}

async function runStep(step: Step): Promise<void> {
  try {
    await step.run();
  } catch (error) {
    // One failing step must not keep the others (e.g. stopping PostgreSQL) from running.
    console.error(`[bench] cleanup "${step.label}" failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** On Ctrl-C / SIGTERM: clean up, then exit with the conventional 128 + signal number. */
export function cleanupOnSignals(): void {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const signal of Object.keys(codes) as (keyof typeof codes)[]) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: stopping the servers and browsers I started…`);
      void cleanupAll().finally(() => process.exit(codes[signal]));
    });
  }
}
