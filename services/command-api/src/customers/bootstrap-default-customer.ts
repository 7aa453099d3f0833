import { DEFAULT_CUSTOMER, NAME_AND_DOCUMENT_ONLY } from '@lavadero/contracts/customers';
import { toCustomerStreamId } from '@lavadero/domain/customers/events';
import type { WriteDeps } from '../plugins/write-deps';
import { registerCustomer } from './register-customer';

/**
 * Makes sure the walk-in customer 'Cliente General' (CI 0, fixed id) exists, on every start. Its
 * stream is created with 'no_stream', so of two instances starting together exactly one creates it
 * and the other is told it exists. Once created it is a customer like any other (it may be edited),
 * so an existing stream is left alone.
 */
export async function bootstrapDefaultCustomer(deps: WriteDeps): Promise<void> {
  if ((await deps.store.readStream(toCustomerStreamId(DEFAULT_CUSTOMER.id))).length > 0) return;
  try {
    await registerCustomer(
      deps,
      { userId: null, correlationId: 'bootstrap-default-customer' },
      {
        nombre: DEFAULT_CUSTOMER.nombre,
        docTipo: DEFAULT_CUSTOMER.docTipo,
        docNumero: DEFAULT_CUSTOMER.docNumero,
        ...NAME_AND_DOCUMENT_ONLY,
      },
      DEFAULT_CUSTOMER.id,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'CUSTOMER_EXISTS') return;
    // Only possible if someone registered CI 0 before this ran: keep their customer, start anyway.
    if (code === 'DOCUMENT_TAKEN') {
      deps.log.warn('Cliente General no creado: otro cliente ya tiene el documento CI 0');
      return;
    }
    throw error;
  }
}
