import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A labelled text input registered in a react-hook-form form, with the schema's message under it. */
export function TextField<T extends FieldValues, U extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: {
  form: UseFormReturn<T, unknown, U>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
} & Omit<ComponentProps<typeof Input>, 'name' | 'id' | 'form'>) {
  const message = form.formState.errors[name]?.message;
  return (
    <FormField
      id={`config-${name}`}
      label={label}
      required={required}
      hint={hint}
      className={className}
      error={typeof message === 'string' ? message : undefined}
    >
      {(control) => <Input {...control} {...input} {...form.register(name)} />}
    </FormField>
  );
}
