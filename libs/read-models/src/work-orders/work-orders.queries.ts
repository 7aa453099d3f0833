import { asuncionEndOfDay } from '@lavadero/fiscal/asuncion-day';
import { addCalendarDays, type DayRange } from '@lavadero/fiscal/report-period';
import { sql } from 'kysely';
import type { ReadModelDb } from '../database';
import type { WorkOrderRow } from './work-orders.table';

/**
 * The orders with their customer and vehicle as they are now (a renamed customer or corrected plate
 * shows on old orders), falling back to the copy taken with the order when either was removed.
 */
function selectOrders(db: ReadModelDb) {
  return db
    .selectFrom('workOrders as w')
    .leftJoin('customers as c', 'c.id', 'w.customerId')
    .leftJoin('vehicles as v', 'v.id', 'w.vehicleId')
    .selectAll('w')
    .select([
      sql<string>`coalesce(c.nombre, w.customer_nombre)`.as('customerNombre'),
      sql<string>`coalesce(c.doc_numero, w.customer_doc_numero)`.as('customerDocNumero'),
      sql<string | null>`case when c.id is null then w.customer_telefono else c.telefono end`.as(
        'customerTelefono',
      ),
      sql<string>`coalesce(v.placa, w.vehicle_placa)`.as('vehiclePlaca'),
      sql<string>`coalesce(v.marca, w.vehicle_marca)`.as('vehicleMarca'),
      sql<string>`coalesce(v.modelo, w.vehicle_modelo)`.as('vehicleModelo'),
      sql<string>`coalesce(v.color, w.vehicle_color)`.as('vehicleColor'),
    ]);
}

/** Every order not deleted, newest first (one estado when asked). */
export function listWorkOrders(db: ReadModelDb, estado?: string): Promise<WorkOrderRow[]> {
  let query = selectOrders(db);
  if (estado) query = query.where('w.estado', '=', estado);
  return query.orderBy('w.createdAt', 'desc').orderBy('w.numero', 'desc').execute();
}

export function findWorkOrderById(db: ReadModelDb, id: string): Promise<WorkOrderRow | undefined> {
  return selectOrders(db).where('w.id', '=', id).executeTakeFirst();
}

/** 'Órdenes Activas' (neither entregado nor cancelado) and 'Servicios Realizados' on `dia`. */
export async function countWorkOrderStats(
  db: ReadModelDb,
  dia: string,
): Promise<{ active: number; deliveredOnDay: number }> {
  const row = await db
    .selectFrom('workOrders')
    .select([
      sql<string>`count(*) filter (where estado not in ('entregado', 'cancelado'))`.as('active'),
      sql<string>`count(*) filter (where estado = 'entregado' and dia_entrega = ${dia})`.as('deliveredOnDay'),
    ])
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), deliveredOnDay: Number(row.deliveredOnDay) };
}

/**
 * 'Órdenes Completadas' of each range: orders that reached terminado (fechaFin) on one of its Asunción
 * days, whatever happened to them after (delivered or not); all ranges in one round trip. fechaFin is
 * an ISO instant, so each range becomes the instants between the end of the day before and its end.
 */
export async function countCompletedOrders(db: ReadModelDb, ranges: readonly DayRange[]): Promise<number[]> {
  const row = await db
    .selectFrom('workOrders')
    .select(
      ranges.map((range, i) =>
        sql<string>`count(*) filter (where fecha_fin > ${asuncionEndOfDay(addCalendarDays(range.from, -1))} and fecha_fin <= ${asuncionEndOfDay(range.to)})`.as(
          `range${i}`,
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return ranges.map((_, i) => Number((row as Record<string, string | number>)[`range${i}`]));
}
