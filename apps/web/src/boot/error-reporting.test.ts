import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPageSettings } from '../test/render.tsx';
import { installErrorReporting, type ErrorSink, type SinkModule } from './error-reporting.ts';

/**
 * The first-load half of error reporting: a fake window (so listeners of
 * one test never meet another's) and a fake lazy sink module.
 */
function fakeWindow(readyState: DocumentReadyState = 'complete') {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (run: () => void) => {
      idle.push(run);
      return idle.length;
    },
    setTimeout: (run: () => void) => {
      idle.push(run);
      return idle.length;
    },
  });
  return { win: win as unknown as Window, target, runIdle: () => idle.splice(0).forEach((run) => run()) };
}

function fakeSink(handlesGlobalErrors = false) {
  const captured: Array<[unknown, unknown]> = [];
  const sink: ErrorSink = { handlesGlobalErrors, capture: (error, context) => void captured.push([error, context]) };
  const loadSink = vi.fn(async (): Promise<SinkModule> => ({ createSink: () => sink }));
  return { captured, loadSink };
}

function errorEvent(error: unknown): Event {
  return Object.assign(new Event('error'), { error, message: error instanceof Error ? error.message : String(error) });
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('installErrorReporting without a DSN', () => {
  it('loads the reporter at the first error and hands it uncaught errors, rejections and boundary reports, in order', async () => {
    const { win, target } = fakeWindow();
    const { captured, loadSink } = fakeSink();
    const report = installErrorReporting(testPageSettings('en'), win, loadSink);
    expect(loadSink).not.toHaveBeenCalled();
    const thrown = new Error('x is not a function');
    target.dispatchEvent(errorEvent(thrown));
    target.dispatchEvent(rejection('offline'));
    report(new Error('render'), { widget: 'product-list' });
    await flush();
    expect(loadSink).toHaveBeenCalledTimes(1);
    expect(captured).toEqual([
      [thrown, {}],
      ['offline', {}],
      [new Error('render'), { widget: 'product-list' }],
    ]);
    report('later');
    expect(captured.at(-1)).toEqual(['later', {}]);
  });

  it('keeps at most 10 errors while the reporter loads', async () => {
    const { win } = fakeWindow();
    const { captured, loadSink } = fakeSink();
    const report = installErrorReporting(testPageSettings('en'), win, loadSink);
    for (let i = 0; i < 15; i++) report(new Error(`e${i}`));
    await flush();
    expect(captured).toHaveLength(10);
  });
});

describe('installErrorReporting with a Sentry DSN', () => {
  const settings = () => testPageSettings('en', { sentryDsn: 'https://key@o1.ingest.sentry.example/2' });

  it('loads the SDK only once the page is idle, even when something fails before', async () => {
    const { win, target, runIdle } = fakeWindow();
    const { captured, loadSink } = fakeSink(true);
    installErrorReporting(settings(), win, loadSink);
    target.dispatchEvent(errorEvent(new Error('early')));
    await flush();
    expect(loadSink).not.toHaveBeenCalled();
    runIdle();
    await flush();
    expect(loadSink).toHaveBeenCalledTimes(1);
    // The early error was kept for it.
    expect(captured).toEqual([[new Error('early'), {}]]);
  });

  it('waits for the load event on a page still loading', async () => {
    const { win, target, runIdle } = fakeWindow('loading');
    const { loadSink } = fakeSink(true);
    installErrorReporting(settings(), win, loadSink);
    runIdle();
    await flush();
    expect(loadSink).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    runIdle();
    await flush();
    expect(loadSink).toHaveBeenCalledTimes(1);
  });

  it('leaves window errors to the SDK once it is there, but still passes the boundaries’ reports', async () => {
    const { win, target, runIdle } = fakeWindow();
    const { captured, loadSink } = fakeSink(true);
    const report = installErrorReporting(settings(), win, loadSink);
    runIdle();
    await flush();
    target.dispatchEvent(errorEvent(new Error('the SDK saw this itself')));
    report(new Error('crash'), { widget: 'my-account' });
    expect(captured).toEqual([[new Error('crash'), { widget: 'my-account' }]]);
  });
});
