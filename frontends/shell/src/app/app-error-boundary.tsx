import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type State = { error: Error | null };

/** Last line of defence: any render error that nothing below caught shows the error screen (spec 1 §2). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error no controlado en la aplicación', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
