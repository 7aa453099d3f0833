import type { ReactNode } from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { cn } from '../lib/utils';
import { Label } from './label';

/** What a field's control needs to be read out with its label and its message. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** A validation message under a field, announced to screen readers. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {message}
    </p>
  );
}

/**
 * One field of a `useZodForm` form: its label, its control and the Spanish message under it (or a hint
 * while there is none). `children(control, field)` gets the id and aria attributes (so label, control and
 * message always match) and the field's value and handlers (`{...field}` on an input; `field.onChange`
 * on a Select or a Switch).
 */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>, Body = Values>({
  control,
  name,
  id,
  label,
  required = false,
  hint,
  className,
  children,
}: {
  control: Control<Values, unknown, Body>;
  name: Name;
  id: string;
  label: string;
  /** Adds a red '*' after the label, hidden from screen readers (it only repeats what the form says). */
  required?: boolean;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps, field: ControllerRenderProps<Values, Name>) => ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden>
            *
          </span>
        )}
      </Label>
      {children(
        {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        },
        field,
      )}
      {error ? (
        <FieldError id={errorId} message={error} />
      ) : (
        hint && <p className="text-muted-foreground text-xs">{hint}</p>
      )}
    </div>
  );
}
