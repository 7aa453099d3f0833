import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { label: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/**
 * Keeps a remote's failure (not deployed, network down, a render error inside it) within the content
 * area: the sidebar and the rest of the shell keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  // The runtime's own message is English and technical: it goes to the console for support, while the
  // screen says in Spanish what happened and offers 'Reintentar'.
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`No se pudo mostrar el módulo ${this.props.label}`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto max-w-2xl py-8">
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>No se pudo cargar el módulo</AlertTitle>
          <AlertDescription>
            <p>
              La sección «{this.props.label}» no está disponible en este momento. Verifique su conexión e
              intente nuevamente.
            </p>
          </AlertDescription>
        </Alert>
        <Button className="mt-4" variant="outline" onClick={this.props.onRetry}>
          <RefreshCw />
          Reintentar
        </Button>
      </div>
    );
  }
}
