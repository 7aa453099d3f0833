/** Paraguay's country calling code: every WhatsApp number the screen builds starts with it. */
const PARAGUAY = '595';
/** Subscriber numbers after the country code: landlines from 6 digits, mobiles 9 (e.g. 981 123 456). */
const MIN_NATIONAL_DIGITS = 6;
const MAX_NATIONAL_DIGITS = 10;

/**
 * A phone as written on a customer card ('0981 123 456', '+595 981 123456', '(021) 555-000') as the
 * international digits wa.me wants ('595981123456'), or null when it cannot be a Paraguayan number.
 * The national trunk '0' is dropped; an international prefix ('+', '00') is accepted only for +595.
 */
export function normalizeParaguayPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international && !digits.startsWith(PARAGUAY)) return null;
  let national =
    digits.startsWith(PARAGUAY) && (international || digits.length > 10) ? digits.slice(3) : digits;
  national = national.replace(/^0+/, '');
  if (national.length < MIN_NATIONAL_DIGITS || national.length > MAX_NATIONAL_DIGITS) return null;
  return `${PARAGUAY}${national}`;
}

/**
 * The 'Avisar' link of a finished order: a WhatsApp chat with the customer, the message already
 * written. Null when the customer has no usable phone (the button is then hidden).
 */
export function readyForPickupLink(
  customer: {
    nombre: string;
    telefono: string | null | undefined;
  },
  placa: string,
): string | null {
  const number = normalizeParaguayPhone(customer.telefono);
  if (number === null) return null;
  const text = `Hola ${customer.nombre}, su vehículo ${placa} está listo para retirar.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
