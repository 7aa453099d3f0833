import type { CashSessionDto } from '@lavadero/contracts/cash-sessions';
import { PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { formatGuaranies } from '@lavadero/ui/lib/format';

const methodLabel = (value: string) => PAYMENT_METHOD_OPTIONS.find((o) => o.value === value)?.label ?? value;

/** Expected cash and how it is made up, and what each method took (to reconcile with the slips). */
export function CashFigures({ caja }: { caja: CashSessionDto }) {
  const f = caja.figuras;
  const rows: [string, number][] = [
    ['Fondo inicial', f.fondoInicial],
    ['Ventas en efectivo', f.ventasEfectivo],
    ['Anulaciones en efectivo', -f.anulacionesEfectivo],
    ['Retiros a caja fuerte', -f.retiros],
    ['Gastos', -f.gastos],
    ['Ingresos de efectivo', f.ingresos],
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <dl className="space-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd>{formatGuaranies(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>Efectivo esperado</dt>
          <dd data-testid="caja-esperado">{formatGuaranies(f.esperado)}</dd>
        </div>
        {caja.contado !== null && (
          <>
            <div className="flex justify-between gap-4">
              <dt>Contado</dt>
              <dd>{formatGuaranies(caja.contado)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Diferencia</dt>
              <dd data-testid="caja-diferencia">{formatGuaranies(caja.diferencia)}</dd>
            </div>
          </>
        )}
      </dl>
      <div>
        <h3 className="mb-1 font-medium">Por medio de pago</h3>
        {f.porMedio.length === 0 ? (
          <p className="text-muted-foreground">Sin ventas todavía.</p>
        ) : (
          <dl className="space-y-1">
            {f.porMedio.map((m) => (
              <div key={m.medioPago} className="flex justify-between gap-4">
                <dt>{methodLabel(m.medioPago)}</dt>
                <dd>{formatGuaranies(m.neto)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
