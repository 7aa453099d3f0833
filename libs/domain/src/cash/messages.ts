/** Spanish texts for the refusals of the caja, beside the rules that raise them. */
export const cashMessages = {
  notFound: 'Caja no encontrada',
  alreadyOpen: 'Ya tiene una caja abierta: ciérrela antes de abrir otra',
  sessionExists: 'La caja ya existe',
  closed: 'La caja ya está cerrada',
  notClosed: 'Solo se puede corregir una caja cerrada',
  invalidAmount: 'El monto debe ser un número entero de guaraníes mayor o igual a 0',
  invalidMovementAmount: 'El monto debe ser un número entero de guaraníes mayor a 0',
  invalidCount: 'Cada cantidad de billetes o monedas debe ser un número entero mayor o igual a 0',
  countMismatch: 'El total no coincide con el conteo por denominación',
  reasonRequired: 'Indique el motivo',
  notYourSession: 'Solo puede operar su propia caja; un administrador puede cerrar la de otro usuario',
  correctionReasonRequired: 'Indique el motivo de la corrección',
  figuresBehind:
    'Las últimas ventas aún se están registrando: intente cerrar la caja nuevamente en unos segundos',
  openCajaRequired:
    'Para vender necesita una caja abierta: abra su caja (con el fondo inicial) y vuelva a intentar',
  sameCount: 'La corrección no cambia el monto contado',
} as const;
