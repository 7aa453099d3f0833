import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { formatInvoiceNumber } from '@lavadero/fiscal/invoice-number';
import { checkRuc } from '@lavadero/fiscal/ruc';
import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError, UnprocessableError } from '../shared/errors';
import type {
  CompanySnapshot,
  CustomerSnapshot,
  PaymentMethod,
  SaleEvent,
  SaleLine,
  SaleTotals,
} from './events';
import {
  evolveInvoiceSeries,
  type InvoiceNumberAssigned,
  type InvoiceSeriesState,
  initialInvoiceSeriesState,
} from './invoice-series-decide';
import { gs, saleMessages } from './messages';
import { checkPayments, paymentFields, type SalePayment } from './payments';
import { seriesOf } from './point-of-sale-decide';
import { assertTotalsMatch, totalsOf } from './pricing';
import { evolveSale, importedSaleKey, initialSaleState, type SaleState } from './sale';

/**
 * Importing a sale from a backup. The live IssueSale cannot apply to history: it prices the lines
 * against today's catalogue, needs the stamp valid today, hands out the series' next number, counts
 * the invoice against this month's limit and takes the products out of stock. A historical sale
 * keeps the prices, stamp, number and day it was issued with (the invoice exists already), and its
 * stock left long ago (the imported inventory carries the stock as it is after it). What still holds
 * is checked: the sale is this company's (its RUC, valid by its check digit), dated no later than
 * today and inside its stamp's validity, the lines and totals add up by the fiscal rule, the number
 * belongs to the stamp's establecimiento and punto, is never one the series holds for another sale,
 * and follows the series' last number without a gap. Once imported it is never corrected or voided
 * here: its invoice was issued by the system before.
 */
export type ImportSale = Message<
  'ImportSale',
  SaleTotals & {
    readonly saleId: string;
    readonly numeroFactura: string;
    readonly fecha: string;
    readonly issuedAt: string;
    readonly issuedBy: string | null;
    readonly customer: CustomerSnapshot;
    readonly company: CompanySnapshot;
    readonly workOrderId: string | null;
    readonly medioPago: PaymentMethod;
    /** A split payment as the backup states it; absent or null: the whole total by `medioPago`. */
    readonly pagos?: readonly SalePayment[] | null;
    readonly regimenTurismo: boolean;
    readonly lines: readonly SaleLine[];
    /** When the sale was voided, and by whom (the issuer when the backup does not say). */
    readonly voidedAt: string | null;
    /** Who runs the import: recorded where the backup names nobody. */
    readonly importedBy: string;
    /** The RUC of the company configured here (null: none yet); a sale of another is refused. */
    readonly companyRuc: string | null;
    readonly now: string;
  }
>;

/**
 * The imported number in its series. `heldBy` is the sale the series gave this number to, looked up
 * by the caller in the series' history (null when it never gave it out). The series continues after
 * the highest number it holds, so a number below that is refused unless it is this very sale's
 * (a backup imported again after a system reset): never a duplicate, and never a number slipped in
 * behind ones already issued.
 */
export type ImportInvoiceNumber = Message<
  'ImportInvoiceNumber',
  {
    readonly timbrado: string;
    readonly establecimiento: string;
    readonly puntoExpedicion: string;
    readonly secuencia: number;
    readonly saleId: string;
    readonly heldBy: string | null;
    readonly now: string;
  }
>;

export const importMessages = {
  numberTaken: (numero: string) => `El número de factura ${numero} ya pertenece a otra venta`,
  numberBehind: (numero: string, last: number) =>
    `El número de factura ${numero} es anterior al último de su serie (${last}): la numeración no puede retroceder`,
  numberOutsideSeries: (numero: string) =>
    `El número de factura ${numero} no corresponde al establecimiento y punto de expedición del timbrado`,
  numberGap: (first: string, last: string) =>
    first === last
      ? `Falta la factura ${first} en su serie: la numeración no puede tener huecos`
      : `Faltan las facturas ${first} a ${last} en su serie: la numeración no puede tener huecos`,
  noCompany:
    'Configure los datos de la empresa (o incluya su configuración en el respaldo) antes de importar ventas',
  otherCompany: (numero: string, ruc: string) =>
    `La factura ${numero} es de otra empresa (RUC ${ruc}): solo se importan ventas de esta empresa`,
  invalidRuc: (numero: string, reason: string) => `La factura ${numero} tiene un RUC inválido: ${reason}`,
  inFuture: (numero: string) => `La factura ${numero} tiene una fecha futura`,
  outsideStamp: (numero: string, timbrado: string) =>
    `La factura ${numero} tiene una fecha fuera de la vigencia de su timbrado ${timbrado}`,
  lineSubtotal: saleMessages.lineSubtotalMismatch,
  totals: saleMessages.totalsMismatch,
} as const;

