/** Spanish texts for the refusals of the sales context, beside the rules that raise them. */
export const saleMessages = {
  noItems: 'Debe agregar al menos un item',
  invalidQuantity: 'La cantidad debe ser un número entero mayor o igual a 1',
  invalidStamp: 'Timbrado vencido - No se pueden emitir facturas',
  incompleteStamp:
    'El timbrado configurado está incompleto: revise número de timbrado, establecimiento y punto de expedición',
  monthlyLimitReached: 'Límite mensual de facturas alcanzado',
  seriesExhausted: 'Se agotó la numeración del timbrado para este punto de expedición',
  customerNotFound: 'Cliente no encontrado',
  serviceNotFound: 'Servicio no encontrado',
  comboNotFound: 'Combo no encontrado',
  productNotFound: 'Producto no encontrado',
  inactive: (kind: 'service' | 'combo' | 'product', nombre: string) =>
    `${{ service: 'El servicio', combo: 'El combo', product: 'El producto' }[kind]} ${nombre} no está activo`,
  insufficientStock: (nombre: string, disponible: number) =>
    `Stock insuficiente para ${nombre}: disponible ${disponible}`,
  priceMismatch: (nombre: string, precio: string) =>
    `El precio de ${nombre} no coincide con el vigente (${precio})`,
  lineSubtotalMismatch: (nombre: string, subtotal: string) =>
    `El subtotal de ${nombre} no coincide con cantidad por precio (${subtotal})`,
  totalsMismatch: (totals: { subtotal: string; impuestos: string; total: string }) =>
    `Los montos no coinciden con los calculados: subtotal ${totals.subtotal}, IVA ${totals.impuestos}, total ${totals.total}`,
  regimeMismatch: 'El régimen de turismo de la venta no coincide con el del cliente',
  totalTooHigh: (max: string) => `El total de la venta no puede superar ${max}`,
  idempotencyConflict: 'Ya se registró una venta con este número temporal y otros datos',
  saleNotFound: 'Venta no encontrada',
  saleVoided: 'La factura está anulada y no se puede modificar',
  importedLocked:
    'Esta factura fue importada de un respaldo: se emitió en el sistema anterior y no se puede modificar ni anular aquí.',
  alreadyVoided: 'La factura ya está anulada',
  editWindowClosed: 'Las facturas solo se pueden modificar o anular dentro de las 24 horas de su emisión',
  securityCodeMissing: 'La factura electrónica necesita su código de seguridad de 9 dígitos',
  stockReasonSale: 'venta',
  stockReasonCorrection: 'corrección de venta',
  stockReasonVoid: 'anulación de venta',
} as const;

/** 'Gs. 35.000' (es-PY), for the messages that quote an amount. */
export const gs = (amount: number) => `Gs. ${amount.toLocaleString('es-PY')}`;
