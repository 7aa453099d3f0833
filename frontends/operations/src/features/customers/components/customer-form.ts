import { CustomerBody, type CustomerDto, type DocTipoValue } from '@lavadero/contracts/customers';
import { type FieldErrors, toFieldErrors } from './form-errors';

/** What the customer dialog holds: every text as typed, the tourist switch as a boolean. */
export interface CustomerForm {
  nombre: string;
  docTipo: DocTipoValue;
  docNumero: string;
  email: string;
  telefono: string;
  direccion: string;
  regimenTurismo: boolean;
  pais: string;
  pasaporte: string;
  fechaIngreso: string;
}

export const EMPTY_CUSTOMER_FORM: CustomerForm = {
  nombre: '',
  docTipo: 'CI',
  docNumero: '',
  email: '',
  telefono: '',
  direccion: '',
  regimenTurismo: false,
  pais: '',
  pasaporte: '',
  fechaIngreso: '',
};

export function customerToForm(customer: CustomerDto): CustomerForm {
  return {
    nombre: customer.nombre,
    docTipo: customer.docTipo,
    docNumero: customer.docNumero,
    email: customer.email ?? '',
    telefono: customer.telefono ?? '',
    direccion: customer.direccion ?? '',
    regimenTurismo: customer.regimenTurismo,
    pais: customer.pais ?? '',
    pasaporte: customer.pasaporte ?? '',
    fechaIngreso: customer.fechaIngreso ?? '',
  };
}

/**
 * The server's own schema, run in the browser: the same Spanish messages under the fields, and the
 * body to send (empty texts as null, an empty entry date left out: spec 2 §5).
 */
export function validateCustomerForm(
  form: CustomerForm,
): { body: CustomerBody; errors: FieldErrors } | { body: null; errors: FieldErrors } {
  const result = CustomerBody.safeParse(form);
  return result.success
    ? { body: result.data, errors: {} }
    : { body: null, errors: toFieldErrors(result.error.issues) };
}
