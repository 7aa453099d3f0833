import type { CustomerFields } from './events';

/** A local customer with every optional field filled in. */
export const fields: CustomerFields = {
  nombre: 'María González',
  docTipo: 'CI',
  docNumero: '1234567',
  email: 'maria@correo.com.py',
  telefono: '0981 123 456',
  direccion: 'Av. Mcal. López 1234',
  regimenTurismo: false,
  pais: null,
  pasaporte: null,
  fechaIngreso: null,
};
