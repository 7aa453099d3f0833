import { serverMessage } from '@lavadero/ui/api/api-error';
import { Button } from '@lavadero/ui/components/button';
import { Label } from '@lavadero/ui/components/label';
import { ImageIcon, Loader2, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useUploadLogo } from '../api/upload-logo';
import { logoFileProblem } from './logo-file';
import { readDataUrl } from './read-data-url';
import { SectionCard } from './section-card';

/**
 * Logo upload with preview. The image is stored by the server at once (content-addressed); the company
 * form saves its path with the rest. File problems are browser alerts, as spec 2 §8 says.
 */
export function LogoSection({
  logoPath,
  onChange,
  disabled,
}: {
  logoPath: string | null;
  onChange: (logoPath: string | null) => void;
  disabled: boolean;
}) {
  const upload = useUploadLogo();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) return window.alert(problem);
    let dataUrl: string;
    try {
      dataUrl = await readDataUrl(file);
    } catch {
      return window.alert('Error al leer el archivo.');
    }
    upload.mutate(
      { dataUrl },
      {
        onSuccess: (reply) => reply && onChange(reply.logoPath),
        onError: (error) => window.alert(serverMessage(error, 'Error al subir la imagen.')),
      },
    );
  };

  return (
    <SectionCard id="logo" icon={ImageIcon} title="Logo de la Empresa" description="JPG o PNG, máximo 5MB">
      <div className="flex size-32 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {logoPath ? (
          <img src={logoPath} alt="Vista previa del logo" className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-muted-foreground text-sm">Sin logo</span>
        )}
      </div>
      <div className="flex flex-col justify-center gap-2">
        <Label htmlFor="config-logo" className="sr-only">
          Archivo del logo
        </Label>
        <input
          ref={input}
          id="config-logo"
          type="file"
          accept="image/png,image/jpeg"
          className="hidden"
          onChange={onFile}
          disabled={disabled || upload.isPending}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={disabled || upload.isPending}
        >
          {upload.isPending ? <Loader2 className="animate-spin" /> : <Upload />}
          {upload.isPending ? 'Subiendo...' : 'Subir Logo'}
        </Button>
        {logoPath && (
          <Button type="button" variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
            <Trash2 />
            Quitar logo
          </Button>
        )}
        <p className="text-muted-foreground text-xs">El logo se guarda junto con la configuración.</p>
      </div>
    </SectionCard>
  );
}
