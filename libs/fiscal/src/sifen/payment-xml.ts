import { SifenInputError } from './errors';
import type { FacturaPayment, FacturaPaymentMethod, FacturaPaymentPart } from './factura-input';
import { el, group } from './xml-text';

/** SIFEN's iTiPago code and text for each payment method of the point of sale. */
const METHODS: Record<FacturaPaymentMethod, { code: number; text: string }> = {
  efectivo: { code: 1, text: 'Efectivo' },
  cheque: { code: 2, text: 'Cheque' },
  tarjeta_credito: { code: 3, text: 'Tarjeta de crédito' },
  tarjeta_debito: { code: 4, text: 'Tarjeta de débito' },
  transferencia: { code: 5, text: 'Transferencia' },
};

const GUARANI = [el('cMoneTiPag', 'PYG'), el('dDMoneTiPag', 'Guarani')].join('');

/**
 * A card paid at the counter: the brand is not recorded by the point of sale, so "Otro" (99),
 * processed by POS (1).
 */
const CARD = group('gPagTarCD', el('iDenTarj', 99), el('dDesDenTarj', 'Otro'), el('iForProPa', 1));

function chequeXml(payment: FacturaPayment): string {
  if (payment.condition !== 'contado' || !payment.cheque) return '';
  const { numero, banco } = payment.cheque;
  if (!/^\d{1,8}$/.test(numero.trim()) || banco.trim().length < 4 || banco.trim().length > 20) {
    throw new SifenInputError('PAYMENT_INVALID', 'Número de cheque o banco inválidos para SIFEN');
  }
  return group('gPagCheq', el('dNumCheq', numero.trim().padStart(8, '0')), el('dBcoEmi', banco.trim()));
}

type Contado = Extract<FacturaPayment, { condition: 'contado' }>;

/** One gPaConEIni: a method and the amount paid by it (a card's processing, a cheque's details). */
function partXml(payment: FacturaPayment, part: FacturaPaymentPart): string {
  const method = METHODS[part.method];
  const isCard = part.method === 'tarjeta_credito' || part.method === 'tarjeta_debito';
  return group(
    'gPaConEIni',
    el('iTiPago', method.code),
    el('dDesTiPag', method.text),
    el('dMonTiPag', part.amount),
    GUARANI,
    isCard ? CARD : '',
    part.method === 'cheque' ? chequeXml(payment) : '',
  );
}

const validAmounts = (parts: readonly FacturaPaymentPart[]) =>
  parts.every((p) => Number.isInteger(p.amount) && p.amount > 0);

/** The parts of a contado payment: each as stated (they must add up to the total), or the whole by its method. */
function partsOf(payment: Contado, total: number): readonly FacturaPaymentPart[] {
  if (!payment.parts || payment.parts.length === 0) return [{ method: payment.method, amount: total }];
  const sum = payment.parts.reduce((s, p) => s + p.amount, 0);
  if (sum !== total || !validAmounts(payment.parts)) {
    throw new SifenInputError('PAYMENT_INVALID', 'Los medios de pago no suman el total del documento');
  }
  return payment.parts;
}

/** gCamCond: cash (contado) with one payment per method it was paid by, or credit on a term. */
export function paymentXml(payment: FacturaPayment, total: number): string {
  if (payment.condition === 'credito') {
    const plazo = (payment.plazo ?? '30 días').trim();
    if (plazo.length < 2 || plazo.length > 15) {
      throw new SifenInputError('PAYMENT_INVALID', 'El plazo del crédito debe tener entre 2 y 15 caracteres');
    }
    // A down payment is what was paid at the counter: less than the total, the rest on account.
    const initial = payment.entregaInicial ?? [];
    const paid = initial.reduce((s, p) => s + p.amount, 0);
    if (!validAmounts(initial) || (initial.length > 0 && paid >= total)) {
      throw new SifenInputError(
        'PAYMENT_INVALID',
        'La entrega inicial debe ser menor que el total del documento',
      );
    }
    return group(
      'gCamCond',
      el('iCondOpe', 2),
      el('dDCondOpe', 'Crédito'),
      ...initial.map((part) => partXml(payment, part)),
      group(
        'gPagCred',
        el('iCondCred', 1),
        el('dDCondCred', 'Plazo'),
        el('dPlazoCre', plazo),
        paid > 0 ? el('dMonEnt', paid) : '',
      ),
    );
  }
  return group(
    'gCamCond',
    el('iCondOpe', 1),
    el('dDCondOpe', 'Contado'),
    ...partsOf(payment, total).map((part) => partXml(payment, part)),
  );
}
