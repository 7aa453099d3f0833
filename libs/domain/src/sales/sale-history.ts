import type { ElectronicDocumentEvent } from '../electronic-documents/events';
import { assertNever } from '../shared/decider';
import {
  changed,
  details,
  entryOf,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryLine,
  type HistoryNames,
  money,
  otherEntry,
} from '../shared/history';
import type { PaymentMethod, SaleContent, SaleEvent, SaleLine } from './events';
import { changeOf, paymentsOf } from './payments';

/** The payment methods as the screens name them. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  tarjeta_credito: 'Tarjeta de Crédito',
  tarjeta_debito: 'Tarjeta de Débito',
  transferencia: 'Transferencia',
  cheque: 'Cheque',
  cuenta: 'Cuenta (crédito)',
};

/**
 * How the sale was paid, in the auditor's words: the method alone when it paid the whole total (as
 * always), else each method with its amount, and a cash part's amount tendered and change.
 */
function paymentText(content: SaleContent): string {
  const parts = paymentsOf(content);
  const label = (medio: PaymentMethod) => PAYMENT_METHOD_LABELS[medio] ?? medio;
  const [only] = parts;
  if (only && parts.length === 1 && only.entregado === undefined) return label(only.medio);
  return parts
    .map((p) => {
      const tendered =
        p.entregado === undefined ? '' : ` (entregado ${money(p.entregado)}, vuelto ${money(changeOf(p))})`;
      return `${label(p.medio)} ${money(p.monto)}${tendered}`;
    })
    .join(' + ');
}

const SALE_TYPES = new Set<string>(['SaleIssued', 'SaleCorrected', 'SaleVoided']);

const toLine = (line: SaleLine): HistoryLine => ({
  nombre: line.nombre,
  cantidad: line.cantidad,
  precioUnitario: line.precioUnitario,
  subtotal: line.subtotal,
});

const buyer = (content: SaleContent) => `${content.customer.nombre} (${content.customer.docNumero})`;

/**
 * A sale's history: its own stream and its fiscal stream (`sale-fiscal-<id>`), merged in global
 * order by the caller. A correction is told against the content before it, so the screen can put
 * the old and new lines side by side.
 */
export function saleHistory(events: readonly HistoryEvent[], names: HistoryNames): HistoryEntry[] {
  let content: SaleContent | null = null;
  return events.map((event) => {
    if (!SALE_TYPES.has(event.type)) return fiscalEntry(event, names);
    const sale = { type: event.type, data: event.data } as SaleEvent;
    switch (sale.type) {
      case 'SaleIssued': {
        const { data } = sale;
        content = data;
        const order = data.workOrderId ? names.workOrder(data.workOrderId) : null;
        return entryOf(event, names, {
          kind: data.workOrderId ? 'issued-from-order' : 'issued',
          title: data.workOrderId ? 'Factura emitida al facturar una orden' : 'Factura emitida',
          details: details(
            ['Número', data.numeroFactura],
            ['Cliente', buyer(data)],
            ['Medio de pago', paymentText(data)],
            ['Total', money(data.total)],
            ['Orden de trabajo', data.workOrderId ? (order === null ? 'Sin número' : `N° ${order}`) : null],
            ['Régimen de turismo', data.regimenTurismo ? 'Sí (exenta de IVA)' : null],
          ),
          lines: { before: null, after: data.lines.map(toLine) },
        });
      }
      case 'SaleCorrected': {
        const before: SaleContent | null = content;
        const after = sale.data;
        content = after;
        return entryOf(event, names, {
          kind: 'corrected',
          title: 'Factura corregida',
          details: [
            ...changed('Cliente', before ? buyer(before) : null, buyer(after)),
            ...changed('Medio de pago', before ? paymentText(before) : null, paymentText(after)),
            ...changed('Total', before ? money(before.total) : null, money(after.total)),
          ],
          lines: { before: before ? before.lines.map(toLine) : null, after: after.lines.map(toLine) },
        });
      }
      case 'SaleVoided':
        return entryOf(event, names, {
          kind: 'voided',
          title: 'Factura anulada',
          details: details(
            ['Número', sale.data.numeroFactura],
            ['Motivo', sale.data.motivo ?? 'No se indicó'],
            ['Efecto', 'La factura queda anulada con su número; el stock vendido vuelve al inventario'],
          ),
        });
      default:
        return assertNever(sale);
    }
  });
}

