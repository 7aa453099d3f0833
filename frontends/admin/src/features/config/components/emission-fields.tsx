import { EMISION_VALUES } from '@lavadero/contracts/dnit-config';
import { SIFEN_HOSTS } from '@lavadero/fiscal/sifen-hosts';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { useWatch } from 'react-hook-form';
import type { DnitFieldsProps } from './dnit-form-values';

const EMISION_OPTIONS = EMISION_VALUES.map((value) => ({
  value,
  label: value === 'impresa' ? 'Timbrado impreso' : 'Factura electrónica (SIFEN)',
}));

/**
 * The company's emission: the printed timbrado, or electronic with its own timbrado (a start date,
 * no end), the CSC that signs the QR, and the hosts that follow the operation mode. The server
 * checks the certificate (password, expiry, the company's RUC) when electronic is saved.
 */
export function EmissionFields({ control, config, disabled }: DnitFieldsProps) {
  const emision = useWatch({ control, name: 'emision' });
  const mode = useWatch({ control, name: 'operationMode' });
  const hosts = SIFEN_HOSTS[mode ?? 'testing'];
  return (
    <>
      <SelectFormField
        control={control}
        name="emision"
        id="config-emision"
        label="Emisión de facturas"
        options={EMISION_OPTIONS}
        disabled={disabled}
      />
      {emision === 'electronica' ? (
        <>
          <FormField
            control={control}
            name="timbradoElectronico"
            id="config-timbradoElectronico"
            label="Timbrado electrónico N.º"
            required
          >
            {(aria, field) => <Input {...aria} {...field} disabled={disabled} inputMode="numeric" />}
          </FormField>
          <FormField
            control={control}
            name="timbradoElectronicoDesde"
            id="config-timbradoElectronicoDesde"
            label="Vigente desde"
            required
            hint="El timbrado electrónico no tiene fecha de vencimiento."
          >
            {(aria, field) => <Input {...aria} {...field} disabled={disabled} type="date" />}
          </FormField>
          <FormField control={control} name="cscId" id="config-cscId" label="ID del CSC" required>
            {(aria, field) => (
              <Input {...aria} {...field} disabled={disabled} inputMode="numeric" placeholder="0001" />
            )}
          </FormField>
          <FormField
            control={control}
            name="cscSecret"
            id="config-cscSecret"
            label="CSC (código secreto)"
            required={!config?.hasCscSecret}
            hint={config?.hasCscSecret ? 'Configurado. Déjelo así para no cambiarlo.' : undefined}
          >
            {(aria, field) => (
              <Input {...aria} {...field} disabled={disabled} type="password" autoComplete="off" />
            )}
          </FormField>
          <p className="text-muted-foreground text-xs md:col-span-2" data-testid="sifen-hosts">
            Consulta QR: {hosts.consultaQr} · Servicio web: {hosts.servicioWeb}
          </p>
        </>
      ) : null}
    </>
  );
}
