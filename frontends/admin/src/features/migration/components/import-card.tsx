import {
  IMPORT_PHASE_LABELS,
  type ImportErrorDto,
  MigrateRefusedReply,
  type MigrateReply,
} from '@lavadero/contracts/migration';
import { isApiError, serverMessage } from '@lavadero/ui/api/api-error';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { Progress } from '@lavadero/ui/components/progress';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useImportProgress } from '../api/get-import-progress';
import { useMigrateData } from '../api/migrate-data';
import { newImportId } from './import-id';
import { ImportCounts, ImportErrors } from './import-summary';
import { readBackupFile, UNREADABLE } from './read-backup-file';

type Outcome =
  | { kind: 'success'; counts: MigrateReply['counts'] }
  | { kind: 'refused'; errors: readonly ImportErrorDto[] }
  | { kind: 'problem'; message: string; detail?: string };

/** The records the server refused, when the failure is the all-or-nothing 422. */
function refusedRecords(error: unknown): readonly ImportErrorDto[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const parsed = MigrateRefusedReply.safeParse(error.body);
  return parsed.success ? parsed.data.errors : null;
}

/** Choose a backup, migrate it, follow the server's progress, read the result (spec 2 §4 "Migration"). */
export function ImportCard() {
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Reading a large file takes a moment before the call starts.
  const [reading, setReading] = useState(false);
  const migrate = useMigrateData();
  const busy = reading || migrate.isPending;
  const progress = useImportProgress(migrate.isPending ? importId : null).data;

  const start = async () => {
    setOutcome(null);
    setReading(true);
    const backup = await readBackupFile(file);
    setReading(false);
    if (!backup.ok) {
      setOutcome({ kind: 'problem', message: backup.message });
      return;
    }
    const id = newImportId();
    setImportId(id);
    migrate.mutate(
      { importId: id, data: backup.data },
      {
        onSuccess: (reply) => {
          if (reply) setOutcome({ kind: 'success', counts: reply.counts });
          toast({ title: 'Datos migrados exitosamente' });
        },
        onError: (error) => {
          const errors = refusedRecords(error);
          const detail = serverMessage(error, UNREADABLE);
          setOutcome(
            errors
              ? { kind: 'refused', errors }
              : { kind: 'problem', message: 'Error al migrar datos', detail },
          );
          toastFailure('Error al migrar datos', error, UNREADABLE);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="backup-file">Archivo de respaldo (JSON)</Label>
        <Input
          id="backup-file"
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
      </div>
      <Button onClick={start} disabled={busy}>
        <Upload />
        {busy ? 'Migrando...' : 'Migrar Datos'}
      </Button>

      {migrate.isPending && (
        <div className="space-y-1" aria-live="polite">
          <Progress value={progress?.percent ?? 0} aria-label="Progreso de la migración" />
          <p className="text-muted-foreground text-sm">
            {progress
              ? `${IMPORT_PHASE_LABELS[progress.phase]}${progress.total > 0 ? ` (${progress.done.toLocaleString('es-PY')} de ${progress.total.toLocaleString('es-PY')})` : ''} · ${progress.percent} %`
              : 'Enviando archivo...'}
          </p>
        </div>
      )}

      {outcome?.kind === 'success' && (
        <Alert>
          <AlertTitle>Datos migrados exitosamente</AlertTitle>
          <AlertDescription className="w-full">
            <ImportCounts counts={outcome.counts} />
          </AlertDescription>
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert variant="destructive">
          <AlertTitle>Error al migrar datos</AlertTitle>
          <AlertDescription className="w-full">
            <p>No se importó ningún registro. Corrija estos errores y vuelva a intentarlo:</p>
            <ImportErrors errors={outcome.errors} />
          </AlertDescription>
        </Alert>
      )}
      {outcome?.kind === 'problem' && (
        <Alert variant="destructive">
          <AlertTitle>{outcome.message}</AlertTitle>
          {outcome.detail && <AlertDescription>{outcome.detail}</AlertDescription>}
        </Alert>
      )}
    </div>
  );
}
