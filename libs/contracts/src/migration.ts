import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { z } from './zod-es';

/**
 * The backup file of GET /api/admin/export-all-data and POST /api/admin/migrate-json-data
 * (spec 2 "Data migration page"): a format name and version at the top, the export time, and every
 * entity as the screens read it. No password hash and no DNIT secret is ever in it.
 */
export const BACKUP_FORMAT = 'sistema-lavadero-respaldo';
export const BACKUP_VERSION = 1;

/** The entities a backup carries, in the order an import decides them (what a record names comes first). */
export const BACKUP_ENTITIES = [
  'users',
  'companyConfig',
  'categories',
  'services',
  'combos',
  'inventory',
  'customers',
  'vehicles',
  'workOrders',
  'sales',
] as const;
export type BackupEntity = (typeof BACKUP_ENTITIES)[number];

/** What the migration page calls each entity. */
export const BACKUP_ENTITY_LABELS: Record<BackupEntity, string> = {
  users: 'Usuarios',
  companyConfig: 'Configuración de la empresa',
  categories: 'Categorías',
  services: 'Servicios',
  combos: 'Combos',
  inventory: 'Inventario',
  customers: 'Clientes',
  vehicles: 'Vehículos',
  workOrders: 'Órdenes de Trabajo',
  sales: 'Ventas',
};

const NOT_A_BACKUP = 'El archivo no es un respaldo del Sistema Lavadero';
const records = z.array(z.unknown(), { error: 'Debe ser una lista de registros' }).default([]);

/**
 * The outer shape only: each record is checked afterwards with its entity's schema (the same one
 * the live route uses), so that every invalid record is reported with its entity and index.
 */
export const BackupDocument = z.object({
  format: z.literal(BACKUP_FORMAT, { error: NOT_A_BACKUP }),
  version: z.literal(BACKUP_VERSION, {
    error: `Versión de respaldo no soportada (se espera ${BACKUP_VERSION})`,
  }),
  exportedAt: z.string({ error: NOT_A_BACKUP }),
  data: z.object(
    Object.fromEntries(BACKUP_ENTITIES.map((entity) => [entity, records])) as Record<
      BackupEntity,
      typeof records
    >,
    { error: NOT_A_BACKUP },
  ),
});
export type BackupDocument = z.output<typeof BackupDocument>;

/** POST /api/admin/migrate-json-data: the parsed file, and the id the page reads progress by. */
export const MigrateBody = z.object({
  importId: z.uuid('Identificador de importación inválido').optional(),
  data: BackupDocument,
});
export type MigrateBody = z.input<typeof MigrateBody>;

export const EntityCountsDto = z.object({ created: z.number().int(), skipped: z.number().int() });
export const MigrateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  importId: z.string(),
  counts: z.record(z.enum(BACKUP_ENTITIES), EntityCountsDto),
});
export type MigrateReply = z.infer<typeof MigrateReply>;

/** One refused record: which entity, its place in the file's list, the field (if one) and why. */
export const ImportErrorDto = z.object({
  entity: z.enum(BACKUP_ENTITIES),
  index: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportErrorDto = z.infer<typeof ImportErrorDto>;

/** The 422 of an import refused as a whole: nothing was stored. */
export const MigrateRefusedReply = z.object({
  code: z.literal('IMPORT_INVALID'),
  message: z.string(),
  details: z.string(),
  errors: z.array(ImportErrorDto),
});
export type MigrateRefusedReply = z.infer<typeof MigrateRefusedReply>;

export const IMPORT_PHASES = ['validating', 'deciding', 'storing', 'projecting', 'done', 'failed'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];
export const IMPORT_PHASE_LABELS: Record<ImportPhase, string> = {
  validating: 'Validando registros',
  deciding: 'Aplicando reglas del sistema',
  storing: 'Guardando',
  projecting: 'Actualizando pantallas',
  done: 'Terminado',
  failed: 'Con errores',
};

export const ImportProgressParams = z.object({ importId: z.uuid('Identificador de importación inválido') });

/** GET /api/admin/migrate-json-data/progress/{importId}: where a running import is. */
export const ImportProgressDto = z.object({
  importId: z.string(),
  phase: z.enum(IMPORT_PHASES),
  done: z.number().int(),
  total: z.number().int(),
  /** 0–100 over the whole import, every phase weighted by what it costs. */
  percent: z.number().int(),
});
export type ImportProgressDto = z.infer<typeof ImportProgressDto>;

/** 'respaldo-lavadero-AAAA-MM-DD.json', the day of the export in Asunción (server and page agree). */
export const backupFileName = (exportedAt: string) =>
  `respaldo-lavadero-${asuncionToday(new Date(exportedAt))}.json`;
