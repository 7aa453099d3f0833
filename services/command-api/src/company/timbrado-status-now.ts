import type { TimbradoStatusDto } from '@lavadero/contracts/company-config';
import { stampInForce } from '@lavadero/fiscal/stamp-in-force';
import { timbradoStatus } from '@lavadero/fiscal/timbrado-status';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findDnitConfig } from '@lavadero/read-models/dnit-config/dnit-config.queries';

/**
 * GET /api/timbrado/status: the stamp in force by the same rule a sale is numbered by (the electronic
 * timbrado once the company issues electronically, else the printed one and its window).
 */
export async function timbradoStatusNow(db: ReadModelDb, now: Date): Promise<TimbradoStatusDto> {
  const [company, dnit] = await Promise.all([findCompanyConfig(db), findDnitConfig(db)]);
  const stamp = stampInForce(company ?? null, dnit, now);
  if (!stamp) return { ...timbradoStatus(null, now), electronico: null };
  const { emision, timbradoNumero, timbradoDesde, status } = stamp;
  return { ...status, electronico: emision === 'electronica' ? { timbradoNumero, timbradoDesde } : null };
}
