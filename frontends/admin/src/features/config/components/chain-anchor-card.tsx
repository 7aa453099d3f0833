import type { ChainStatusDto } from '@lavadero/contracts/audit';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { Link2 } from 'lucide-react';
import { SectionCard } from './section-card';

function Link({ label, position, hash }: { label: string; position: number; hash: string }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">Posición {position.toLocaleString('es-PY')}</dd>
      <dd className="break-all font-mono text-xs">{hash}</dd>
    </div>
  );
}

/**
 * The daily anchor of the event log's hash chain (issue 20), read-only: an auditor writes the hash
 * down and later checks with `npm run audit:verify` (or a package) that nothing before it changed.
 */
export function ChainAnchorCard({ status }: { status: ChainStatusDto }) {
  const { anchor, head } = status;
  return (
    <SectionCard
      id="chain-anchor"
      icon={Link2}
      title="Cadena de auditoría"
      description="Cada evento guardado lleva el hash del anterior. Anote el ancla del día para comprobar después que nada anterior cambió."
    >
      <dl className="grid gap-3">
        {anchor ? (
          <Link
            label={`Última ancla diaria: ${formatDayEs(anchor.day)} (registrada ${formatDateTime(anchor.anchoredAt)})`}
            position={anchor.position}
            hash={anchor.hash}
          />
        ) : (
          <div>
            <dt className="text-muted-foreground text-xs">Última ancla diaria</dt>
            <dd>Todavía no hay ninguna: el servicio fiscal la registra una vez por día.</dd>
          </div>
        )}
      </dl>
      <dl className="grid gap-3">
        {head ? (
          <Link label="Cabeza de la cadena ahora" position={head.position} hash={head.hash} />
        ) : (
          <div>
            <dt className="text-muted-foreground text-xs">Cabeza de la cadena</dt>
            <dd>Este almacén de eventos (KurrentDB) no lleva cadena de hashes.</dd>
          </div>
        )}
      </dl>
    </SectionCard>
  );
}
