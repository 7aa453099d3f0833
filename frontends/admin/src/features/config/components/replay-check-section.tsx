import { REPLAY_PHASE_LABELS, type ReplayRunDto } from '@lavadero/contracts/replay-audit';
import { Button } from '@lavadero/ui/components/button';
import { Progress } from '@lavadero/ui/components/progress';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { CheckCircle2, ScanSearch, TriangleAlert } from 'lucide-react';
import { toastFailure } from '../../../components/toast-failure';
import { useReplayCheck, useStartReplayCheck } from '../api/replay-check';
import { ReplayDifferences } from './replay-differences';
import { SectionCard } from './section-card';

/**
 * 'Verificar proyecciones' (issue 20): the fiscal worker replays every event into a scratch copy and
 * compares it with what every screen reads; here the admin starts it, follows it and reads the result.
 */
export function ReplayCheckSection() {
  const check = useReplayCheck();
  const start = useStartReplayCheck();
  const run = check.data?.run ?? null;
  const running = run?.status === 'en_curso';

  return (
    <SectionCard
      id="verificar-proyecciones"
      icon={ScanSearch}
      title="Verificar proyecciones"
      description="Reconstruye todos los datos desde el historial de eventos y los compara, fila por fila, con los que muestran las pantallas."
      className="[&>[data-slot=card-content]]:grid-cols-1"
    >
      <div className="flex items-center justify-end">
        <Button
          onClick={() =>
            start.mutate(undefined, { onError: (e) => toastFailure('No se pudo iniciar la verificación', e) })
          }
          disabled={running || start.isPending}
        >
          <ScanSearch />
          Verificar proyecciones
        </Button>
      </div>
      {check.isError && (
        <p className="text-destructive text-sm">No se pudo consultar la última verificación.</p>
      )}
      {run && <ReplayRun run={run} />}
    </SectionCard>
  );
}

function ReplayRun({ run }: { run: ReplayRunDto }) {
  const asked = `Pedida por ${run.requestedBy ?? 'el sistema'} el ${formatDateTime(run.requestedAt)}`;
  if (run.status === 'en_curso') {
    const phase = run.phase ? (REPLAY_PHASE_LABELS[run.phase] ?? run.phase) : 'En espera del servicio fiscal';
    return (
      <div className="space-y-2" aria-live="polite">
        <div className="flex justify-between text-sm">
          <span>{phase}…</span>
          <span>{run.percent} %</span>
        </div>
        <Progress value={run.percent} aria-label="Progreso de la verificación" />
        <p className="text-muted-foreground text-xs">{asked}</p>
      </div>
    );
  }
  const where = run.mixedPositions
    ? `cada tabla en su propio punto de control (hasta la posición ${run.position})`
    : `posición ${run.position} del historial`;
  return (
    <div className="space-y-3" aria-live="polite">
      {run.status === 'coincide' && (
        <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-5" aria-hidden />
          Las proyecciones coinciden con el historial
        </p>
      )}
      {run.status === 'difiere' && (
        <p className="flex items-center gap-2 font-medium text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          {run.rowsDiffering === 1 ? '1 fila difiere' : `${run.rowsDiffering} filas difieren`} del historial
        </p>
      )}
      {run.status === 'fallida' && (
        <p className="flex items-center gap-2 font-medium text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          {run.failure}
        </p>
      )}
      {run.status !== 'fallida' && (
        <p className="text-muted-foreground text-sm">
          {run.tables} tablas y {run.rowsCompared} filas comparadas en la {where}.
        </p>
      )}
      {run.differences.length > 0 && <ReplayDifferences differences={run.differences} />}
      {run.differences.length < run.rowsDiffering && (
        <p className="text-muted-foreground text-xs">Se muestran las primeras diferencias.</p>
      )}
      <p className="text-muted-foreground text-xs">
        {asked}; terminada el {formatDateTime(run.finishedAt)}.
      </p>
    </div>
  );
}
