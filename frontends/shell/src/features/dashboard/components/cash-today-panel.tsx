import type { CashSessionDto } from '@lavadero/contracts/cash-sessions';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import { useCashToday } from '../api/get-cash-today';

function OpenCajas({ cajas }: { cajas: readonly CashSessionDto[] }) {
  if (cajas.length === 0) return <p className="text-muted-foreground text-sm">No hay cajas abiertas</p>;
  return (
    <ul className="space-y-2" aria-label="Cajas abiertas">
      {cajas.map((c) => (
        <li key={c.id} className="flex items-center justify-between rounded-md border p-2 text-sm">
          <div>
            <div className="font-medium">{c.userName}</div>
            <div className="text-muted-foreground text-xs">Abierta desde {formatDateTime(c.openedAt)}</div>
          </div>
          <div className="text-right">
            <div className="text-muted-foreground text-xs">Efectivo esperado</div>
            <div className="font-semibold">{formatGuaranies(c.figuras.esperado)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Closings({ cajas }: { cajas: readonly CashSessionDto[] }) {
  if (cajas.length === 0) return <p className="text-muted-foreground text-sm">Ninguna caja cerrada hoy</p>;
  return (
    <ul className="space-y-2" aria-label="Cierres de hoy">
      {cajas.map((c) => {
        const diferencia = c.diferencia ?? 0;
        return (
          <li key={c.id} className="flex items-center justify-between rounded-md border p-2 text-sm">
            <div>
              <div className="font-medium">{c.userName}</div>
              <div className="text-muted-foreground text-xs">
                Cerrada {c.closedAt ? formatDateTime(c.closedAt) : ''} · esperado{' '}
                {formatGuaranies(c.figuras.esperado)} · contado {formatGuaranies(c.contado)}
              </div>
            </div>
            <div className="text-right">
              <div className="text-muted-foreground text-xs">Diferencia</div>
              <div className={diferencia === 0 ? 'font-semibold' : 'font-semibold text-destructive'}>
                {formatGuaranies(diferencia)}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Cajas' on an admin's dashboard: who has a caja open since when with how much cash expected, and the day's differences. */
export function CashTodayPanel() {
  const { data, isPending, isError } = useCashToday(true);
  return (
    <Card role="region" aria-label="Cajas">
      <CardHeader>
        <CardTitle>Cajas</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-2">
        {isPending ? (
          <Skeleton className="h-24 lg:col-span-2" />
        ) : isError ? (
          <p className="text-destructive text-sm lg:col-span-2">No se pudieron cargar las cajas.</p>
        ) : (
          <>
            <section className="space-y-2">
              <h3 className="font-medium text-sm">Abiertas</h3>
              <OpenCajas cajas={data.abiertas} />
            </section>
            <section className="space-y-2">
              <h3 className="font-medium text-sm">Cierres de hoy</h3>
              <Closings cajas={data.cierres} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
