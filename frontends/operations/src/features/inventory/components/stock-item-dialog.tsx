import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import type { ReactNode } from 'react';

/** The frame of a stock movement's dialog: the product and its stock under the title, then the form. */
export function StockItemDialog({
  title,
  item,
  open,
  onClose,
  children,
}: {
  title: string;
  item: InventoryItemDto | null;
  open: boolean;
  onClose: () => void;
  /** The form, for the product shown (the dialog keeps its frame while it animates out). */
  children: (item: InventoryItemDto) => ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      className="sm:max-w-md"
      title={title}
      description={item ? `${item.nombre} · Stock actual: ${item.stockActual} ${item.unidadMedida}` : ''}
    >
      {item && children(item)}
    </FormDialog>
  );
}
