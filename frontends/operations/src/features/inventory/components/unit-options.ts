import { UNIT_LABELS, UNIT_VALUES, type UnitValue } from '@lavadero/contracts/inventory';
import type { SelectOption } from '@lavadero/ui/components/labelled-select';

/** The units as the selects show them: 'Litros (LT)'. */
export const UNIT_OPTIONS: readonly SelectOption<UnitValue>[] = UNIT_VALUES.map((unit) => ({
  value: unit,
  label: `${UNIT_LABELS[unit]} (${unit})`,
}));
