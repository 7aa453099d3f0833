import type { DnitConfigDto } from '@lavadero/contracts/dnit-config';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { formatDate } from '@lavadero/ui/lib/format';
import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { DnitFieldsProps } from './dnit-form-values';
import { readDataUrl } from './read-data-url';

/** What the hint says of the stored certificate: its subject and expiry, or that there is none. */
function storedCertificate(config: DnitConfigDto | null): string {
  if (!config?.hasCertificate) return 'Sin certificado guardado';
  const expiry = config.certificateExpiresAt ? ` (vence el ${formatDate(config.certificateExpiresAt)})` : '';
  return `${config.certificateSubject ?? 'Certificado guardado'}${expiry}`;
}

/**
 * The .p12/.pfx file, read as a data URL into the form (the shared schema keeps only its base64). The
 * server checks that the password opens it when the form is saved.
 */
export function CertificateInput({ control, config, disabled }: DnitFieldsProps) {
  const chosen = Boolean(useWatch({ control, name: 'certificateData' }));
  const read =
    (onChange: (data: string | undefined) => void) => async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      if (!file) return onChange(undefined);
      try {
        onChange(await readDataUrl(file));
      } catch {
        event.target.value = '';
        window.alert('Error al leer el archivo.');
      }
    };
  return (
    <FormField
      control={control}
      name="certificateData"
      id="config-certificateData"
      label="Certificado (.p12 / .pfx)"
      hint={chosen ? 'Se guardará el certificado elegido.' : storedCertificate(config)}
    >
      {(aria, field) => (
        // A file input cannot be given a value: only its name, ref and blur go to the form.
        <Input
          {...aria}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          type="file"
          accept=".p12,.pfx"
          onChange={read(field.onChange)}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
