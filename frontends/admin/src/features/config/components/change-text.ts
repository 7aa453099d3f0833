import type { ConfigChangeDto } from '@lavadero/contracts/company-config';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';

type FieldChange = ConfigChangeDto['changes'][number];

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as a person reads it: days as DD/MM/AAAA, yes/no in Spanish, nothing as '—'. */
function readable(value: string | null): string {
  if (value === null || value === '') return '—';
  if (CALENDAR_DAY.test(value)) return formatDayEs(value);
  if (value === 'true') return 'Sí';
  if (value === 'false') return 'No';
  return value;
}

/**
 * What one saved change says after its field's name. The logo's value is the server's internal,
 * content-addressed path, meaningless to a reader: the history says what happened to the logo instead.
 * Secrets arrive without values and read 'modificado'.
 */
export function changeText({ field, from, to }: FieldChange): string {
  if (from === null && to === null) return 'modificado';
  if (field === 'logoPath') return from === null ? 'cargado' : to === null ? 'quitado' : 'reemplazado';
  return `${readable(from)} → ${readable(to)}`;
}
