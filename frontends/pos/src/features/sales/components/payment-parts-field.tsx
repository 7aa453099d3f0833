import { PAYMENT_METHOD_OPTIONS, type PaymentMethodValue } from '@lavadero/contracts/sale-payments';
import { Button } from '@lavadero/ui/components/button';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Plus, X } from 'lucide-react';
import { addPart, changeOf, changePart, type PaymentPart, remainingOf, removePart } from './payment-parts';

/** Typed guaraníes: the digits only ('50.000' is 50000); empty is null. */
const amountOf = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * 'Medios de pago': each part's method and amount, what remains to assign, and on the cash part the
 * amount handed over and the change. The parts are the form's `pagos`; the dialog enables its button
 * only when they add up (partsReady), and the server checks them again.
 */
export function PaymentPartsField({
  parts,
  total,
  idPrefix,
  onChange,
}: {
  parts: readonly PaymentPart[];
  total: number;
  idPrefix: string;
  onChange: (parts: PaymentPart[]) => void;
}) {
  const remaining = remainingOf(parts, total);
  return (
    <fieldset className="space-y-2" aria-label="Medios de pago">
      <legend className="font-medium text-sm">Medios de pago</legend>
      {parts.map((part, i) => {
        const id = `${idPrefix}-pago-${i}`;
        const change = changeOf(part);
        return (
          <div key={part.medio} className="space-y-1 rounded-md border p-2" data-testid="payment-part">
            <div className="flex items-end gap-2">
              <div className="flex-1 space-y-1">
                <Label htmlFor={`${id}-medio`}>Medio de Pago</Label>
                <select
                  id={`${id}-medio`}
                  className="h-9 w-full rounded-md border bg-background px-2"
                  value={part.medio}
                  onChange={(e) =>
                    onChange(changePart(parts, i, { medio: e.target.value as PaymentMethodValue }))
                  }
                >
                  {PAYMENT_METHOD_OPTIONS.filter(
                    (o) => o.value === part.medio || !parts.some((p) => p.medio === o.value),
                  ).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex-1 space-y-1">
                <Label htmlFor={`${id}-monto`}>Monto</Label>
                <Input
                  id={`${id}-monto`}
                  inputMode="numeric"
                  value={String(part.monto)}
                  onChange={(e) => onChange(changePart(parts, i, { monto: amountOf(e.target.value) ?? 0 }))}
                />
              </div>
              {parts.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Quitar ${PAYMENT_METHOD_OPTIONS.find((o) => o.value === part.medio)?.label}`}
                  onClick={() => onChange(removePart(parts, i, total))}
                >
                  <X />
                </Button>
              ) : null}
            </div>
            {part.medio === 'efectivo' ? (
              <div className="flex items-end gap-2">
                <div className="flex-1 space-y-1">
                  <Label htmlFor={`${id}-entregado`}>Monto entregado</Label>
                  <Input
                    id={`${id}-entregado`}
                    inputMode="numeric"
                    placeholder="Opcional"
                    value={part.entregado == null ? '' : String(part.entregado)}
                    onChange={(e) => onChange(changePart(parts, i, { entregado: amountOf(e.target.value) }))}
                  />
                </div>
                <p className="flex-1 pb-2 text-sm" data-testid="payment-change">
                  Vuelto: {change === null ? '-' : formatGuaranies(change)}
                </p>
              </div>
            ) : null}
          </div>
        );
      })}
      <div className="flex items-center justify-between">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={parts.length >= PAYMENT_METHOD_OPTIONS.length}
          onClick={() => onChange(addPart(parts, total))}
        >
          <Plus /> Agregar medio de pago
        </Button>
        <span
          className={remaining === 0 ? 'text-muted-foreground text-sm' : 'text-destructive text-sm'}
          data-testid="payment-remaining"
        >
          {remaining >= 0 ? 'Restante' : 'Excedente'}: {formatGuaranies(Math.abs(remaining))}
        </span>
      </div>
    </fieldset>
  );
}
