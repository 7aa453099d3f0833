/** Spanish texts for the refusals of the inventory context, beside the rules that raise them. */
export const inventoryMessages = {
  notFound: 'Producto no encontrado',
  alreadyExists: 'El producto ya existe',
  invalidQuantity: 'La cantidad debe ser un número entero mayor a 0',
  insufficientStock: (stock: number, unit: string, quantity: number) =>
    `Stock insuficiente: hay ${stock} ${unit} y se intentó descontar ${quantity}`,
  stockTooHigh: (max: number, unit: string) =>
    `El stock no puede superar ${max.toLocaleString('es-PY')} ${unit}`,
  initialStockReason: 'Stock inicial',
  manualAdjustmentReason: 'Ajuste manual',
  receiptReasonRequired: 'Indique el motivo de la entrada (por ejemplo, el número de factura del proveedor)',
} as const;
