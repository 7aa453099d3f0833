import type { CSSProperties } from 'react';
import { formatGuaranies } from '../../lib/format';

/** One part of a sale's payment as the invoice prints it; the change only on a tendered cash part. */
export interface InvoicePaymentPart {
  readonly medio: string;
  readonly monto: number;
  readonly entregado?: number | null;
  readonly vuelto?: number | null;
}

const box: CSSProperties = { border: '1px solid #000', padding: '8px', marginBottom: '8px' };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '12px' };

/**
 * Whether the invoice needs the payment section: a sale paid whole by one method with nothing
 * tendered says all in its 'Condición' line, as invoices always did.
 */
export const needsPaymentSection = (parts: readonly InvoicePaymentPart[] | undefined) =>
  !!parts && (parts.length > 1 || parts.some((p) => p.entregado != null));

/** 'Forma de pago': every method with its amount; a cash part also what was handed over and the change. */
export function PaymentSection({
  parts,
  labels,
}: {
  parts: readonly InvoicePaymentPart[];
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <section style={box} aria-label="Forma de pago" data-testid="invoice-payments">
      <div style={{ fontWeight: 700 }}>Forma de pago</div>
      {parts.map((part) => (
        <div key={part.medio}>
          <div style={row}>
            <span>{labels[part.medio] ?? part.medio}</span>
            <span>{formatGuaranies(part.monto)}</span>
          </div>
          {part.entregado != null ? (
            <div style={{ ...row, paddingLeft: '12px' }}>
              <span>Entregado: {formatGuaranies(part.entregado)}</span>
              <span>Vuelto: {formatGuaranies(part.vuelto ?? part.entregado - part.monto)}</span>
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
