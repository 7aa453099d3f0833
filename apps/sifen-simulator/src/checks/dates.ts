import { asuncionInstant } from '../asuncion-time';
import { result } from '../codes';
import type { DocumentCheck } from './document';

const HOUR = 3_600_000;

/**
 * dFecFirma after now is refused (1004); signed more than 72 h ago is still approved, with the
 * observation 1005. dFeEmiDE more than 720 h old (1150) or 120 h ahead (1151) is refused.
 */
export const datesInRange: DocumentCheck = ({ field }, { now }) => {
  const signed = asuncionInstant(field('dFecFirma'));
  const issued = asuncionInstant(field('dFeEmiDE'));
  if (signed === undefined || issued === undefined) return { reject: result('0100', 'fecha inválida') };
  const at = now.getTime();
  if (signed > at) return { reject: result('1004', field('dFecFirma')) };
  if (issued < at - 720 * HOUR) return { reject: result('1150', field('dFeEmiDE')) };
  if (issued > at + 120 * HOUR) return { reject: result('1151', field('dFeEmiDE')) };
  if (signed < at - 72 * HOUR) return { observe: result('1005', `firmado el ${field('dFecFirma')}`) };
  return undefined;
};
