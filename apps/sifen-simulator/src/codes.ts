/**
 * Result codes of the Manual Técnico v150 (ch. 9 and 12) that the simulator answers, with the
 * message SIFEN gives. The totals codes (2359-2377) are assigned one per recomputed field of gTotSub,
 * in the order of the group: the manual's own table is not at hand, so treat their numbers as ours.
 */
export const MESSAGES = {
  '0100': 'Error de esquema XML',
  '0140': 'Firma digital no cumple con el estándar',
  '0141': 'Valor de la firma digital no corresponde',
  '0142': 'RUC del certificado utilizado para firmar no corresponde al emisor',
  '0160': 'XML mal formado',
  '0183': 'RUC del certificado utilizado en la conexión no está activo',
  '0200': 'Mensaje excede tamaño máximo (1000 KB)',
  '0260': 'Autorización del DE satisfactoria',
  '0270': 'Lote excede tamaño máximo (10000 KB)',
  '0300': 'Lote recibido con éxito',
  '0301': 'Lote no encolado para procesamiento',
  '0340': 'El lote no pertenece al RUC del certificado',
  '0360': 'Número de lote inexistente',
  '0361': 'Lote en procesamiento',
  '0362': 'Procesamiento de lote concluido',
  '0363': 'El lote contiene documentos de distintos tipos',
  '0364': 'Consulta extemporánea de lote: consulte cada CDC',
  '0420': 'CDC inexistente',
  '0422': 'CDC encontrado',
  '0500': 'RUC inexistente',
  '0502': 'RUC encontrado',
  '0600': 'Evento registrado correctamente',
  '1000': 'CDC no corresponde con las informaciones del XML',
  '1001': 'CDC duplicado',
  '1002': 'Documento electrónico duplicado',
  '1003': 'DV del CDC inválido',
  '1004': 'La fecha de firma es posterior a la fecha de recepción',
  '1005': 'Transmisión extemporánea del DE',
  '1101': 'Número de timbrado inválido',
  '1103': 'Timbrado no vigente a la fecha de emisión',
  '1105': 'Establecimiento no habilitado en el timbrado',
  '1106': 'Punto de expedición no habilitado en el timbrado',
  '1109': 'Número del documento inutilizado',
  '1150': 'Fecha de emisión del DE con más de 720 horas de atraso',
  '1151': 'Fecha de emisión del DE con más de 120 horas de adelanto',
  '1250': 'RUC del emisor inexistente',
  '1251': 'RUC del emisor no habilitado como facturador electrónico',
  '1252': 'RUC del emisor no activo',
  '1253': 'DV del RUC del emisor inválido',
  '1306': 'RUC del receptor inexistente',
  '1309': 'DV del RUC del receptor inválido',
  '2359': 'Subtotal exento (dSubExe) no corresponde a la suma de los ítems',
  '2360': 'Subtotal exonerado (dSubExo) no corresponde a la suma de los ítems',
  '2361': 'Subtotal al 5% (dSub5) no corresponde a la suma de los ítems',
  '2362': 'Subtotal al 10% (dSub10) no corresponde a la suma de los ítems',
  '2363': 'Total bruto (dTotOpe) no corresponde a la suma de los subtotales',
  '2369': 'Total general (dTotGralOpe) no corresponde al cálculo',
  '2370': 'IVA al 5% (dIVA5) no corresponde al cálculo',
  '2371': 'IVA al 10% (dIVA10) no corresponde al cálculo',
  '2374': 'Total del IVA (dTotIVA) no corresponde al cálculo',
  '2375': 'Base gravada al 5% (dBaseGrav5) no corresponde al cálculo',
  '2376': 'Base gravada al 10% (dBaseGrav10) no corresponde al cálculo',
  '2377': 'Total de la base gravada (dTBasGraIVA) no corresponde al cálculo',
  '2500': 'Los datos del QR no corresponden con el XML',
  '2501': 'Hash del QR (cHashQR) inválido',
  '2502': 'URL de consulta del QR inválida',
  '4000': 'CDC del DE a cancelar inexistente',
  '4001': 'El DE ya está cancelado',
  '4002': 'Plazo de cancelación vencido',
  '4003': 'El RUC del certificado no es el emisor del DE a cancelar',
  '4050': 'Rango a inutilizar mayor a 1000 números',
  '4051': 'Rango a inutilizar contiene números ya aprobados',
  '4052': 'Timbrado, establecimiento o punto de expedición inválido para inutilizar',
  '4053': 'Número inicial mayor que el número final',
  '4054': 'Rango ya inutilizado',
} as const;

export type ResultCode = keyof typeof MESSAGES;

export interface ResultMessage {
  readonly code: string;
  readonly message: string;
}

export function result(code: ResultCode, detail?: string): ResultMessage {
  return { code, message: detail ? `${MESSAGES[code]}: ${detail}` : MESSAGES[code] };
}

export type ResultState = 'Aprobado' | 'Aprobado con observación' | 'Rechazado';
