import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { countOf } from '@lavadero/ui/lib/plural';
import { AlertTriangle } from 'lucide-react';

/** The red banner of spec 2 §2, shown while any product is at or below its minimum. */
export function CriticalStockBanner({ count }: { count: number }) {
  if (count <= 0) return null;
  const products = countOf(count, 'producto tiene', 'productos tienen');
  return (
    <Alert variant="destructive" className="border-destructive/50 bg-destructive/10">
      <AlertTriangle />
      <AlertTitle>¡Atención! Stock crítico</AlertTitle>
      <AlertDescription>
        {products} stock crítico o agotado. Reponga el inventario lo antes posible.
      </AlertDescription>
    </Alert>
  );
}
