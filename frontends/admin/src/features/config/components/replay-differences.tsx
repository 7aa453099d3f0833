import type { ReplayDifferenceDto } from '@lavadero/contracts/replay-audit';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';

/** Each cell where the live read models and the replay disagree: table, row, column, both values. */
export function ReplayDifferences({ differences }: { differences: readonly ReplayDifferenceDto[] }) {
  return (
    <Table aria-label="Diferencias con el historial">
      <TableHeader>
        <TableRow>
          <TableHead>Tabla</TableHead>
          <TableHead>Fila</TableHead>
          <TableHead>Columna</TableHead>
          <TableHead>Valor en vivo</TableHead>
          <TableHead>Valor reconstruido</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {differences.map((d) => (
          <TableRow key={`${d.table}|${d.key}|${d.column ?? ''}`}>
            <TableCell className="font-mono text-xs">{d.table}</TableCell>
            <TableCell className="break-all font-mono text-xs">{d.key}</TableCell>
            <TableCell className="font-mono text-xs">{d.column ?? 'fila entera'}</TableCell>
            <TableCell className="break-all font-mono text-xs">{d.live}</TableCell>
            <TableCell className="break-all font-mono text-xs">{d.replayed}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
