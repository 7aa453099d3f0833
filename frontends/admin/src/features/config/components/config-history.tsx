import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { History } from 'lucide-react';
import { useConfigHistory } from '../api/get-config-history';
import { useDnitHistory } from '../api/get-dnit-history';
import { changeText } from './change-text';
import { fieldLabel } from './field-labels';
import { mergeHistory } from './merge-history';
import { SectionCard } from './section-card';

/** 'Historial de cambios': who saved the company or DNIT settings, when, and what changed. */
export function ConfigHistory() {
  const company = useConfigHistory();
  const dnit = useDnitHistory();
  const history = {
    isPending: company.isPending || dnit.isPending,
    isError: company.isError || dnit.isError,
  };
  const entries = mergeHistory(company.data ?? [], dnit.data ?? []);

  return (
    <SectionCard
      id="historial"
      icon={History}
      title="Historial de cambios"
      description="Cada guardado de la configuración"
    >
      <div className="md:col-span-2">
        {history.isPending ? (
          <p className="text-muted-foreground text-sm">Cargando historial...</p>
        ) : history.isError ? (
          <p className="text-destructive text-sm">No se pudo cargar el historial.</p>
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">Todavía no hay cambios registrados.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Fecha</TableHead>
                <TableHead>Usuario</TableHead>
                <TableHead>Sección</TableHead>
                <TableHead>Cambios</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={`${entry.area}-${entry.at}`}>
                  <TableCell className="whitespace-nowrap align-top">{formatDateTime(entry.at)}</TableCell>
                  <TableCell className="align-top">{entry.username ?? 'Sistema'}</TableCell>
                  <TableCell className="align-top">{entry.area}</TableCell>
                  <TableCell>
                    <ul className="space-y-0.5">
                      {entry.changes.map((change) => (
                        <li key={change.field}>
                          <span className="font-medium">{fieldLabel(change.field)}</span>:{' '}
                          {changeText(change)}
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </SectionCard>
  );
}
