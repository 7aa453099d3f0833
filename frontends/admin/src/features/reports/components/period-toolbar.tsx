import type { ReportPeriodName } from '@lavadero/fiscal/report-period';
import { Button } from '@lavadero/ui/components/button';
import { Label } from '@lavadero/ui/components/label';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { RefreshCw } from 'lucide-react';
import { DayRangeInputs } from '../../../components/day-range-inputs';
import type { ReportSelection } from '../api/report-selection';

const PERIOD_OPTIONS: readonly { value: ReportPeriodName; label: string }[] = [
  { value: 'day', label: 'Hoy' },
  { value: 'week', label: 'Esta Semana' },
  { value: 'month', label: 'Este Mes' },
  { value: 'quarter', label: 'Este Trimestre' },
  { value: 'year', label: 'Este Año' },
  { value: 'custom', label: 'Personalizado' },
];

/** The period selector, the Desde/Hasta days of a custom period, and 'Actualizar'. */
export function PeriodToolbar({
  selection,
  onChange,
  onRefresh,
  refreshing,
  error,
}: {
  selection: ReportSelection;
  onChange: (selection: ReportSelection) => void;
  onRefresh: () => void;
  refreshing: boolean;
  error: string | null;
}) {
  return (
    <div className="mb-6 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="report-period">Período</Label>
          <LabelledSelect
            id="report-period"
            className="w-44"
            value={selection.period}
            options={PERIOD_OPTIONS}
            onValueChange={(period) => onChange({ ...selection, period })}
          />
        </div>
        {selection.period === 'custom' && (
          <DayRangeInputs
            idPrefix="report"
            keys={['from', 'to']}
            values={selection}
            onChange={(key, value) => onChange({ ...selection, [key]: value })}
          />
        )}
        <Button variant="outline" onClick={onRefresh} disabled={refreshing || error !== null}>
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden />
          Actualizar
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
