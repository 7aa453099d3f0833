import { zodResolver } from '@hookform/resolvers/zod';
// By package name, like client.ts: the toast store must be the page's one (see components/toaster.tsx).
import { toast } from '@lavadero/ui/hooks/use-toast';
import type { BaseSyntheticEvent } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

// The schemas take `unknown` (they trim and convert the typed text), so any Values fit them.
function resolverFor<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, unknown>,
): Resolver<Values, unknown, Body> {
  return zodResolver(schema as z.ZodType<Body, Values>);
}

export type ZodForm<Values extends FieldValues, Body> = UseFormReturn<Values, unknown, Body> & {
  /** For the <form>'s onSubmit: checks the values with the schema, then calls `onValid` with the body. */
  readonly submit: (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * The one way a screen holds a form: react-hook-form fed by the libs/contracts schema the server checks
 * the same body with, so the browser shows the server's Spanish messages under each field before sending.
 *
 * `defaultValues` is what the inputs hold (text as typed); the schema's output is the body to send, and
 * `onValid` receives it already parsed. Checked first on submit, then again on every change: a message
 * goes away as soon as the field is corrected (the combo dialog used to keep it until the next submit).
 */
export function useZodForm<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, unknown>,
  {
    onValid,
    onInvalid,
    ...options
  }: Omit<UseFormProps<Values, unknown, Body>, 'resolver' | 'mode' | 'reValidateMode'> & {
    defaultValues: Values;
    onValid: (body: Body) => unknown;
    /** For what no field shows (a sale's missing lines): told the errors when the schema refuses. */
    onInvalid?: (errors: FieldErrors<Values>) => void;
  },
): ZodForm<Values, Body> {
  const form = useForm<Values, unknown, Body>({
    ...options,
    resolver: resolverFor<Values, Body>(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onValid(body);
    } catch {
      // A throw here is a bug, not a refusal (those arrive as failed mutations), but the person still
      // learns that nothing was saved (spec 2 §8).
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Error inesperado al procesar el formulario',
      });
    }
  }, onInvalid);
  return { ...form, submit };
}
