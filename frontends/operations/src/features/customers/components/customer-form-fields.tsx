import { DOC_TIPO_VALUES, type DocTipoValue } from '@lavadero/contracts/customers';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { LabelledSelect, type SelectOption } from '@lavadero/ui/components/labelled-select';
import { Switch } from '@lavadero/ui/components/switch';
import type { ChangeEvent } from 'react';
import type { CustomerForm } from './customer-form';
import type { FieldErrors } from './form-errors';

const DOC_TIPO_LABELS: Record<DocTipoValue, string> = {
  CI: 'CI - Cédula de Identidad',
  Pasaporte: 'Pasaporte',
  RUC: 'RUC',
  Extranjero: 'Documento extranjero',
};
const DOC_TIPO_OPTIONS: readonly SelectOption<DocTipoValue>[] = DOC_TIPO_VALUES.map((value) => ({
  value,
  label: DOC_TIPO_LABELS[value],
}));

export type SetCustomerField = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => void;

/** The customer dialog's fields; the tourist data appear only under the regimenTurismo switch. */
export function CustomerFormFields({
  form,
  errors,
  set,
  disabled,
}: {
  form: CustomerForm;
  errors: FieldErrors;
  set: SetCustomerField;
  disabled: boolean;
}) {
  const text = (key: 'nombre' | 'docNumero' | 'email' | 'telefono' | 'direccion' | 'pais' | 'pasaporte') => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    disabled,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="customer-nombre" label="Nombre" required error={errors.nombre} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            {...text('nombre')}
            placeholder="Nombre y apellido o razón social"
            autoComplete="off"
            autoFocus
          />
        )}
      </FormField>
      <FormField
        id="customer-docTipo"
        label="Tipo de documento"
        required
        error={errors.docTipo}
        // Stacked with margins, not the grid: the Select's hidden native <select> follows the trigger,
        // which then keeps a bottom margin, and this row was laid out with it.
        className="block space-y-2"
      >
        {(control) => (
          <LabelledSelect
            {...control}
            className="w-full"
            value={form.docTipo}
            onValueChange={(value) => set('docTipo', value)}
            options={DOC_TIPO_OPTIONS}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField
        id="customer-docNumero"
        label="Número de documento"
        required
        error={errors.docNumero}
        hint={form.docTipo === 'RUC' ? 'Número, guión y dígito verificador (ej.: 80012345-6)' : undefined}
      >
        {(control) => <Input {...control} {...text('docNumero')} autoComplete="off" />}
      </FormField>
      <FormField id="customer-email" label="Email" error={errors.email}>
        {(control) => <Input {...control} {...text('email')} type="email" placeholder="cliente@correo.com" />}
      </FormField>
      <FormField id="customer-telefono" label="Teléfono" error={errors.telefono}>
        {(control) => <Input {...control} {...text('telefono')} type="tel" placeholder="0981 123 456" />}
      </FormField>
      <FormField id="customer-direccion" label="Dirección" error={errors.direccion} className="sm:col-span-2">
        {(control) => <Input {...control} {...text('direccion')} />}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
        <div className="space-y-1">
          <Label htmlFor="customer-regimenTurismo">Régimen Turismo</Label>
          <p className="text-muted-foreground text-xs">
            Cliente extranjero no residente: sus compras están exentas de IVA.
          </p>
        </div>
        <Switch
          id="customer-regimenTurismo"
          checked={form.regimenTurismo}
          onCheckedChange={(checked) => set('regimenTurismo', checked)}
          disabled={disabled}
        />
      </div>
      {form.regimenTurismo && (
        <>
          <FormField id="customer-pais" label="País" required error={errors.pais}>
            {(control) => <Input {...control} {...text('pais')} placeholder="País de origen" />}
          </FormField>
          <FormField id="customer-pasaporte" label="Pasaporte" required error={errors.pasaporte}>
            {(control) => <Input {...control} {...text('pasaporte')} autoComplete="off" />}
          </FormField>
          <FormField id="customer-fechaIngreso" label="Fecha de ingreso" required error={errors.fechaIngreso}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={form.fechaIngreso}
                onChange={(e) => set('fechaIngreso', e.target.value)}
                disabled={disabled}
              />
            )}
          </FormField>
        </>
      )}
    </div>
  );
}
