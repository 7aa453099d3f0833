import type { PaymentMethodReportRowDto } from '@lavadero/contracts/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { countOf } from '@lavadero/ui/lib/plural';

/** 'Ventas por Medio de Pago': what each method took in the period; a split sale counts in each of its methods. */
export function PaymentMethodsPanel({ methods }: { methods?: readonly PaymentMethodReportRowDto[] }) {
  return (
    <Card role="region" aria-label="Ventas por Medio de Pago">
      <CardHeader>
        <CardTitle>Ventas por Medio de Pago</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {!methods && <Skeleton className="h-16" />}
        {methods?.length === 0 && (
          <p className="text-center text-muted-foreground">No hay ventas en el período</p>
        )}
        {methods?.map((m) => (
          <div key={m.medio} className="flex items-center justify-between gap-2">
            <span className="font-medium">{m.label}</span>
            <span className="text-muted-foreground text-xs">{countOf(m.sales, 'venta', 'ventas')}</span>
            <span>{formatGuaranies(m.amount)}</span>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
