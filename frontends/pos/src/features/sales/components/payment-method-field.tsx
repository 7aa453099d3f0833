import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_OPTIONS,
  type PaymentMethodValue,
} from '@lavadero/contracts/sales';
import { Label } from '@lavadero/ui/components/label';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** 'Medio de Pago' of the new-sale and edit dialogs: the five methods, efectivo by default. */
export function PaymentMethodField<T extends FieldValues, Checked = T>({
  control,
  id,
}: {
  control: Control<T, unknown, Checked>;
  id: string;
}) {
  return (
    <Controller
      control={control}
      name={'medioPago' as Path<T>}
      render={({ field }) => (
        <div className="space-y-1">
          <Label htmlFor={id}>Medio de Pago</Label>
          <LabelledSelect<PaymentMethodValue>
            id={id}
            value={field.value ?? DEFAULT_PAYMENT_METHOD}
            onValueChange={field.onChange}
            options={PAYMENT_METHOD_OPTIONS}
          />
        </div>
      )}
    />
  );
}
