import type { ZReportDto } from '@lavadero/contracts/cash-sessions';
import { PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';

const methodLabel = (value: string) => PAYMENT_METHOD_OPTIONS.find((o) => o.value === value)?.label ?? value;
// A 'cobro' is a payment received on a customer's account: counted with the sales of its method.
const KIND_LABELS: Record<string, string> = {
  retiro: 'Retiro',
  gasto: 'Gasto',
  ingreso: 'Ingreso',
  cobro: 'Cobro de cuenta',
};

function Line({ label, amount, strong }: { label: string; amount: number | null; strong?: boolean }) {
  return (
    <tr style={strong ? { fontWeight: 700 } : undefined}>
      <td>{label}</td>
      <td style={{ textAlign: 'right' }}>{formatGuaranies(amount)}</td>
    </tr>
  );
}

/** The Z report of a caja, as printed on an 80 mm roll or A4 (and reprinted from the history). */
export function ZReportDocument({ report }: { report: ZReportDto }) {
  const { caja } = report;
  const f = caja.figuras;
  return (
    <article aria-label="Reporte Z" style={{ fontFamily: 'sans-serif', fontSize: 12 }}>
      <h1 style={{ fontSize: 16, margin: '0 0 4px' }}>
        {caja.estado === 'cerrada' ? 'Reporte Z' : 'Reporte X (caja abierta)'}
      </h1>
      <p style={{ margin: 0 }}>Cajero: {caja.userName}</p>
      <p style={{ margin: 0 }}>Apertura: {formatDateTime(caja.openedAt)}</p>
      {caja.closedAt && <p style={{ margin: 0 }}>Cierre: {formatDateTime(caja.closedAt)}</p>}
      <p style={{ margin: '0 0 6px' }}>
        Ventas: {report.cantidadVentas} · Anulaciones: {report.cantidadAnulaciones}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          <Line label="Fondo inicial" amount={f.fondoInicial} />
          <Line label="Ventas en efectivo" amount={f.ventasEfectivo} />
          <Line label="Anulaciones en efectivo" amount={-f.anulacionesEfectivo} />
          <Line label="Retiros" amount={-f.retiros} />
          <Line label="Gastos" amount={-f.gastos} />
          <Line label="Ingresos" amount={f.ingresos} />
          <Line label="Efectivo esperado" amount={f.esperado} strong />
          <Line label="Efectivo contado" amount={caja.contado} />
          <Line label="Diferencia" amount={caja.diferencia} strong />
        </tbody>
      </table>
      <h2 style={{ fontSize: 13, margin: '8px 0 2px' }}>Por medio de pago</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {f.porMedio.map((m) => (
            <Line key={m.medioPago} label={methodLabel(m.medioPago)} amount={m.neto} />
          ))}
        </tbody>
      </table>
      {report.movimientos.length > 0 && (
        <>
          <h2 style={{ fontSize: 13, margin: '8px 0 2px' }}>Movimientos</h2>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <tbody>
              {report.movimientos.map((m) => (
                <Line
                  key={m.id}
                  label={[
                    KIND_LABELS[m.kind] ?? m.kind,
                    m.kind === 'cobro' && m.medioPago ? methodLabel(m.medioPago) : null,
                    m.motivo,
                    m.comprobante,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  amount={m.monto}
                />
              ))}
            </tbody>
          </table>
        </>
      )}
      {report.correcciones.map((c) => (
        <p key={c.id} style={{ margin: '6px 0 0' }}>
          {`Corrección ${formatDateTime(c.at)}: contado ${formatGuaranies(c.monto)} (${c.motivo ?? ''})`}
        </p>
      ))}
    </article>
  );
}
