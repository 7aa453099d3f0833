import type { SaleDto } from '@lavadero/contracts/sales';

/**
 * What a sale write answers: the sale (201/200), or 202 `{ id, location, message }` when it is stored
 * but the read models lag. Both mean saved; only the number may still be unknown (spec 1's
 * 'Generando...').
 */
export type WrittenSale =
  | SaleDto
  | { readonly id: string; readonly location?: string; readonly message?: string };

export const isFullSale = (reply: WrittenSale | undefined): reply is SaleDto =>
  reply !== undefined && 'numeroFactura' in reply;
