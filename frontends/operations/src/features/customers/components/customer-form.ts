import type { CustomerDto, DocTipoValue } from '@lavadero/contracts/customers';

/**
 * What the customer dialog holds: every text as typed, the tourist switch as a boolean. The server's own
 * schema (CustomerBody) turns it into the body: empty texts as null, an empty entry date left out.
 */
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
