import {
  ELECTRONIC_DOCUMENT_STATE_LABELS,
  ELECTRONIC_DOCUMENT_STATES,
} from '@lavadero/contracts/electronic-documents';
import { Label } from '@lavadero/ui/components/label';
import { LabelledSelect, type SelectOption } from '@lavadero/ui/components/labelled-select';
import { DayRangeInputs } from '../../../components/day-range-inputs';
import type { DocumentFilters } from './document-filter';

const STATE_OPTIONS: readonly SelectOption<DocumentFilters['estado']>[] = [
  { value: 'todos', label: 'Todos' },
  ...ELECTRONIC_DOCUMENT_STATES.map((value) => ({ value, label: ELECTRONIC_DOCUMENT_STATE_LABELS[value] })),
];

/** The state and the days of issue to list. */
export function DocumentsToolbar({
  filters,
  onChange,
  error,
}: {
  filters: DocumentFilters;
  onChange: (next: DocumentFilters) => void;
  error: string | null;
}) {
  return (
    <div className="mb-6 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="de-estado">Estado</Label>
          <LabelledSelect
            id="de-estado"
            className="w-56"
            value={filters.estado}
            options={STATE_OPTIONS}
            onValueChange={(estado) => onChange({ ...filters, estado })}
          />
        </div>
        <DayRangeInputs
          idPrefix="de"
          keys={['desde', 'hasta']}
          values={filters}
          onChange={(key, value) => onChange({ ...filters, [key]: value })}
        />
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
