import { formatGuaranies } from '@lavadero/ui/lib/format';
import type { CartTotals } from './sale-cart';

/** Subtotal, 'IVA (10%)' or 'Exento IVA (Turismo): Gs. 0', and Total. */
export function SaleSummary({ totals, regimenTurismo }: { totals: CartTotals; regimenTurismo: boolean }) {
  return (
    <dl className="space-y-1 rounded-md border p-3 text-sm" aria-label="Resumen de la venta">
      <div className="flex justify-between">
        <dt>Subtotal:</dt>
        <dd>{formatGuaranies(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        {regimenTurismo ? (
          <>
            <dt>Exento IVA (Turismo):</dt>
            <dd>Gs. 0</dd>
          </>
        ) : (
          <>
            <dt>IVA (10%):</dt>
            <dd>{formatGuaranies(totals.impuestos)}</dd>
          </>
        )}
      </div>
      <div className="flex justify-between font-semibold text-base">
        <dt>Total:</dt>
        <dd>{formatGuaranies(totals.total)}</dd>
      </div>
    </dl>
  );
}
