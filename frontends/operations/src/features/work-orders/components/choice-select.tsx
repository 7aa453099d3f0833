import type { FieldControlProps } from '@lavadero/ui/components/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lavadero/ui/components/select';

/**
 * A Select over records read from the server (customers, vehicles), with a placeholder while nothing
 * is chosen; LabelledSelect is for fixed lists that always hold a value.
 */
export function ChoiceSelect({
  control,
  value,
  onChange,
  placeholder,
  options,
  disabled,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control} className="w-full">
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
