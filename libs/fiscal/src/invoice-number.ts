/**
 * Invoice numbers: establecimiento (3 digits) - punto de expedición (3 digits) - sequence (7 digits),
 * e.g. '001-001-0000001'. A new timbrado starts its sequence at 1.
 */
export const MAX_INVOICE_SEQUENCE = 9_999_999;

const THREE_DIGITS = /^\d{1,3}$/;

/** '1' and '001' are the same establecimiento; anything that is not 1–3 digits is refused. */
export function padCode(code: string): string {
  const trimmed = code.trim();
  if (!THREE_DIGITS.test(trimmed)) throw new RangeError(`Código de 3 dígitos inválido: ${code}`);
  return trimmed.padStart(3, '0');
}

export function formatInvoiceNumber(
  establecimiento: string,
  puntoExpedicion: string,
  sequence: number,
): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`Número de factura fuera de rango: ${sequence}`);
  }
  return `${padCode(establecimiento)}-${padCode(puntoExpedicion)}-${String(sequence).padStart(7, '0')}`;
}
