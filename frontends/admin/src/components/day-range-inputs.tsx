import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';

/** 'Desde' and 'Hasta' as calendar days ('YYYY-MM-DD', '' when open), under the names a screen uses. */
export function DayRangeInputs<From extends string, To extends string>({
  idPrefix,
  keys,
  values,
  onChange,
}: {
  /** Each input's id is `${idPrefix}-${key}`, which its label points at. */
  idPrefix: string;
  keys: readonly [From, To];
  values: Readonly<Record<From | To, string>>;
  onChange: (key: From | To, value: string) => void;
}) {
  const labels = ['Desde', 'Hasta'] as const;
  return keys.map((key, i) => (
    <div key={key} className="space-y-1">
      <Label htmlFor={`${idPrefix}-${key}`}>{labels[i]}</Label>
      <Input
        id={`${idPrefix}-${key}`}
        type="date"
        value={values[key]}
        onChange={(e) => onChange(key, e.target.value)}
      />
    </div>
  ));
}
