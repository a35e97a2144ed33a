import { Component, type ContextType, type ReactNode } from 'react';
import { CrashFallback } from './CrashFallback.tsx';
import { ReportContext } from './report-context.ts';

interface State {
  failed: boolean;
}

/**
 * Catches a render crash below it: the fallback takes the crashed part's
 * place (the rest of the page, other islands included, keeps working) and
 * the error goes to the page's reporter with the island's name. Every island
 * has one (boot/IslandShell.tsx); the account area adds one per screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = ReportContext;
  declare context: ContextType<typeof ReportContext>;
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.context.report(error, this.context.context);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashFallback /> : this.props.children;
  }
}
