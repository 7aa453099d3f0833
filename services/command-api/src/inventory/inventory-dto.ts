import type {
  AlertStateValue,
  InventoryItemDto,
  SaleProductDto,
  StockMovementDto,
  UnitValue,
} from '@lavadero/contracts/inventory';
import { stockLevelOf } from '@lavadero/domain/inventory/stock-alert';
import type { InventoryItemRow } from '@lavadero/read-models/inventory/inventory-items.table';
import type { InventoryMovementRow } from '@lavadero/read-models/inventory/inventory-movements.table';

/**
 * Display defaults ('Sin proveedor', 'Sin pedidos', spec 1 §3) are left to the screens: the API
 * answers null, so a screen can tell "unknown" from a supplier literally named that way.
 */
export function toInventoryItemDto(row: InventoryItemRow): InventoryItemDto {
  const { nombreBusqueda: _, createdBy: __, ...item } = row;
  return {
    ...item,
    unidadMedida: row.unidadMedida as UnitValue,
    estadoAlerta: row.estadoAlerta as AlertStateValue,
    nivelStock: stockLevelOf(row.stockActual, row.stockMinimo),
  };
}

export function toSaleProductDto(
  row: Pick<InventoryItemRow, 'id' | 'nombre' | 'precio' | 'stockActual' | 'unidadMedida'>,
): SaleProductDto {
  return { ...row, unidadMedida: row.unidadMedida as UnitValue };
}

export function toStockMovementDto(row: InventoryMovementRow): StockMovementDto {
  return { ...row, action: row.action as StockMovementDto['action'] };
}
