import type { WidgetPageSettings } from '../boot/settings.ts';

/** Where an error happened: the island (`data-soul-widget`) whose render crashed, if it was one. */
export interface ErrorContext {
  widget?: string;
}

/** A loaded reporter (reporting/*-sink.ts): Sentry's SDK, or the post to the shop's own endpoint. */
export interface ErrorSink {
  capture: (error: unknown, context: ErrorContext) => void;
  /** Sentry's SDK listens to the window itself: the boot's listeners then stand aside. */
  handlesGlobalErrors: boolean;
}

/** What a reporter chunk exports; boot/error-reporting.ts loads one lazily. */
export interface SinkModule {
  createSink: (settings: WidgetPageSettings, win: Window) => ErrorSink;
}
