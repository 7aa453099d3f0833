import type * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

type TriggerProps = Pick<
  React.ComponentProps<typeof SelectTrigger>,
  'id' | 'className' | 'aria-label' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * A Select over a list of options, named by `aria-label` (toolbar filters) or by a <Label> that
 * points at its `id` (form fields, see FormField). Trigger props go to the button that shows the value.
 * With a `placeholder`, the value '' means "nothing chosen yet" (a customer, a vehicle) and shows it.
 */
export function LabelledSelect<T extends string>({
  value,
  onValueChange,
  options,
  disabled,
  placeholder,
  ...trigger
}: TriggerProps & {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    // Radix only hands back values of the items below, all of them from `options`.
    <Select value={value} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
