import { guaraniAmount, optionalText, requiredText } from './building-blocks';
import { PAYMENT_METHOD_VALUES } from './sales';
import { z } from './zod-es';

/** Guaraní notes and coins, largest first (the domain's DENOMINATIONS; a unit test keeps them equal). */
export const DENOMINATION_VALUES = [
  100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50,
] as const;

const pieces = z
  .number({ error: 'Cada cantidad de billetes o monedas debe ser un número' })
  .int('Cada cantidad de billetes o monedas debe ser un número entero')
  .min(0, 'Una cantidad de billetes o monedas no puede ser negativa')
  .max(1_000_000, 'Cantidad de billetes o monedas demasiado alta');

/** How many of each note or coin were counted, keyed by the denomination ('100000', …, '50'). */
export const DenominationCountBody = z.strictObject(
  Object.fromEntries(DENOMINATION_VALUES.map((d) => [`${d}`, pieces.optional()])) as Record<
    `${(typeof DENOMINATION_VALUES)[number]}`,
    z.ZodOptional<typeof pieces>
  >,
  { error: 'Denominación desconocida: cuente billetes de 100.000 a 2.000 y monedas de 1.000 a 50' },
);

/** A counted drawer: by denomination, as a total, or both (then the server checks they agree). */
const drawerCount = (what: string) =>
  z
    .object({ monto: guaraniAmount(what).optional(), denominaciones: DenominationCountBody.optional() })
    .refine((c) => c.monto !== undefined || c.denominaciones !== undefined, {
      message: `Indique ${what.toLowerCase()}: el total o el conteo por denominación`,
    });

/** POST /api/cash-sessions: open the signed-in user's caja with its float. */
export const OpenCashSessionBody = drawerCount('El fondo inicial');
export type OpenCashSessionBody = z.output<typeof OpenCashSessionBody>;

export const CASH_MOVEMENT_OPTIONS = [
  { value: 'retiro', label: 'Retiro a caja fuerte' },
  { value: 'gasto', label: 'Gasto pagado de caja' },
  { value: 'ingreso', label: 'Ingreso de efectivo' },
] as const;
const CASH_MOVEMENT_VALUES = ['retiro', 'gasto', 'ingreso'] as const;

/** POST /api/cash-sessions/{id}/movements. An expense needs its reason; the receipt number is optional. */
export const CashMovementBody = z
  .object({
    kind: z.enum(CASH_MOVEMENT_VALUES, { error: 'Tipo de movimiento inválido: retiro, gasto o ingreso' }),
    monto: guaraniAmount('El monto').refine((n) => n > 0, 'El monto debe ser mayor a 0'),
    motivo: optionalText(200, 'El motivo no puede exceder 200 caracteres'),
    comprobante: optionalText(50, 'El comprobante no puede exceder 50 caracteres'),
  })
  .refine((m) => m.kind !== 'gasto' || m.motivo !== null, {
    message: 'Indique el motivo del gasto',
    path: ['motivo'],
  });
export type CashMovementBody = z.output<typeof CashMovementBody>;

/** POST /api/cash-sessions/{id}/close: the arqueo's count. */
export const CloseCashSessionBody = drawerCount('El efectivo contado');
export type CloseCashSessionBody = z.output<typeof CloseCashSessionBody>;

/** POST /api/cash-sessions/{id}/corrections: an admin's recount of a closed caja, with its reason. */
export const CorrectCashSessionBody = z.object({
  contado: drawerCount('El efectivo contado'),
  motivo: requiredText(
    'Indique el motivo de la corrección',
    200,
    'El motivo no puede exceder 200 caracteres',
  ),
});
export type CorrectCashSessionBody = z.output<typeof CorrectCashSessionBody>;

/** GET /api/cash-sessions: a user's own cajas; an admin's, everyone's (or `userId`'s). */
export const CashSessionsQuery = z.object({
  estado: z.enum(['abierta', 'cerrada'], { error: 'Estado inválido: abierta o cerrada' }).optional(),
  userId: z.uuid('Usuario inválido').optional(),
});

const DenominationCountDto = z.record(z.string(), z.number().int());
const MethodTotalDto = z.object({
  medioPago: z.enum(PAYMENT_METHOD_VALUES),
  ventas: z.number().int(),
  anulaciones: z.number().int(),
  neto: z.number().int(),
});

/** The figures of a caja: live while it is open, as its closing recorded them once closed. */
export const CashFiguresDto = z.object({
  fondoInicial: z.number().int(),
  ventasEfectivo: z.number().int(),
  anulacionesEfectivo: z.number().int(),
  retiros: z.number().int(),
  gastos: z.number().int(),
  ingresos: z.number().int(),
  esperado: z.number().int(),
  porMedio: z.array(MethodTotalDto),
});

export const CashSessionDto = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  estado: z.enum(['abierta', 'cerrada']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  denominacionesApertura: DenominationCountDto.nullable(),
  denominacionesCierre: DenominationCountDto.nullable(),
  figuras: CashFiguresDto,
  /** Counted and difference (after the last correction); null while open. */
  contado: z.number().int().nullable(),
  diferencia: z.number().int().nullable(),
  correcciones: z.number().int(),
});
export type CashSessionDto = z.infer<typeof CashSessionDto>;

/** GET /api/cash-sessions/current: the signed-in user's open caja, or null (two tabs read the same). */
export const CurrentCashSessionDto = z.object({ caja: CashSessionDto.nullable() });

export const CashSessionEntryDto = z.object({
  id: z.string(),
  kind: z.enum([
    'apertura',
    'venta',
    'cobro',
    'anulacion',
    'retiro',
    'gasto',
    'ingreso',
    'cierre',
    'correccion',
  ]),
  saleId: z.string().nullable(),
  medioPago: z.string().nullable(),
  monto: z.number().int(),
  motivo: z.string().nullable(),
  comprobante: z.string().nullable(),
  userId: z.string().nullable(),
  at: z.string(),
});
export type CashSessionEntryDto = z.infer<typeof CashSessionEntryDto>;

/** GET /api/cash-sessions/{id}: the caja and its history. */
export const CashSessionDetailDto = z.object({
  caja: CashSessionDto,
  movimientos: z.array(CashSessionEntryDto),
});

/** GET /api/cash-sessions/{id}/z-report: what the Z report prints (reprintable at any time). */
export const ZReportDto = z.object({
  caja: CashSessionDto,
  cantidadVentas: z.number().int(),
  cantidadAnulaciones: z.number().int(),
  movimientos: z.array(CashSessionEntryDto),
  correcciones: z.array(CashSessionEntryDto),
});
export type ZReportDto = z.infer<typeof ZReportDto>;

/** GET /api/cash-sessions/today (the admin's dashboard): every open caja and the closings of the Asunción day. */
export const CashTodayDto = z.object({
  dia: z.string(),
  abiertas: z.array(CashSessionDto),
  cierres: z.array(CashSessionDto),
});
export type CashTodayDto = z.infer<typeof CashTodayDto>;
