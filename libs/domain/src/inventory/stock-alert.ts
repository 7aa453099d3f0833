import type { AlertState } from './events';

/** A product is "low" up to this many times its minimum stock (spec 2 §9). */
export const LOW_STOCK_FACTOR = 1.5;

/**
 * The stored alert state (spec 2 §4): critical at or below the minimum (which includes no stock at
 * all, even with a minimum of 0), low up to 1.5 times the minimum, otherwise normal.
 */
export function alertStateOf(stockActual: number, stockMinimo: number): AlertState {
  if (stockActual <= 0 || stockActual <= stockMinimo) return 'critico';
  if (stockActual <= stockMinimo * LOW_STOCK_FACTOR) return 'bajo';
  return 'normal';
}

export const STOCK_LEVELS = ['agotado', 'critico', 'bajo', 'normal'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** The badge on a product card (spec 2 §4): like the alert state, but an empty shelf is 'Agotado'. */
export function stockLevelOf(stockActual: number, stockMinimo: number): StockLevel {
  return stockActual <= 0 ? 'agotado' : alertStateOf(stockActual, stockMinimo);
}
