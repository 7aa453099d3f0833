import { checkRuc } from '@lavadero/fiscal/ruc';
import { ValidationError } from '../shared/errors';
import type { CustomerFields } from './events';
import { customerMessages } from './messages';

/**
 * The rules every stored customer keeps, whoever writes it (the screens, a data migration): a RUC
 * must carry its right check digit (invoices print it) and a tourist needs the data that justifies
 * the IVA exemption.
 */
export function assertValidCustomer(fields: CustomerFields): void {
  if (fields.docTipo === 'RUC') {
    const ruc = checkRuc(fields.docNumero);
    if (!ruc.valid) throw new ValidationError('INVALID_RUC', ruc.reason);
  }
  if (fields.regimenTurismo && !(fields.pais && fields.pasaporte && fields.fechaIngreso)) {
    throw new ValidationError('TOURIST_DATA_REQUIRED', customerMessages.touristDataRequired);
  }
}
