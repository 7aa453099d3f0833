import type { ReactNode } from 'react';
import { type CartItem, type CartTotals, setQuantity } from './sale-cart';
import { SaleSummary } from './sale-summary';
import { SelectedItems } from './selected-items';

/** The right side of the sale dialogs: the selected lines with their quantity controls, the totals, the buttons. */
export function CartPanel({
  cart,
  onCart,
  totals,
  regimenTurismo,
  children,
}: {
  cart: readonly CartItem[];
  onCart: (next: CartItem[]) => void;
  totals: CartTotals;
  regimenTurismo: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <h3 className="font-medium">Items seleccionados</h3>
      <SelectedItems
        items={cart}
        onQuantity={(type, id, quantity) => onCart(setQuantity(cart, type, id, quantity))}
      />
      <SaleSummary totals={totals} regimenTurismo={regimenTurismo} />
      <div className="flex flex-wrap justify-end gap-2">{children}</div>
    </div>
  );
}