/** The electronic document's way to SIFEN, in SIFEN's own words where it answered. */
function fiscalEntry(event: HistoryEvent, names: HistoryNames): HistoryEntry {
  const fiscal = { type: event.type, data: event.data } as ElectronicDocumentEvent;
  switch (fiscal.type) {
    case 'ElectronicDocumentSigned':
      return entryOf(event, names, {
        kind: 'signed',
        title: 'Documento electrónico firmado',
        details: details(['CDC', fiscal.data.cdc], ['Número', fiscal.data.numeroFactura]),
      });
    case 'ElectronicDocumentSent':
      return entryOf(event, names, {
        kind: 'sent',
        title: 'Enviado a SIFEN',
        details: details(
          ['CDC', fiscal.data.cdc],
          ['Vía', fiscal.data.via === 'lote' ? 'En lote' : 'Individual'],
        ),
      });
    case 'ElectronicDocumentLoteReceived':
      return entryOf(event, names, {
        kind: 'lote-received',
        title: 'Lote recibido por SIFEN',
        details: details(['Protocolo del lote', fiscal.data.loteProtocol]),
      });
    case 'ElectronicDocumentApproved':
      return entryOf(event, names, {
        kind: 'approved',
        title: fiscal.data.observation ? 'Aprobado por SIFEN con observación' : 'Aprobado por SIFEN',
        details: details(
          ['CDC', fiscal.data.cdc],
          ['Protocolo', fiscal.data.protocol],
          [
            'Observación',
            fiscal.data.observation
              ? `${fiscal.data.observation.code}: ${fiscal.data.observation.message}`
              : null,
          ],
        ),
      });
    case 'ElectronicDocumentRejected':
      return entryOf(event, names, {
        kind: 'rejected',
        title: 'Rechazado por SIFEN',
        details: details(['CDC', fiscal.data.cdc], ['Motivo', `${fiscal.data.code}: ${fiscal.data.message}`]),
      });
    case 'ElectronicDocumentDeliveryFailed':
      return entryOf(event, names, {
        kind: 'delivery-failed',
        title: 'Envío sin respuesta de SIFEN',
        details: [
          ...details(['Intento', String(fiscal.data.attempt)], ['Error', fiscal.data.error]),
          { label: 'Próximo intento', value: fiscal.data.retryAt, format: 'instant' },
        ],
      });
    case 'ElectronicDocumentResendRequested':
      return entryOf(event, names, { kind: 'resend-requested', title: 'Reenvío a SIFEN solicitado' });
    case 'ElectronicDocumentCancellationSent':
      return entryOf(event, names, {
        kind: 'cancellation-sent',
        title: 'Cancelación enviada a SIFEN',
        details: details(['CDC', fiscal.data.cdc], ['Motivo', fiscal.data.reason]),
      });
    case 'ElectronicDocumentCancelled':
      return entryOf(event, names, {
        kind: 'cancelled',
        title: 'Cancelado en SIFEN',
        details: details(['CDC', fiscal.data.cdc], ['Protocolo', fiscal.data.protocol]),
      });
    case 'ElectronicDocumentCancellationRefused':
      return entryOf(event, names, {
        kind: 'cancellation-refused',
        title: 'Cancelación rechazada por SIFEN',
        details: details(['CDC', fiscal.data.cdc], ['Motivo', `${fiscal.data.code}: ${fiscal.data.message}`]),
      });
    case 'ElectronicDocumentWithdrawn':
      return entryOf(event, names, {
        kind: 'withdrawn',
        title: 'Documento retirado: anulada antes de la aprobación',
        details: details(['Número', fiscal.data.numeroFactura], ['CDC', fiscal.data.cdc]),
      });
    case 'ElectronicDocumentNumberInutilized':
      return entryOf(event, names, {
        kind: 'inutilized',
        title: 'Número inutilizado ante SIFEN',
        details: details(
          ['Rango', `${fiscal.data.range.first} al ${fiscal.data.range.last}`],
          ['Protocolo', fiscal.data.protocol],
        ),
      });
    default:
      return otherEntry(event, names);
  }
}
