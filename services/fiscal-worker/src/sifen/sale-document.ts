import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import type { PaymentMethod, SaleIssued } from '@lavadero/domain/sales/events';
import { type PaidContent, paymentsOf } from '@lavadero/domain/sales/payments';
import { SifenInputError } from '@lavadero/fiscal/sifen/errors';
import type {
  FacturaBuyer,
  FacturaElectronicaInput,
  FacturaIssuer,
  FacturaPayment,
  FacturaPaymentMethod,
  SifenEnvironment,
} from '@lavadero/fiscal/sifen/factura-input';
import { sifenCountryCode } from '@lavadero/fiscal/sifen/paises';

/**
 * A sale as issued. `cuenta` (a sale on the customer's account, paid later) is not a payment method
 * of the point of sale yet; a sale that carries it becomes a credit invoice.
 */
export type SaleForDocument = Omit<SaleIssued['data'], 'medioPago'> & {
  readonly medioPago: PaymentMethod | 'cuenta';
};

/** The issuer's data the sale's company snapshot does not hold (from the settings), and the moment of signing. */
export interface SaleDocumentOptions {
  readonly environment: SifenEnvironment;
  /** ISO instant the worker signs at. */
  readonly signedAt: string;
  /** Issuer fields beyond the snapshot (house number, places, economic activity) and fallbacks for its
   *  empty telephone, email or address. */
  readonly issuer?: Partial<Omit<FacturaIssuer, 'ruc' | 'razonSocial'>>;
  /** The term written on a credit invoice; default '30 días'. */
  readonly creditTerm?: string;
}

/** The walk-in customer: SIFEN's unnamed consumer. */
const isClienteGeneral = (customer: SaleForDocument['customer']) =>
  customer.customerId === DEFAULT_CUSTOMER.id ||
  (customer.docTipo === DEFAULT_CUSTOMER.docTipo && customer.docNumero.trim() === DEFAULT_CUSTOMER.docNumero);

function buyerOf(sale: SaleForDocument): FacturaBuyer {
  const { customer } = sale;
  if (isClienteGeneral(customer)) return { kind: 'innominado' };
  if (sale.regimenTurismo) {
    const pais = sifenCountryCode(customer.pais ?? '');
    if (!pais) {
      throw new SifenInputError(
        'BUYER_INVALID',
        `País del turista desconocido para SIFEN: ${customer.pais ?? ''}`,
      );
    }
    return {
      kind: 'turista',
      pasaporte: customer.pasaporte ?? customer.docNumero,
      pais,
      nombre: customer.nombre,
    };
  }
  switch (customer.docTipo) {
    case 'RUC':
      return { kind: 'contribuyente', ruc: customer.docNumero, nombre: customer.nombre };
    case 'Extranjero':
      return {
        kind: 'persona',
        documento: customer.docNumero,
        nombre: customer.nombre,
        documentType: 'cedula_extranjera',
      };
    case 'Pasaporte':
      return {
        kind: 'persona',
        documento: customer.docNumero,
        nombre: customer.nombre,
        documentType: 'pasaporte',
      };
    default:
      return { kind: 'persona', documento: customer.docNumero, nombre: customer.nombre };
  }
}

/**
 * Contado by each part's method (one gPaConEIni each). Any part on the customer's account makes it
 * credit, and the parts paid at the counter beside it are its down payment (entrega inicial).
 */
function paymentOf(sale: SaleForDocument, options: SaleDocumentOptions): FacturaPayment {
  const parts = paymentsOf(sale as PaidContent) as readonly {
    medio: PaymentMethod | 'cuenta';
    monto: number;
  }[];
  // Every method but 'cuenta' is one SIFEN pays at the counter.
  const cash = parts.filter((p) => p.medio !== 'cuenta') as readonly {
    medio: FacturaPaymentMethod;
    monto: number;
  }[];
  if (cash.length < parts.length) {
    const entregaInicial = cash.map((p) => ({ method: p.medio, amount: p.monto }));
    return {
      condition: 'credito',
      plazo: options.creditTerm,
      ...(entregaInicial.length > 0 && { entregaInicial }),
    };
  }
  const [first] = cash;
  if (!first || cash.length === 1) return { condition: 'contado', method: first?.medio ?? 'efectivo' };
  return {
    condition: 'contado',
    method: first.medio,
    parts: cash.map((p) => ({ method: p.medio, amount: p.monto })),
  };
}

/**
 * The factura electrónica's input from a SaleIssued: the company as it was at sale time, the series
 * and number the sale holds, its security code, and its lines at 10 % (exempt under the tourist
 * regime, as the sale's own totals are).
 */
export function facturaInputOf(sale: SaleForDocument, options: SaleDocumentOptions): FacturaElectronicaInput {
  const { company } = sale;
  if (company.emision !== 'electronica') {
    throw new SifenInputError(
      'NOT_ELECTRONIC',
      'La venta se emitió con timbrado impreso, no como documento electrónico',
    );
  }
  if (!sale.codigoSeguridad) {
    throw new SifenInputError('SECURITY_CODE_MISSING', 'La venta no tiene código de seguridad para el CDC');
  }
  const extra = options.issuer ?? {};
  return {
    environment: options.environment,
    issuer: {
      ...extra,
      ruc: company.ruc,
      razonSocial: company.razonSocial,
      nombreFantasia: company.nombreFantasia ?? extra.nombreFantasia ?? null,
      direccion: company.direccion ?? extra.direccion ?? '',
      telefono: company.telefono ?? extra.telefono ?? '',
      email: company.email ?? extra.email ?? '',
    },
    timbrado: { numero: sale.series.timbrado, fechaInicio: company.timbradoDesde },
    establecimiento: sale.series.establecimiento,
    punto: sale.series.puntoExpedicion,
    number: sale.series.secuencia,
    securityCode: sale.codigoSeguridad,
    emittedAt: sale.issuedAt,
    signedAt: options.signedAt,
    buyer: buyerOf(sale),
    payment: paymentOf(sale, options),
    lines: sale.lines.map((line) => ({
      code: line.itemId,
      description: line.nombre,
      quantity: line.cantidad,
      unitPrice: line.precioUnitario,
      total: line.subtotal,
      ivaRate: sale.regimenTurismo ? 0 : 10,
      kind: line.kind === 'product' ? 'goods' : 'service',
    })),
    totals: { total: sale.total, iva: sale.impuestos },
  };
}
