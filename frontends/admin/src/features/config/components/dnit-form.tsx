import {
  DnitConfigBody,
  type DnitConfigDto,
  dnitMessages,
  OPERATION_MODE_VALUES,
} from '@lavadero/contracts/dnit-config';
import { Button } from '@lavadero/ui/components/button';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Switch } from '@lavadero/ui/components/switch';
import { showServerErrors } from '@lavadero/ui/forms/server-errors';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Loader2, Save, ShieldCheck } from 'lucide-react';
import { useController } from 'react-hook-form';
import { toastFailure } from '../../../components/toast-failure';
import { useSaveDnitConfig } from '../api/save-dnit-config';
import { CertificateInput } from './certificate-input';
import { dnitFormValues } from './dnit-form-values';
import { EmissionFields } from './emission-fields';
import { SectionCard } from './section-card';
import { TestConnectionButton } from './test-connection-button';

const MODE_OPTIONS = OPERATION_MODE_VALUES.map((value) => ({
  value,
  label: value === 'testing' ? 'Pruebas (testing)' : 'Producción (production)',
}));

/** DNIT integration: endpoint, masked secrets, certificate, mode, active switch and 'Probar conexión'. */
export function DnitForm({ config }: { config: DnitConfigDto | null }) {
  const save = useSaveDnitConfig();
  const disabled = save.isPending;
  const form = useZodForm(DnitConfigBody, {
    defaultValues: dnitFormValues(config),
    onValid: (body) => {
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
          showServerErrors(form.setError, error);
          toastFailure('Error al guardar configuración DNIT', error);
        },
      });
    },
  });
  const { control } = form;
  const active = useController({ control, name: 'isActive' }).field;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Configuración DNIT">
      <SectionCard
        id="dnit"
        icon={ShieldCheck}
        title="Integración DNIT"
        description="Facturación electrónica (SIFEN). Los secretos guardados se muestran ocultos."
      >
        <FormField
          control={control}
          name="endpointUrl"
          id="config-endpointUrl"
          label="URL del servicio"
          required
          className="md:col-span-2"
        >
          {(aria, field) => (
            <Input
              {...aria}
              {...field}
              disabled={disabled}
              type="url"
              placeholder="https://sifen-test.set.gov.py/de/ws"
            />
          )}
        </FormField>
        <FormField
          control={control}
          name="authToken"
          id="config-authToken"
          label="Token de autenticación"
          required={!config?.hasAuthToken}
          hint={config?.hasAuthToken ? 'Guardado. Déjelo así para no cambiarlo.' : undefined}
        >
          {(aria, field) => (
            <Input {...aria} {...field} disabled={disabled} type="password" autoComplete="off" />
          )}
        </FormField>
        <SelectFormField
          control={control}
          name="operationMode"
          id="config-operationMode"
          label="Modo de operación"
          options={MODE_OPTIONS}
          disabled={disabled}
        />
        <CertificateInput control={control} config={config} disabled={disabled} />
        <FormField
          control={control}
          name="certificatePassword"
          id="config-certificatePassword"
          label="Contraseña del certificado"
          hint={config?.hasCertificatePassword ? 'Guardada. Déjela así para no cambiarla.' : undefined}
        >
          {(aria, field) => (
            <Input {...aria} {...field} disabled={disabled} type="password" autoComplete="off" />
          )}
        </FormField>
        <EmissionFields control={control} config={config} disabled={disabled} />
        <div className="flex items-center gap-3 md:col-span-2">
          <Switch
            id="config-isActive"
            checked={active.value}
            onCheckedChange={active.onChange}
            disabled={disabled}
          />
          <label htmlFor="config-isActive" className="text-sm">
            Integración activa
          </label>
        </div>
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
