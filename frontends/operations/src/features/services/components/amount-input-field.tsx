import { Input } from '@lavadero/ui/components/input';
import type { ComponentProps } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { tidyAmount } from './amount-input';

/** A price input: typed freely, shown with thousands dots once the person leaves it ('35000' -> '35.000'). */
export function AmountInput<Values extends FieldValues, Name extends FieldPath<Values>>({
  field,
  ...props
}: Omit<ComponentProps<typeof Input>, keyof ControllerRenderProps> & {
  field: ControllerRenderProps<Values, Name>;
}) {
  return (
    <Input
      {...props}
      {...field}
      onBlur={() => {
        field.onChange(tidyAmount(field.value));
        field.onBlur();
      }}
      inputMode="numeric"
    />
  );
}
