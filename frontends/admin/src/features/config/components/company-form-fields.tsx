import { type CompanyConfigBody, MONEDA_VALUES } from '@lavadero/contracts/company-config';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Building2, FileText, Phone } from 'lucide-react';
import type { Control } from 'react-hook-form';
import type { CompanyFormValues } from './company-form-values';
import { SectionCard } from './section-card';

const MONEDA_LABELS: Record<(typeof MONEDA_VALUES)[number], string> = {
  PYG: 'Guaraníes (PYG)',
  USD: 'Dólares (USD)',
};
const MONEDA_OPTIONS = MONEDA_VALUES.map((value) => ({ value, label: MONEDA_LABELS[value] }));

/** The company form's text sections: company data, fiscal stamp and contact, in the spec's order. */
export function CompanyFormFields({
  control,
  disabled,
}: {
  control: Control<CompanyFormValues, unknown, CompanyConfigBody>;
  disabled: boolean;
}) {
  return (
    <>
      <SectionCard
        id="empresa"
        icon={Building2}
        title="Datos de la Empresa"
        description="Identificación fiscal del negocio"
      >
        <FormField
          control={control}
          name="ruc"
          id="config-ruc"
          label="RUC"
          required
          hint="8 dígitos, guión y dígito verificador (ej: 80028061-0)"
        >
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} placeholder="80028061-0" />}
        </FormField>
        <FormField control={control} name="razonSocial" id="config-razonSocial" label="Razón Social" required>
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} />}
        </FormField>
        <FormField
          control={control}
          name="nombreFantasia"
          id="config-nombreFantasia"
          label="Nombre de Fantasía"
          className="md:col-span-2"
        >
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} />}
        </FormField>
      </SectionCard>

      <SectionCard
        id="timbrado"
        icon={FileText}
        title="Timbrado Fiscal"
        description="Datos del timbrado otorgado por la DNIT"
      >
        <FormField
          control={control}
          name="timbradoNumero"
          id="config-timbradoNumero"
          label="Número de Timbrado"
          required
        >
          {(aria, field) => (
            <Input {...aria} {...field} disabled={disabled} inputMode="numeric" maxLength={8} />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField
            control={control}
            name="establecimiento"
            id="config-establecimiento"
            label="Establecimiento"
            required
          >
            {(aria, field) => (
              <Input {...aria} {...field} disabled={disabled} inputMode="numeric" maxLength={3} />
            )}
          </FormField>
          <FormField
            control={control}
            name="puntoExpedicion"
            id="config-puntoExpedicion"
            label="Punto de Expedición"
            required
          >
            {(aria, field) => (
              <Input {...aria} {...field} disabled={disabled} inputMode="numeric" maxLength={3} />
            )}
          </FormField>
        </div>
        <FormField
          control={control}
          name="timbradoDesde"
          id="config-timbradoDesde"
          label="Vigencia Desde"
          required
        >
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} type="date" />}
        </FormField>
        <FormField
          control={control}
          name="timbradoHasta"
          id="config-timbradoHasta"
          label="Vigencia Hasta"
          required
        >
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} type="date" />}
        </FormField>
      </SectionCard>

      <SectionCard
        id="contacto"
        icon={Phone}
        title="Contacto"
        description="Dirección y datos de contacto que figuran en las facturas"
      >
        <FormField
          control={control}
          name="direccion"
          id="config-direccion"
          label="Dirección"
          required
          className="md:col-span-2"
        >
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} />}
        </FormField>
        <FormField control={control} name="ciudad" id="config-ciudad" label="Ciudad">
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} />}
        </FormField>
        <FormField control={control} name="telefono" id="config-telefono" label="Teléfono">
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} type="tel" />}
        </FormField>
        <FormField control={control} name="email" id="config-email" label="Email">
          {(aria, field) => <Input {...aria} {...field} disabled={disabled} type="email" />}
        </FormField>
        <SelectFormField
          control={control}
          name="moneda"
          id="config-moneda"
          label="Moneda"
          options={MONEDA_OPTIONS}
          disabled={disabled}
        />
      </SectionCard>
    </>
  );
}
