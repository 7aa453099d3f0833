import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent } from '@lavadero/ui/components/card';
import { AlertCircle, Home } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** Any path the router does not know (spec 1 §2), said in Spanish with the way back to the dashboard. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Card className="mx-4 w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="font-bold text-2xl">Página no encontrada</h1>
          </div>
          <p className="text-muted-foreground text-sm">
            La dirección <span className="break-all font-mono">{pathname}</span> no existe en el sistema.
            Revise el enlace o vuelva al panel principal.
          </p>
          <Button asChild>
            <Link to="/">
              <Home aria-hidden />
              Volver al Dashboard
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
