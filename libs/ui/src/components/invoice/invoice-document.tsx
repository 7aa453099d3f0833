import type { SaleElectronicDocument } from '@lavadero/contracts/electronic-documents';
import type { CompanyConfigAtIssueDto, SaleCustomerDto, SaleItemDto } from '@lavadero/contracts/sales';
import { layoutInvoice } from '@lavadero/fiscal/invoice-layout';
import { type KudeLayout, layoutKude } from '@lavadero/fiscal/kude-layout';
import type { CSSProperties } from 'react';
import { formatDate, formatGuaranies } from '../../lib/format';
import { KudeSection } from './kude-section';
import { type InvoicePaymentPart, needsPaymentSection, PaymentSection } from './payment-section';

/** Spec 1 "Invoice viewer": the placeholder brand when no company is configured, and the default city. */
export const DEFAULT_COMPANY_NAME = 'Sistema Lavadero';
export const DEFAULT_CITY = 'Asunción';

export interface InvoiceDocumentProps {
  readonly sale: {
    readonly numeroFactura: string;
    readonly createdAt: string;
    readonly medioPago: string;
    /** Every part of the payment (the API's `pagos`); absent: the whole total by `medioPago`. */
    readonly pagos?: readonly InvoicePaymentPart[];
    readonly regimenTurismo: boolean;
    readonly anulada?: boolean;
    /** The electronic document of an electronic sale (CDC, QR); null or absent otherwise. */
    readonly electronico?: Pick<SaleElectronicDocument, 'cdc' | 'qrUrl'> | null;
  };
  readonly items: readonly Pick<SaleItemDto, 'nombre' | 'cantidad' | 'precioUnitario' | 'subtotal'>[];
  readonly customer: Pick<SaleCustomerDto, 'nombre' | 'docTipo' | 'docNumero' | 'direccion'>;
  readonly companyConfig: CompanyConfigAtIssueDto | null;
}

// Style attributes only (no Tailwind classes): the same markup renders in the viewer, in the A4 print
// window (which has none of the app's stylesheets) and on the demo invoice pages.
const box: CSSProperties = { border: '1px solid #000', padding: '8px', marginBottom: '8px' };
const cell: CSSProperties = { border: '1px solid #000', padding: '3px 5px', fontSize: '11px' };
const num: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
const head: CSSProperties = { ...cell, fontWeight: 700, background: '#eee', textAlign: 'center' };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '12px' };

/** A calendar day 'YYYY-MM-DD' as 'DD/MM/YYYY' without a time-zone shift; instants through formatDate. */
const day = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : formatDate(value);

/** The legal basis printed on every invoice: the tax law and the stamp and sales-document regulation. */
export const LEGAL_FOOTER =
  'Comprobante emitido conforme a la Ley N° 6380/2019 y al Decreto N° 6539/2005 (Reglamento General de Timbrado y Uso de Comprobantes de Venta).';

/** The five payment methods of the point of sale, plus 'tarjeta' and 'cuenta' (spec 2 demo invoice). */
export const PAYMENT_LABELS: Record<string, string> = {
  efectivo: 'Efectivo',
  tarjeta_credito: 'Tarjeta de Crédito',
  tarjeta_debito: 'Tarjeta de Débito',
  transferencia: 'Transferencia',
  cheque: 'Cheque',
  tarjeta: 'Tarjeta',
  cuenta: 'Cuenta',
};

/** What a KuDE says it is, beside the number: the XML is the document, the paper its representation. */
export const KUDE_FOOTER = 'Este documento es una representación gráfica de un Documento Electrónico (XML).';

/** The KuDE's parts when the sale was issued electronically; null for a printed invoice. */
function kudeOf(
  company: CompanyConfigAtIssueDto | null,
  sale: InvoiceDocumentProps['sale'],
): KudeLayout | null {
  if (company?.emision !== 'electronica') return null;
  return layoutKude({
    timbradoNumero: company.timbradoNumero,
    timbradoDesde: company.timbradoDesde,
    cdc: sale.electronico?.cdc,
    qrUrl: sale.electronico?.qrUrl,
  });
}

/**
 * The one invoice renderer: company header, fiscal data, customer, items with the three tax columns,
 * totals, IVA, words; for an electronic sale, the KuDE (its timbrado, CDC, lookup and QR).
 */
