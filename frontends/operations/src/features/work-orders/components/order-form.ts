import type { WorkOrderDto, WorkOrderFormValues } from '@lavadero/contracts/work-orders';

/** One line of the dialog: exactly one of the three ids, and a whole quantity of at least 1. */
export interface OrderLine {
  readonly serviceId: string | null;
  readonly comboId: string | null;
  readonly inventoryItemId: string | null;
  readonly quantity: number;
}

export const lineKey = (line: OrderLine) =>
  (line.serviceId ?? line.comboId ?? line.inventoryItemId) as string;

/** The service checklist: ticking a service adds it once, unticking removes its line. */
export function toggleService(lines: readonly OrderLine[], serviceId: string): OrderLine[] {
  if (lines.some((line) => line.serviceId === serviceId))
    return lines.filter((line) => line.serviceId !== serviceId);
  return [...lines, { serviceId, comboId: null, inventoryItemId: null, quantity: 1 }];
}

/** Removes one line, whatever it holds (a service, or a combo or product the order got through the API). */
export const removeLine = (lines: readonly OrderLine[], key: string): OrderLine[] =>
  lines.filter((line) => lineKey(line) !== key);

/** Spec 2 §5: a quantity cannot go below 1 (removing a line is its own action); fractions are cut. */
export function setLineQuantity(lines: readonly OrderLine[], key: string, quantity: number): OrderLine[] {
  const whole = Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1;
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: whole } : line));
}

/** What the dialog shows as the total; the server sums the catalogue prices again and its sum is kept. */
export function linesTotal(lines: readonly OrderLine[], priceOf: (key: string) => number): number {
  return lines.reduce((sum, line) => sum + priceOf(lineKey(line)) * line.quantity, 0);
}

/** The dialog's values: empty for a new order, the order's customer, vehicle, notes and lines to edit. */
export function orderToForm(order: WorkOrderDto | null): WorkOrderFormValues & { items: OrderLine[] } {
  if (!order) return { customerId: '', vehicleId: '', observaciones: '', items: [] };
  return {
    customerId: order.customerId,
    vehicleId: order.vehicleId,
    observaciones: order.observaciones ?? '',
    items: order.items.map((item) => ({
      serviceId: item.serviceId,
      comboId: item.comboId,
      inventoryItemId: item.inventoryItemId,
      quantity: item.cantidad,
    })),
  };
}
