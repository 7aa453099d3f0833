import type { CashSessionDto, CashSessionEntryDto } from '@lavadero/contracts/cash-sessions';
import { closingFigures } from '@lavadero/domain/cash/cash-session';
import { cashSessionTotals } from '@lavadero/read-models/cash-sessions/cash-sessions.queries';
import type {
  CashSessionEntryRow,
  CashSessionRow,
} from '@lavadero/read-models/cash-sessions/cash-sessions.table';
import type { ReadModelDb } from '@lavadero/read-models/database';

const money = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * A caja as the screens read it. A closed caja shows what its closing recorded, never a
 * recomputation; an open one, its figures so far (the same function the closing uses).
 */
export async function toCashSessionDtos(
  db: ReadModelDb,
  rows: readonly CashSessionRow[],
): Promise<CashSessionDto[]> {
  if (rows.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'fullName'])
    .where('id', 'in', [...new Set(rows.map((r) => r.userId))])
    .execute();
  const nameOf = (id: string) => {
    const user = users.find((u) => u.id === id);
    return user ? (user.fullName ?? user.username) : id;
  };
  return Promise.all(
    rows.map(async (row) => {
      const f = row.cierre ?? (await liveFigures(db, row));
      const figuras = {
        fondoInicial: f.fondoInicial,
        ventasEfectivo: f.ventasEfectivo,
        anulacionesEfectivo: f.anulacionesEfectivo,
        retiros: f.retiros,
        gastos: f.gastos,
        ingresos: f.ingresos,
        esperado: f.esperado,
        porMedio: [...f.porMedio],
      };
      return {
        id: row.id,
        userId: row.userId,
        userName: nameOf(row.userId),
        estado: row.estado as CashSessionDto['estado'],
        openedAt: row.openedAt,
        closedAt: row.closedAt,
        closedBy: row.closedBy,
        denominacionesApertura: row.denominacionesApertura ?? null,
        denominacionesCierre: row.cierre?.denominaciones ?? null,
        figuras,
        contado: money(row.contado),
        diferencia: money(row.diferencia),
        correcciones: row.correcciones,
      };
    }),
  );
}

/** An open caja's figures so far, by the function its closing will use. */
async function liveFigures(db: ReadModelDb, row: CashSessionRow) {
  const { porMedio, ...drawer } = await cashSessionTotals(db, row.id);
  return closingFigures(
    { fondoInicial: Number(row.fondoInicial), ...drawer },
    { throughPosition: '', porMedio },
    0,
  );
}

export const toCashSessionEntryDto = (row: CashSessionEntryRow): CashSessionEntryDto => ({
  id: row.id,
  kind: row.kind as CashSessionEntryDto['kind'],
  saleId: row.saleId,
  medioPago: row.medioPago,
  monto: Number(row.monto),
  motivo: row.motivo,
  comprobante: row.comprobante,
  userId: row.userId,
  at: row.at,
});
