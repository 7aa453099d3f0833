import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { AlertTriangle, RefreshCw } from 'lucide-react';

/** How much of the stack to show: enough to locate the fault, short enough to read (spec 1 §2). */
const STACK_PREVIEW_CHARS = 200;

export function ErrorScreen({ error }: { error: Error }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-lg">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <AlertTriangle className="size-6" />
          </div>
          <CardTitle className="text-xl">Algo salió mal</CardTitle>
          <CardDescription>Ocurrió un error inesperado. Por favor, recarga la página.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Button className="w-full" onClick={() => window.location.reload()}>
            <RefreshCw />
            Recargar página
          </Button>
          <div className="rounded-md bg-muted p-3 text-left text-xs">
            <p className="font-medium">{error.message}</p>
            {error.stack && (
              <pre className="mt-2 whitespace-pre-wrap break-all text-muted-foreground">
                {error.stack.slice(0, STACK_PREVIEW_CHARS)}
              </pre>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
