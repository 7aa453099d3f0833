/** Spanish names of the configuration fields, for the change history. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ruc: 'RUC',
  razonSocial: 'Razón Social',
  nombreFantasia: 'Nombre de Fantasía',
  timbradoNumero: 'Número de Timbrado',
  timbradoDesde: 'Vigencia Desde',
  timbradoHasta: 'Vigencia Hasta',
  establecimiento: 'Establecimiento',
  puntoExpedicion: 'Punto de Expedición',
  direccion: 'Dirección',
  ciudad: 'Ciudad',
  telefono: 'Teléfono',
  email: 'Email',
  moneda: 'Moneda',
  logoPath: 'Logo',
  endpointUrl: 'URL del servicio DNIT',
  authToken: 'Token de autenticación',
  certificateData: 'Certificado',
  certificatePassword: 'Contraseña del certificado',
  operationMode: 'Modo de operación',
  isActive: 'Integración activa',
  emision: 'Emisión de facturas',
  timbradoElectronico: 'Timbrado electrónico',
  timbradoElectronicoDesde: 'Timbrado electrónico vigente desde',
  cscId: 'ID del CSC',
  cscSecret: 'CSC',
};

export const fieldLabel = (field: string): string =>
  Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] as string) : field;
