import { WORK_ORDER_ESTADO_OPTIONS, type WorkOrderEstado } from '@lavadero/contracts/work-orders';
import { Badge } from '@lavadero/ui/components/badge';

/** 'Recibido', 'En Proceso', 'Listo', 'Entregado' (spec 2 §4), or 'Cancelado'. */
export const estadoLabel = (estado: WorkOrderEstado) =>
  WORK_ORDER_ESTADO_OPTIONS.find((option) => option.value === estado)?.label ?? estado;

const VARIANT = {
  recibido: 'secondary',
  en_proceso: 'warning',
  terminado: 'success',
  entregado: 'outline',
  cancelado: 'destructive',
} as const satisfies Record<WorkOrderEstado, string>;

export function EstadoBadge({ estado }: { estado: WorkOrderEstado }) {
  return <Badge variant={VARIANT[estado]}>{estadoLabel(estado)}</Badge>;
}
