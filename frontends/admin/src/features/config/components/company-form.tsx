import { zodResolver } from '@hookform/resolvers/zod';
import {
  CompanyConfigBody,
  type CompanyConfigDto,
  type CompanyConfigFormValues,
  MONEDA_VALUES,
} from '@lavadero/contracts/company-config';
import { Button } from '@lavadero/ui/components/button';
import { FormField } from '@lavadero/ui/components/form-field';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Building2, FileText, Loader2, Phone, Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toastFailure } from '../../../components/toast-failure';
import { useSaveCompanyConfig } from '../api/save-company-config';
import { companyFormValues } from './company-form-values';
import { LogoSection } from './logo-section';
import { SectionCard } from './section-card';
import { applyServerIssues } from './server-field-errors';
import { TextField } from './text-field';

const MONEDA_LABELS: Record<(typeof MONEDA_VALUES)[number], string> = {
  PYG: 'Guaraníes (PYG)',
  USD: 'Dólares (USD)',
};
const MONEDA_OPTIONS = MONEDA_VALUES.map((value) => ({ value, label: MONEDA_LABELS[value] }));

/**
 * Company data, fiscal stamp, contact and logo (spec 2 "Company configuration screen"), one form checked
 * by the server's own schema; mounted once the configuration is loaded, so it starts from it.
 */
export function CompanyForm({ config, canEdit }: { config: CompanyConfigDto; canEdit: boolean }) {
  const form = useForm<CompanyConfigFormValues, unknown, CompanyConfigBody>({
    resolver: zodResolver(CompanyConfigBody),
    defaultValues: companyFormValues(config),
  });
  const save = useSaveCompanyConfig();
  const disabled = !canEdit || save.isPending;

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        // The form stays mounted (a remount would drop this callback): it takes the saved values.
        if (saved) form.reset(companyFormValues(saved));
        toast({
          title: 'Configuración guardada',
          description: 'Los datos de la empresa fueron actualizados.',
        });
      },
      onError: (error) => {
        applyServerIssues(error, form.setError);
        toastFailure('Error al guardar', error, 'No se pudo guardar la configuración.');
      },
    }),
  );
  const field = { form, disabled };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Configuración de la empresa">
      <SectionCard
        id="empresa"
        icon={Building2}
        title="Datos de la Empresa"
        description="Identificación fiscal del negocio"
      >
        <TextField
          {...field}
          name="ruc"
          label="RUC"
          required
          placeholder="80028061-0"
          hint="8 dígitos, guión y dígito verificador (ej: 80028061-0)"
        />
        <TextField {...field} name="razonSocial" label="Razón Social" required />
        <TextField {...field} name="nombreFantasia" label="Nombre de Fantasía" className="md:col-span-2" />
      </SectionCard>

      <SectionCard
        id="timbrado"
        icon={FileText}
        title="Timbrado Fiscal"
        description="Datos del timbrado otorgado por la DNIT"
      >
        <TextField
          {...field}
          name="timbradoNumero"
          label="Número de Timbrado"
          required
          inputMode="numeric"
          maxLength={8}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            {...field}
            name="establecimiento"
            label="Establecimiento"
            required
            inputMode="numeric"
            maxLength={3}
          />
          <TextField
            {...field}
            name="puntoExpedicion"
            label="Punto de Expedición"
            required
            inputMode="numeric"
            maxLength={3}
          />
        </div>
        <TextField {...field} name="timbradoDesde" label="Vigencia Desde" type="date" required />
        <TextField {...field} name="timbradoHasta" label="Vigencia Hasta" type="date" required />
      </SectionCard>

      <SectionCard
        id="contacto"
        icon={Phone}
        title="Contacto"
        description="Dirección y datos de contacto que figuran en las facturas"
      >
        <TextField {...field} name="direccion" label="Dirección" required className="md:col-span-2" />
        <TextField {...field} name="ciudad" label="Ciudad" />
        <TextField {...field} name="telefono" label="Teléfono" type="tel" />
        <TextField {...field} name="email" label="Email" type="email" />
        <Controller
          control={form.control}
          name="moneda"
          render={({ field: moneda, fieldState }) => (
            <FormField id="config-moneda" label="Moneda" error={fieldState.error?.message}>
              {(control) => (
                <LabelledSelect
                  {...control}
                  value={moneda.value ?? 'PYG'}
                  onValueChange={moneda.onChange}
                  options={MONEDA_OPTIONS}
                  disabled={disabled}
                />
              )}
            </FormField>
          )}
        />
      </SectionCard>

      <Controller
        control={form.control}
        name="logoPath"
        render={({ field: logo }) => (
          <LogoSection logoPath={logo.value ?? null} onChange={logo.onChange} disabled={disabled} />
        )}
      />

      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" disabled={disabled}>
            {save.isPending ? <Loader2 className="animate-spin" /> : <Save />}
            {save.isPending ? 'Guardando...' : 'Guardar Configuración'}
          </Button>
        </div>
      )}
    </form>
  );
}
