import { zodResolver } from '@hookform/resolvers/zod';
import {
  DnitConfigBody,
  type DnitConfigDto,
  type DnitConfigFormValues,
  dnitMessages,
  OPERATION_MODE_VALUES,
} from '@lavadero/contracts/dnit-config';
import { Button } from '@lavadero/ui/components/button';
import { FormField } from '@lavadero/ui/components/form-field';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { Switch } from '@lavadero/ui/components/switch';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { formatDate } from '@lavadero/ui/lib/format';
import { Loader2, Save, ShieldCheck } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toastFailure } from '../../../components/toast-failure';
import { useSaveDnitConfig } from '../api/save-dnit-config';
import { CertificateInput } from './certificate-input';
import { dnitFormValues } from './dnit-form-values';
import { SectionCard } from './section-card';
import { applyServerIssues } from './server-field-errors';
import { TestConnectionButton } from './test-connection-button';
import { TextField } from './text-field';

const MODE_OPTIONS = OPERATION_MODE_VALUES.map((value) => ({
  value,
  label: value === 'testing' ? 'Pruebas (testing)' : 'Producción (production)',
}));

/** DNIT integration: endpoint, masked secrets, certificate, mode, active switch and 'Probar conexión'. */
export function DnitForm({ config }: { config: DnitConfigDto | null }) {
  const form = useForm<DnitConfigFormValues, unknown, DnitConfigBody>({
    resolver: zodResolver(DnitConfigBody),
    defaultValues: dnitFormValues(config),
  });
  const save = useSaveDnitConfig();
  const disabled = save.isPending;

  const onSubmit = form.handleSubmit((body) => {
    // The schema lets an absent token mean "unchanged"; with none stored yet it is required.
    if (!body.authToken && !config?.hasAuthToken) {
      form.setError('authToken', { message: dnitMessages.authTokenRequired });
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(dnitFormValues(saved));
        toast({
          title: 'Configuración DNIT guardada',
          description: 'La integración con DNIT fue actualizada.',
        });
      },
      onError: (error) => {
        applyServerIssues(error, form.setError);
        toastFailure('Error al guardar configuración DNIT', error);
      },
    });
  });
  const field = { form, disabled };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Configuración DNIT">
      <SectionCard
        id="dnit"
        icon={ShieldCheck}
        title="Integración DNIT"
        description="Facturación electrónica (SIFEN). Los secretos guardados se muestran ocultos."
      >
        <TextField
          {...field}
          name="endpointUrl"
          label="URL del servicio"
          required
          type="url"
          placeholder="https://sifen-test.set.gov.py/de/ws"
          className="md:col-span-2"
        />
        <TextField
          {...field}
          name="authToken"
          label="Token de autenticación"
          required={!config?.hasAuthToken}
          type="password"
          autoComplete="off"
          hint={config?.hasAuthToken ? 'Guardado. Déjelo así para no cambiarlo.' : undefined}
        />
        <Controller
          control={form.control}
          name="operationMode"
          render={({ field: mode }) => (
            <FormField id="config-operationMode" label="Modo de operación">
              {(control) => (
                <LabelledSelect
                  {...control}
                  value={mode.value ?? 'testing'}
                  onValueChange={mode.onChange}
                  options={MODE_OPTIONS}
                  disabled={disabled}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="certificateData"
          render={({ field: certificate, fieldState }) => (
            <CertificateInput
              chosen={Boolean(certificate.value)}
              onChange={certificate.onChange}
              error={fieldState.error?.message}
              disabled={disabled}
              stored={
                config?.hasCertificate
                  ? `${config.certificateSubject ?? 'Certificado guardado'}${
                      config.certificateExpiresAt
                        ? ` (vence el ${formatDate(config.certificateExpiresAt)})`
                        : ''
                    }`
                  : null
              }
            />
          )}
        />
        <TextField
          {...field}
          name="certificatePassword"
          label="Contraseña del certificado"
          type="password"
          autoComplete="off"
          hint={config?.hasCertificatePassword ? 'Guardada. Déjela así para no cambiarla.' : undefined}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: active }) => (
            <div className="flex items-center gap-3 md:col-span-2">
              <Switch
                id="config-isActive"
                checked={active.value ?? false}
                onCheckedChange={active.onChange}
                disabled={disabled}
              />
              <label htmlFor="config-isActive" className="text-sm">
                Integración activa
              </label>
            </div>
          )}
        />
        <div className="flex flex-wrap justify-end gap-2 md:col-span-2">
          <TestConnectionButton configured={config?.configured ?? false} />
          <Button type="submit" disabled={disabled}>
            {save.isPending ? <Loader2 className="animate-spin" /> : <Save />}
            {save.isPending ? 'Guardando...' : 'Guardar Configuración DNIT'}
          </Button>
        </div>
      </SectionCard>
    </form>
  );
}