export function InvoiceDocument({ sale, items, customer, companyConfig: company }: InvoiceDocumentProps) {
  const layout = layoutInvoice({ lines: items, regimenTurismo: sale.regimenTurismo });
  const kude = kudeOf(company, sale);
  const g = (n: number) => formatGuaranies(n).replace('Gs. ', '');
  const methods = sale.pagos && sale.pagos.length > 0 ? sale.pagos.map((p) => p.medio) : [sale.medioPago];
  return (
    <article
      data-testid="invoice-document"
      style={{
        fontFamily: 'Arial, Helvetica, sans-serif',
        color: '#000',
        background: '#fff',
        fontSize: '12px',
      }}
    >
      <section style={{ ...box, ...row }} aria-label="Datos de la empresa">
        <div style={{ display: 'flex', gap: '10px', alignItems: 'center' }}>
          {company?.logoPath ? (
            <img src={company.logoPath} alt="Logo" style={{ maxHeight: '64px', maxWidth: '120px' }} />
          ) : null}
          <div>
            <div style={{ fontSize: '16px', fontWeight: 700 }}>
              {company?.nombreFantasia || company?.razonSocial || DEFAULT_COMPANY_NAME}
            </div>
            {company?.nombreFantasia && company.razonSocial ? <div>{company.razonSocial}</div> : null}
            {company?.direccion ? <div>{company.direccion}</div> : null}
            <div>{company?.ciudad || DEFAULT_CITY} - Paraguay</div>
            {company?.telefono ? <div>Tel: {company.telefono}</div> : null}
            {company?.email ? <div>{company.email}</div> : null}
          </div>
        </div>
        <section
          style={{ border: '1px solid #000', padding: '6px', minWidth: '200px' }}
          aria-label="Información fiscal"
        >
          <div>RUC: {company?.ruc ?? '-'}</div>
          {company ? (
            <div>
              Establecimiento: {company.establecimiento} - Punto de expedición: {company.puntoExpedicion}
            </div>
          ) : null}
          {kude ? (
            <>
              <div>{kude.timbrado}</div>
              <div>{kude.vigencia}</div>
            </>
          ) : (
            <>
              <div>Timbrado N°: {company?.timbradoNumero ?? '-'}</div>
              <div>
                Vigencia: {company ? day(company.timbradoDesde) : '-'}
                {company?.timbradoHasta ? ` al ${day(company.timbradoHasta)}` : ''}
              </div>
            </>
          )}
          <div style={{ fontWeight: 700, fontSize: '14px', marginTop: '4px' }} data-testid="invoice-title">
            {kude ? kude.titulo : 'FACTURA'}
          </div>
          <div style={{ fontWeight: 700 }}>N° {sale.numeroFactura}</div>
          {sale.anulada ? <div style={{ color: '#b91c1c', fontWeight: 700 }}>ANULADA</div> : null}
        </section>
      </section>

      <section style={box} aria-label="Datos del cliente">
        <div style={row}>
          <span>Fecha de emisión: {formatDate(sale.createdAt)}</span>
          <span>
            {/* A sale on account is a credit sale; every other method is paid at once. */}
            Condición de venta: {methods.includes('cuenta') ? 'Crédito' : 'Contado'} -{' '}
            {methods.map((m) => PAYMENT_LABELS[m] ?? m).join(' + ')}
          </span>
        </div>
        <div>Nombre o Razón Social: {customer.nombre}</div>
        <div>
          {customer.docTipo}: {customer.docNumero}
        </div>
        {customer.direccion ? <div>Dirección: {customer.direccion}</div> : null}
        {sale.regimenTurismo ? (
          <div style={{ fontWeight: 700 }}>Régimen de Turismo - Exento de IVA</div>
        ) : null}
      </section>

      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: '8px' }}>
        <thead>
          <tr>
            <th style={head}>Cant.</th>
            <th style={head}>Descripción</th>
            <th style={head}>Precio Unitario</th>
            <th style={head}>Exentas</th>
            <th style={head}>5%</th>
            <th style={head}>10%</th>
          </tr>
        </thead>
        <tbody>
          {layout.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines are fixed, in order
            <tr key={i}>
              <td style={num}>{line.cantidad}</td>
              <td style={cell}>{line.nombre}</td>
              <td style={num}>{g(line.precioUnitario)}</td>
              <td style={num}>{g(line.exentas)}</td>
              <td style={num}>{g(line.gravada5)}</td>
              <td style={num}>{g(line.gravada10)}</td>
            </tr>
          ))}
          <tr>
            <td style={{ ...cell, fontWeight: 700 }} colSpan={3}>
              Subtotales
            </td>
            <td style={num}>{g(layout.columnTotals.exentas)}</td>
            <td style={num}>{g(layout.columnTotals.gravada5)}</td>
            <td style={num}>{g(layout.columnTotals.gravada10)}</td>
          </tr>
          <tr>
            <td style={{ ...cell, fontWeight: 700 }} colSpan={5}>
              TOTAL A PAGAR
            </td>
            <td style={{ ...num, fontWeight: 700 }} data-testid="invoice-total">
              {formatGuaranies(layout.total)}
            </td>
          </tr>
        </tbody>
      </table>

      <section style={box} aria-label="Liquidación del IVA">
        <div style={row}>
          <span>Liquidación del IVA:</span>
          <span>(5%): {g(layout.liquidacionIva.iva5)}</span>
          <span>(10%): {g(layout.liquidacionIva.iva10)}</span>
          <span style={{ fontWeight: 700 }}>Total IVA: {g(layout.liquidacionIva.total)}</span>
        </div>
      </section>
      <section style={box} data-testid="invoice-words">
        {layout.totalEnLetras}
      </section>
      {sale.pagos && needsPaymentSection(sale.pagos) ? (
        <PaymentSection parts={sale.pagos} labels={PAYMENT_LABELS} />
      ) : null}
      {kude ? <KudeSection kude={kude} /> : null}
      <footer style={{ fontSize: '10px', textAlign: 'center' }} data-testid="invoice-legal">
        <div>{kude ? KUDE_FOOTER : 'Original: Cliente - Duplicado: Archivo Tributario'}</div>
        <div>{LEGAL_FOOTER}</div>
      </footer>
    </article>
  );
}
