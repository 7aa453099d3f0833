import { ACCOUNT_MOVEMENT_LABELS, type CustomerAccountDto } from '@lavadero/contracts/customer-accounts';
import { PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';

const methodLabel = (value: string | null) =>
  PAYMENT_METHOD_OPTIONS.find((o) => o.value === value)?.label ?? value ?? '';

function detailOf(m: CustomerAccountDto['movimientos'][number]): string {
  if (m.kind === 'limite')
    return m.limite === null ? 'Sin crédito' : `Nuevo límite ${formatGuaranies(m.limite)}`;
  if (m.kind === 'pago') return methodLabel(m.medioPago);
  return m.numeroFactura ? `Factura ${m.numeroFactura}` : '';
}

/** The account's movements, newest first, each with the balance after it. */
export function AccountMovements({ query }: { query: UseQueryResult<CustomerAccountDto> }) {
  if (query.isLoading) return <p className="text-muted-foreground">Cargando movimientos…</p>;
  if (query.error) return <p className="text-destructive">No se pudieron cargar los movimientos.</p>;
  const movimientos = query.data?.movimientos ?? [];
  if (movimientos.length === 0) return <p className="text-muted-foreground">Sin movimientos.</p>;
  return (
    <table className="w-full text-xs" aria-label="Movimientos de la cuenta">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-1 font-normal">Fecha</th>
          <th className="py-1 font-normal">Movimiento</th>
          <th className="py-1 text-right font-normal">Monto</th>
          <th className="py-1 text-right font-normal">Saldo</th>
        </tr>
      </thead>
      <tbody>
        {movimientos.map((m) => (
          <tr key={m.id} className="border-t align-top">
            <td className="py-1 pr-2">{formatDateTime(m.at)}</td>
            <td className="py-1 pr-2">
              {ACCOUNT_MOVEMENT_LABELS[m.kind]}
              <span className="block text-muted-foreground">{detailOf(m)}</span>
            </td>
            <td className="py-1 text-right">
              {m.monto === null ? '' : `${m.kind === 'cargo' ? '+' : '−'}${formatGuaranies(m.monto)}`}
            </td>
            <td className="py-1 text-right">{formatGuaranies(m.saldo)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
