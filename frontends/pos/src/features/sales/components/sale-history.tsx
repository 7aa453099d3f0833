import { formatDateTime } from '@lavadero/ui/lib/format';
import { useSaleHistory } from '../api/get-sale-history';

/** What each event of a sale's stream means, for the auditor reading the 'Historial' tab. */
const EVENT_LABELS: Record<string, string> = {
  SaleIssued: 'Factura emitida',
  SaleCorrected: 'Factura corregida',
  SaleVoided: 'Factura anulada',
};

export function SaleHistory({ saleId, enabled }: { saleId: string; enabled: boolean }) {
  const { data, isPending, isError } = useSaleHistory(saleId, enabled);
  if (isPending) return <p className="text-muted-foreground text-sm">Cargando historial...</p>;
  if (isError) return <p className="text-destructive text-sm">No se pudo cargar el historial.</p>;
  if (data.length === 0) return <p className="text-muted-foreground text-sm">Sin eventos registrados.</p>;
  return (
    <ol className="space-y-2" aria-label="Historial de la factura">
      {data.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stream's order is the identity of its events
        <li key={index} className="rounded-md border p-2 text-sm">
          <div className="flex justify-between">
            <strong>{EVENT_LABELS[entry.type] ?? entry.type}</strong>
            <span className="text-muted-foreground">{formatDateTime(entry.at)}</span>
          </div>
          <div className="text-muted-foreground">Usuario: {entry.userId ?? 'Sistema'}</div>
          <details>
            <summary className="cursor-pointer">Datos</summary>
            <pre className="overflow-x-auto text-xs">{JSON.stringify(entry.data, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
