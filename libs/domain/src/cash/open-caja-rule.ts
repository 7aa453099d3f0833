import { IllegalStateError } from '../shared/errors';
import { cashMessages } from './messages';

/**
 * What a sale knows of the caja: whether the business requires one, and, only then, whether the
 * seller has one open (not looked up at all when the setting is off).
 */
export type SellerCaja = { readonly required: false } | { readonly required: true; readonly open: boolean };

/** With 'Caja abierta obligatoria para vender' on, a seller without an open caja may not sell. */
export function refusesSeller(caja: SellerCaja): boolean {
  return caja.required && !caja.open;
}

export function requireOpenCajaToSell(caja: SellerCaja): void {
  if (refusesSeller(caja)) {
    throw new IllegalStateError('CASH_SESSION_REQUIRED', cashMessages.openCajaRequired);
  }
}
