import type { HistoryEntryDto } from '@lavadero/contracts/history';
import { formatAsuncionInstant } from '../../lib/format';
import { HistoryLines } from './history-lines';

/** The first characters of a hash: enough to compare by eye, the whole one in its title and copy. */
const SHORT_HASH = 12;

function Seal({ position, hash }: { position: string; hash: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 text-muted-foreground text-xs">
      <span>Posición {position}</span>
      {hash === null ? (
        <span title="Este registro aún no tiene hash">Hash —</span>
      ) : (
        <button
          type="button"
          className="font-mono underline decoration-dotted"
          title={`${hash} (clic para copiar)`}
          onClick={() => void navigator.clipboard?.writeText(hash)}
        >
          Hash {hash.slice(0, SHORT_HASH)}…
        </button>
      )}
    </div>
  );
}

/**
 * A record's history as an auditor reads it: what happened, who, when (Asunción time, to the
 * second), the facts that matter, the lines before and after a change, and the event's place in the
 * log with its hash. The same list for a sale, a work order, a customer and a product's stock.
 */
export function HistoryTimeline({ entries, label }: { entries: HistoryEntryDto[]; label: string }) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">Sin eventos registrados.</p>;
  return (
    <ol className="space-y-2" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.position} className="space-y-1 rounded-md border p-2 text-sm" data-kind={entry.kind}>
          <div className="flex flex-wrap justify-between gap-2">
            <strong>{entry.title}</strong>
            <time dateTime={entry.at} className="text-muted-foreground">
              {formatAsuncionInstant(entry.at)}
            </time>
          </div>
          <div className="text-muted-foreground">Por: {entry.who}</div>
          {entry.details.length > 0 ? (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-xs">
              {entry.details.map((detail) => (
                <div key={detail.label} className="contents">
                  <dt className="text-muted-foreground">{detail.label}</dt>
                  <dd>{detail.format === 'instant' ? formatAsuncionInstant(detail.value) : detail.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {entry.lines ? <HistoryLines lines={entry.lines} /> : null}
          <Seal position={entry.position} hash={entry.hash} />
        </li>
      ))}
    </ol>
  );
}
