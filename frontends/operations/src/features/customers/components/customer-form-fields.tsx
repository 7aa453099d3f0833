import { type CustomerBody, DOC_TIPO_VALUES, type DocTipoValue } from '@lavadero/contracts/customers';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import type { SelectOption } from '@lavadero/ui/components/labelled-select';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Switch } from '@lavadero/ui/components/switch';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { CustomerForm } from './customer-form';

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

/** The customer dialog's fields; the tourist data appear only under the regimenTurismo switch. */
export function CustomerFormFields({
  control,
  disabled,
}: {
  control: Control<CustomerForm, unknown, CustomerBody>;
  disabled: boolean;
}) {
  const docTipo = useWatch({ control, name: 'docTipo' });
  const turismo = useController({ control, name: 'regimenTurismo' }).field;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="nombre"
        id="customer-nombre"
        label="Nombre"
        required
        className="sm:col-span-2"
      >
        {(aria, field) => (
          <Input
            {...aria}
            {...field}
            disabled={disabled}
            placeholder="Nombre y apellido o razón social"
            autoComplete="off"
            autoFocus
          />
        )}
      </FormField>
      <SelectFormField
        control={control}
        name="docTipo"
        id="customer-docTipo"
        label="Tipo de documento"
        required
        // Stacked with margins, not the grid: the Select's hidden native <select> follows the trigger,
        // which then keeps a bottom margin, and this row was laid out with it.
        className="block space-y-2"
        options={DOC_TIPO_OPTIONS}
        disabled={disabled}
      />
      <FormField
        control={control}
        name="docNumero"
        id="customer-docNumero"
        label="Número de documento"
        required
        hint={docTipo === 'RUC' ? 'Número, guión y dígito verificador (ej.: 80012345-0)' : undefined}
      >
        {(aria, field) => <Input {...aria} {...field} disabled={disabled} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="email" id="customer-email" label="Email">
        {(aria, field) => (
          <Input {...aria} {...field} disabled={disabled} type="email" placeholder="cliente@correo.com" />
        )}
      </FormField>
      <FormField control={control} name="telefono" id="customer-telefono" label="Teléfono">
        {(aria, field) => (
          <Input {...aria} {...field} disabled={disabled} type="tel" placeholder="0981 123 456" />
        )}
      </FormField>
      <FormField
        control={control}
        name="direccion"
        id="customer-direccion"
        label="Dirección"
        className="sm:col-span-2"
      >
        {(aria, field) => <Input {...aria} {...field} disabled={disabled} />}
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
          checked={turismo.value}
          onCheckedChange={turismo.onChange}
          disabled={disabled}
        />
      </div>
      {turismo.value && (
        <>
          <FormField control={control} name="pais" id="customer-pais" label="País" required>
            {(aria, field) => <Input {...aria} {...field} disabled={disabled} placeholder="País de origen" />}
          </FormField>
          {/* Identified by passport, the document number above is the passport: not asked twice. */}
          {docTipo !== 'Pasaporte' && (
            <FormField control={control} name="pasaporte" id="customer-pasaporte" label="Pasaporte" required>
              {(aria, field) => <Input {...aria} {...field} disabled={disabled} autoComplete="off" />}
            </FormField>
          )}
          <FormField
            control={control}
            name="fechaIngreso"
            id="customer-fechaIngreso"
            label="Fecha de ingreso"
            required
          >
            {(aria, field) => <Input {...aria} {...field} type="date" disabled={disabled} />}
          </FormField>
        </>
      )}
    </div>
  );
}
