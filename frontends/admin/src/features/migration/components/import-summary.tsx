import { BACKUP_ENTITY_LABELS, type ImportErrorDto, type MigrateReply } from '@lavadero/contracts/migration';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';

/** 'Datos migrados exitosamente': what each entity got, created and skipped (already present). */
export function ImportCounts({ counts }: { counts: MigrateReply['counts'] }) {
  return (
    <Table aria-label="Resultado de la migración">
      <TableHeader>
        <TableRow>
          <TableHead>Entidad</TableHead>
          <TableHead className="text-right">Creados</TableHead>
          <TableHead className="text-right">Omitidos (ya existían)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {Object.entries(counts).map(([entity, { created, skipped }]) => (
          <TableRow key={entity}>
            <TableCell>{BACKUP_ENTITY_LABELS[entity as keyof typeof BACKUP_ENTITY_LABELS]}</TableCell>
            <TableCell className="text-right">{created.toLocaleString('es-PY')}</TableCell>
            <TableCell className="text-right">{skipped.toLocaleString('es-PY')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The rows shown of a long error list; the rest are counted. */
const SHOWN_ERRORS = 200;

/** 'Error al migrar datos': nothing was stored; every refused record, where and why. */
export function ImportErrors({ errors }: { errors: readonly ImportErrorDto[] }) {
  const hidden = errors.length - SHOWN_ERRORS;
  return (
    <div className="space-y-2">
      <Table aria-label="Errores de validación">
        <TableHeader>
          <TableRow>
            <TableHead>Entidad</TableHead>
            <TableHead>Registro</TableHead>
            <TableHead>Campo</TableHead>
            <TableHead>Error</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {errors.slice(0, SHOWN_ERRORS).map((e) => (
            <TableRow key={`${e.entity}-${e.index}-${e.field}-${e.message}`}>
              <TableCell>{BACKUP_ENTITY_LABELS[e.entity]}</TableCell>
              <TableCell>N.º {e.index + 1}</TableCell>
              <TableCell>{e.field ?? '—'}</TableCell>
              <TableCell className="whitespace-normal">{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <p className="text-muted-foreground text-sm">y {hidden.toLocaleString('es-PY')} errores más.</p>
      )}
    </div>
  );
}
