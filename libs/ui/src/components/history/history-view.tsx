import type { HistorySubject } from '@lavadero/contracts/history';
import { useHistory } from '../../api/queries/history';
import { HistoryTimeline } from './history-timeline';

/** A record's history, loaded when shown (`enabled`): the invoice viewer's tab, a dialog's body. */
export function HistoryView({
  subject,
  id,
  label,
  enabled = true,
}: {
  subject: HistorySubject;
  id: string;
  label: string;
  enabled?: boolean;
}) {
  const { data, isPending, isError } = useHistory(subject, id, enabled);
  if (isError) return <p className="text-destructive text-sm">No se pudo cargar el historial.</p>;
  if (isPending) return <p className="text-muted-foreground text-sm">Cargando historial...</p>;
  return <HistoryTimeline entries={data} label={label} />;
}
