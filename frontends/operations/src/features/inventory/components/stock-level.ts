import type { InventoryItemDto, StockLevelValue } from '@lavadero/contracts/inventory';

/** The card badge of each stock level (spec 2 §4), with the colour that goes with it. */
export const STOCK_LEVEL_BADGES: Readonly<
  Record<StockLevelValue, { label: string; variant: 'destructive' | 'warning' | 'success' }>
> = {
  agotado: { label: 'Agotado', variant: 'destructive' },
  critico: { label: 'Stock Crítico', variant: 'destructive' },
  bajo: { label: 'Stock Bajo', variant: 'warning' },
  normal: { label: 'Stock Normal', variant: 'success' },
};

/** The fill colour of the stock bar, matching the badge. */
export const STOCK_LEVEL_BAR: Readonly<Record<StockLevelValue, string>> = {
  agotado: 'bg-destructive',
  critico: 'bg-destructive',
  bajo: 'bg-warning',
  normal: 'bg-success',
};

/**
 * How full the shelf looks, in percent: twice the minimum (or the stock itself when there is no
 * minimum) counts as full, so "low" sits around the middle of the bar.
 */
export function stockPercent(item: Pick<InventoryItemDto, 'stockActual' | 'stockMinimo'>): number {
  if (item.stockActual <= 0) return 0;
  if (item.stockMinimo <= 0) return 100;
  return Math.min(100, Math.round((item.stockActual / (item.stockMinimo * 2)) * 100));
}
