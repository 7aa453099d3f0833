import { DENOMINATION_VALUES } from '@lavadero/contracts/cash-sessions';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { formatGuaranies } from '@lavadero/ui/lib/format';

export type Counts = Record<string, number>;

export const totalOf = (counts: Counts) =>
  DENOMINATION_VALUES.reduce((sum, d) => sum + d * (counts[`${d}`] ?? 0), 0);

/** Only the notes and coins that were counted, as the server reads them. */
export const countedOnly = (counts: Counts): Counts =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** One field per guaraní note and coin, with the total of what was counted. */
export function DenominationCount({
  idPrefix,
  counts,
  onChange,
}: {
  idPrefix: string;
  counts: Counts;
  onChange: (next: Counts) => void;
}) {
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {DENOMINATION_VALUES.map((d) => {
          const id = `${idPrefix}-${d}`;
          return (
            <div key={d} className="space-y-1">
              <Label htmlFor={id}>{`Gs. ${d.toLocaleString('es-PY')}`}</Label>
              <Input
                id={id}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={counts[`${d}`] ?? ''}
                onChange={(e) => {
                  const n = Number.parseInt(e.target.value, 10);
                  onChange({ ...counts, [`${d}`]: Number.isNaN(n) ? 0 : n });
                }}
              />
            </div>
          );
        })}
      </div>
      <p className="font-medium" data-testid={`${idPrefix}-total`}>
        Total contado: {formatGuaranies(totalOf(counts))}
      </p>
    </div>
  );
}
