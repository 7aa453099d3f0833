import type { Control, FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { LabelledSelect, type SelectOption } from './labelled-select';

/** The values a select may hand to the field: the string ones of its type (an optional field's too). */
type ChoiceOf<Values extends FieldValues, Name extends FieldPath<Values>> = Extract<
  FieldPathValue<Values, Name>,
  string
>;

/**
 * A `useZodForm` field chosen from a list: FormField's label, message and hint around a LabelledSelect
 * that fills the field's width. `onValueChange` runs after the field takes the value, for a choice that
 * fills in another field (a plan and its invoice limit).
 */
export function SelectFormField<Values extends FieldValues, Name extends FieldPath<Values>, Body = Values>({
  options,
  disabled,
  placeholder,
  onValueChange,
  ...frame
}: {
  control: Control<Values, unknown, Body>;
  name: Name;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  options: readonly SelectOption<ChoiceOf<Values, Name>>[];
  disabled?: boolean;
  /** Shown while the value is '' (nothing chosen yet). */
  placeholder?: string;
  onValueChange?: (value: ChoiceOf<Values, Name>) => void;
}) {
  return (
    <FormField {...frame}>
      {(aria, field) => (
        <LabelledSelect
          {...aria}
          className="w-full"
          // A field not filled in yet reads as '' (the placeholder), never as an uncontrolled Select.
          value={(field.value ?? '') as ChoiceOf<Values, Name>}
          onValueChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          options={options}
          disabled={disabled}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
