import { CompanyConfigBody, type CompanyConfigDto } from '@lavadero/contracts/company-config';
import { Button } from '@lavadero/ui/components/button';
import { showServerErrors } from '@lavadero/ui/forms/server-errors';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Loader2, Save } from 'lucide-react';
import { useController } from 'react-hook-form';
import { toastFailure } from '../../../components/toast-failure';
import { useSaveCompanyConfig } from '../api/save-company-config';
import { CompanyFormFields } from './company-form-fields';
import { companyFormValues } from './company-form-values';
import { LogoSection } from './logo-section';

/**
 * Company data, fiscal stamp, contact and logo (spec 2 "Company configuration screen"), one form checked
 * by the server's own schema; mounted once the configuration is loaded, so it starts from it.
 */
export function CompanyForm({ config, canEdit }: { config: CompanyConfigDto; canEdit: boolean }) {
  const save = useSaveCompanyConfig();
  const disabled = !canEdit || save.isPending;
  const form = useZodForm(CompanyConfigBody, {
    defaultValues: companyFormValues(config),
    onValid: (body) =>
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
          showServerErrors(form.setError, error);
          toastFailure('Error al guardar', error, 'No se pudo guardar la configuración.');
        },
      }),
  });
  const logo = useController({ control: form.control, name: 'logoPath' }).field;

  return (
    <form onSubmit={form.submit} noValidate className="space-y-6" aria-label="Configuración de la empresa">
      <CompanyFormFields control={form.control} disabled={disabled} />
      <LogoSection logoPath={logo.value} onChange={logo.onChange} disabled={disabled} />
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
