import { ROLE_VALUES, type RoleValue } from './auth';

/**
 * Who may do what: the one table the server's routes (`config.access`) and the screens' buttons both
 * read, so a button is shown exactly when the server would accept its call. The README's "Roles y
 * permisos" section is this table in words; `permissions.int.test.ts` walks every cell of it.
 *
 * Where the specification names a role (invoices, users) the row follows it; elsewhere the row is what
 * a car-wash owner expects of a cashier: sell, receive customers and their cars, run the work orders and
 * book the goods that arrive; prices, the catalogue, stock corrections and the business's settings are
 * the owner's (admin). readonly (an auditor) reads everything a cashier reads and changes nothing.
 */
interface PermissionRow {
  readonly label: string;
  readonly roles: readonly RoleValue[];
  /** What the refused are told, where the general texts would not say it (Spanish, shown as is). */
  readonly refusal?: string;
}

export const PERMISSIONS = {
  'sales.issue': {
    label: 'Emitir ventas (facturas), también al facturar una orden',
    roles: ['admin', 'user'],
  },
  'sales.correct': {
    label: 'Modificar o anular una factura (dentro de las 24 h)',
    roles: ['admin'],
  },
  'cashSessions.operate': {
    label: 'Abrir la propia caja, registrar retiros, gastos e ingresos y cerrarla (arqueo)',
    roles: ['admin', 'user'],
  },
  'cashSessions.correct': {
    label: 'Corregir el conteo de una caja cerrada (con motivo)',
    roles: ['admin'],
    refusal: 'Solo un administrador puede corregir una caja cerrada.',
  },
  'customerAccounts.receive': {
    label: 'Registrar pagos a la cuenta (crédito) de un cliente, en la propia caja abierta',
    roles: ['admin', 'user'],
  },
  'customerAccounts.limit': {
    label: 'Fijar el límite de crédito de un cliente',
    roles: ['admin'],
    refusal: 'Solo un administrador puede fijar el límite de crédito.',
  },
  'customerAccounts.aging': {
    label: 'Ver la antigüedad de saldos de las cuentas de clientes',
    roles: ['admin', 'readonly'],
    refusal: 'Solo un administrador o un auditor puede ver la antigüedad de saldos.',
  },
  'workOrders.manage': {
    label: 'Crear, editar, avanzar y eliminar órdenes de trabajo',
    roles: ['admin', 'user'],
  },
  'customers.manage': {
    label: 'Registrar y editar clientes y vehículos, eliminar vehículos',
    roles: ['admin', 'user'],
  },
  'catalog.edit': {
    label: 'Crear y editar servicios, combos y categorías, con sus precios',
    roles: ['admin'],
  },
  'catalog.delete': {
    label: 'Desactivar (eliminar) servicios y combos',
    roles: ['admin'],
  },
  'inventory.products': {
    label: 'Crear y editar productos (precio, datos, recuento de stock)',
    roles: ['admin'],
  },
  'inventory.receive': {
    label: 'Registrar mercadería recibida (entrada de stock con su motivo)',
    roles: ['admin', 'user'],
  },
  'inventory.correct': {
    label: 'Corregir stock (sumar o descontar, con motivo opcional)',
    roles: ['admin'],
  },
  'electronicDocuments.download': {
    label: 'Descargar el XML firmado de un documento electrónico (el registro fiscal)',
    roles: ['admin', 'readonly'],
    refusal: 'Solo un administrador o un auditor puede descargar el XML.',
  },
  'electronicDocuments.manage': {
    label: 'Reenviar documentos electrónicos a SIFEN y pedir la inutilización de números',
    roles: ['admin'],
  },
  'history.view': {
    label: 'Ver el historial de una venta, orden, cliente o producto (quién, cuándo, posición y hash)',
    roles: ['admin', 'user', 'readonly'],
  },
  'account.password': {
    label: 'Cambiar la propia contraseña',
    roles: ['admin', 'user', 'readonly'],
  },
  'users.manage': {
    label: 'Ver, crear y editar usuarios, asignar contraseñas, quitar bloqueos de acceso',
    roles: ['admin'],
  },
  'company.configure': {
    label: 'Datos de la empresa, timbrado, logo y caja obligatoria para vender (y su historial)',
    roles: ['admin'],
  },
  'dnit.configure': {
    label: 'Integración con la DNIT: ver, guardar y probar la conexión',
    roles: ['admin'],
  },
  'reports.view': {
    label: 'Ver los reportes de negocio y las cajas del día en el panel',
    roles: ['admin'],
  },
  'data.migrate': {
    label: 'Importar y exportar respaldos de datos',
    roles: ['admin'],
  },
  'demo.load': {
    label: 'Cargar los datos de demostración en un sistema vacío',
    roles: ['admin'],
  },
  'system.reset': {
    label: 'Reiniciar el sistema (zona de peligro)',
    roles: ['admin'],
  },
  'audit.replay': {
    label: 'Verificar que las proyecciones coinciden con el historial de eventos',
    roles: ['admin'],
  },
  'audit.chain': {
    label: 'Ver el ancla diaria de la cadena de hashes y descargar el paquete del auditor',
    roles: ['admin', 'readonly'],
    refusal: 'Solo un administrador o un auditor puede ver la cadena de auditoría.',
  },
  'api.docs': {
    label: 'Ver la descripción de la API (/api/docs)',
    roles: ['admin'],
  },
} as const satisfies Record<string, PermissionRow>;

export type PermissionAction = keyof typeof PERMISSIONS;

export const PERMISSION_ACTIONS = Object.keys(PERMISSIONS) as PermissionAction[];

export function isPermissionAction(value: string): value is PermissionAction {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Whether a role may do the action. An unknown role (or nobody signed in) may do nothing. */
export function can(role: string | null | undefined, action: PermissionAction): boolean {
  const roles: readonly string[] = PERMISSIONS[action].roles;
  return role != null && roles.includes(role);
}

/** The roles, in the order the table lists them. */
export const PERMISSION_ROLES: readonly RoleValue[] = ROLE_VALUES;
