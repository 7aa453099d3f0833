import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import type { ChangeEvent } from 'react';
import { readDataUrl } from './read-data-url';

/**
 * The .p12/.pfx file, read as a data URL (the shared schema keeps only its base64). The server checks
 * that the password opens it when the form is saved.
 */
export function CertificateInput({
  chosen,
  stored,
  onChange,
  error,
  disabled,
}: {
  chosen: boolean;
  stored: string | null;
  onChange: (data: string | undefined) => void;
  error?: string;
  disabled: boolean;
}) {
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
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
      id="config-certificateData"
      label="Certificado (.p12 / .pfx)"
      error={error}
      hint={chosen ? 'Se guardará el certificado elegido.' : (stored ?? 'Sin certificado guardado')}
    >
      {(control) => (
        <Input {...control} type="file" accept=".p12,.pfx" onChange={onFile} disabled={disabled} />
      )}
    </FormField>
  );
}