export function decideImportedInvoiceNumber(
  { data }: ImportInvoiceNumber,
  series: InvoiceSeriesState,
): InvoiceNumberAssigned[] {
  const { saleId, heldBy, secuencia, now, ...codes } = data;
  const numeroFactura = formatInvoiceNumber(codes.establecimiento, codes.puntoExpedicion, secuencia);
  if (heldBy === saleId) return [];
  if (heldBy !== null)
    throw new IllegalStateError('INVOICE_NUMBER_TAKEN', importMessages.numberTaken(numeroFactura));
  if (secuencia <= series.lastSequence) {
    throw new IllegalStateError(
      'INVOICE_NUMBER_BEHIND',
      importMessages.numberBehind(numeroFactura, series.lastSequence),
    );
  }
  // The series goes on after the highest number it holds: a jump would hand the live sales a
  // numbering with holes in it, which the tax authority reads as missing invoices.
  if (secuencia > series.lastSequence + 1) {
    const missing = (n: number) => formatInvoiceNumber(codes.establecimiento, codes.puntoExpedicion, n);
    throw new IllegalStateError(
      'INVOICE_NUMBER_GAP',
      importMessages.numberGap(missing(series.lastSequence + 1), missing(secuencia - 1)),
    );
  }
  return [{ type: 'InvoiceNumberAssigned', data: { ...codes, secuencia, numeroFactura, saleId, at: now } }];
}

/** The sequence of a number of this company's series; refused when the number is of another one. */
export function sequenceInSeries(numeroFactura: string, company: CompanySnapshot): number {
  const series = seriesOf(company);
  const secuencia = Number(numeroFactura.slice(-7));
  const matches =
    secuencia >= 1 &&
    numeroFactura === formatInvoiceNumber(series.establecimiento, series.puntoExpedicion, secuencia);
  if (!matches) {
    throw new UnprocessableError(
      'INVOICE_NUMBER_OUTSIDE_SERIES',
      importMessages.numberOutsideSeries(numeroFactura),
    );
  }
  return secuencia;
}

/** The fiscal arithmetic of the sale as it was issued: each line and the totals. */
function assertAddsUp(data: ImportSale['data']): void {
  for (const line of data.lines) {
    const subtotal = line.cantidad * line.precioUnitario;
    if (line.subtotal !== subtotal) {
      throw new UnprocessableError('AMOUNT_MISMATCH', importMessages.lineSubtotal(line.nombre, gs(subtotal)));
    }
  }
  assertTotalsMatch(data, totalsOf(data.lines, data.regimenTurismo), importMessages.totals);
}

/** The sale is this company's, and it was issued by now, inside its stamp's days. */
function assertThisCompanysPast(data: ImportSale['data']): void {
  const { numeroFactura: numero, company } = data;
  if (data.companyRuc === null)
    throw new IllegalStateError('COMPANY_NOT_CONFIGURED', importMessages.noCompany);
  const ruc = checkRuc(company.ruc);
  if (!ruc.valid)
    throw new UnprocessableError('IMPORTED_SALE_RUC_INVALID', importMessages.invalidRuc(numero, ruc.reason));
  if (company.ruc.trim() !== data.companyRuc.trim())
    throw new UnprocessableError(
      'IMPORTED_SALE_OTHER_COMPANY',
      importMessages.otherCompany(numero, company.ruc),
    );
  const today = asuncionToday(new Date(data.now));
  if (data.fecha > today || Date.parse(data.issuedAt) > Date.parse(data.now))
    throw new UnprocessableError('IMPORTED_SALE_IN_FUTURE', importMessages.inFuture(numero));
  const { timbradoDesde: from, timbradoHasta: to } = company;
  if (data.fecha < from || (to !== null && data.fecha > to))
    throw new UnprocessableError(
      'IMPORTED_SALE_OUTSIDE_STAMP',
      importMessages.outsideStamp(numero, company.timbradoNumero),
    );
}

function importSale({ data }: ImportSale, state: SaleState): SaleEvent[] {
  if (state.status !== 'absent') return [];
  assertThisCompanysPast(data);
  assertAddsUp(data);
  const series = seriesOf(data.company);
  const issuedBy = data.issuedBy ?? data.importedBy;
  const { saleId, numeroFactura, customer, company } = data;
  // Only stated parts are checked: an old sale of total 0 (a courtesy wash) still restores as it was.
  if (data.pagos) checkPayments(data.pagos, data.total);
  const parts = data.pagos ?? [{ medio: data.medioPago, monto: data.total }];
  const issued: SaleEvent = {
    type: 'SaleIssued',
    data: {
      saleId,
      numeroFactura,
      series: { ...series, secuencia: sequenceInSeries(numeroFactura, company) },
      timbradoUsado: series.timbrado,
      fecha: data.fecha,
      customer,
      workOrderId: data.workOrderId,
      ...paymentFields(parts),
      regimenTurismo: data.regimenTurismo,
      lines: data.lines,
      subtotal: data.subtotal,
      impuestos: data.impuestos,
      total: data.total,
      company,
      idempotencyKey: importedSaleKey(saleId),
      issuedBy,
      issuedAt: data.issuedAt,
    },
  };
  if (data.voidedAt === null) return [issued];
  return [
    issued,
    { type: 'SaleVoided', data: { saleId, numeroFactura, voidedBy: issuedBy, at: data.voidedAt } },
  ];
}

/** The sale's own stream; `decide` appends nothing for a sale already there (the import skips it). */
export const importedSaleDecider: Decider<SaleState, ImportSale, SaleEvent> = {
  initialState: initialSaleState,
  evolve: evolveSale,
  decide: (command, state) => {
    switch (command.type) {
      case 'ImportSale':
        return importSale(command, state);
      default:
        return assertNever(command.type);
    }
  },
};

/** The series' stream, deciding an imported number instead of handing out the next one. */
export const importedInvoiceNumberDecider: Decider<
  InvoiceSeriesState,
  ImportInvoiceNumber,
  InvoiceNumberAssigned
> = {
  initialState: initialInvoiceSeriesState,
  evolve: evolveInvoiceSeries,
  decide: decideImportedInvoiceNumber,
};
