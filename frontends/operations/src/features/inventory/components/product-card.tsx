import { type InventoryItemDto, UNIT_LABELS } from '@lavadero/contracts/inventory';
import { Badge } from '@lavadero/ui/components/badge';
import { Button } from '@lavadero/ui/components/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@lavadero/ui/components/card';
import { Progress } from '@lavadero/ui/components/progress';
import { formatDate, formatGuaranies } from '@lavadero/ui/lib/format';
import { History, PackageCheck, PackagePlus, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { STOCK_LEVEL_BADGES, STOCK_LEVEL_BAR, stockPercent } from './stock-level';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** A date-only value read at local noon, so no time zone can move it to the day before. */
const orderDate = (date: string | null) => (date ? formatDate(`${date}T12:00:00`) : 'Sin pedidos');

/**
 * One product: its badge, stock against the minimum, price and supplier; a button for each write the
 * role may do (an absent handler means the permission table refuses it).
 */
export function ProductCard({
  item,
  onEdit,
  onUpdateStock,
  onReceive,
  onHistory,
}: {
  item: InventoryItemDto;
  onEdit?: () => void;
  onUpdateStock?: () => void;
  onReceive?: () => void;
  /** 'Historial' of the product and its stock movements. */
  onHistory?: () => void;
}) {
  const badge = STOCK_LEVEL_BADGES[item.nivelStock];
  const titleId = `producto-${item.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="gap-4">
      <CardHeader>
        <CardTitle id={titleId} className="line-clamp-2 break-words text-base leading-snug">
          {item.nombre}
        </CardTitle>
        <CardDescription className="truncate">{item.categoria}</CardDescription>
        <CardAction className="flex flex-col items-end gap-1">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          {!item.activo && <Badge variant="outline">Inactivo</Badge>}
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {item.descripcion && <p className="line-clamp-2 text-muted-foreground text-sm">{item.descripcion}</p>}
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-muted-foreground text-sm">Stock actual</span>
            <span className="font-bold text-xl tabular-nums">
              {item.stockActual}{' '}
              <span className="font-medium text-muted-foreground text-sm">{item.unidadMedida}</span>
            </span>
          </div>
          <Progress
            value={stockPercent(item)}
            aria-label={`Nivel de stock de ${item.nombre}`}
            className="bg-muted"
            indicatorClassName={STOCK_LEVEL_BAR[item.nivelStock]}
          />
          <p className="text-muted-foreground text-xs">
            Stock mínimo: {item.stockMinimo} {item.unidadMedida} · {UNIT_LABELS[item.unidadMedida]}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Detail label="Precio">{formatGuaranies(item.precio)}</Detail>
          <Detail label="Proveedor">{item.proveedor ?? 'Sin proveedor'}</Detail>
          <Detail label="Último pedido">{orderDate(item.ultimoPedido)}</Detail>
        </dl>
      </CardContent>
      {(onEdit || onUpdateStock || onReceive || onHistory) && (
        <CardFooter className="flex-wrap gap-2">
          {onHistory && (
            <Button
              variant="outline"
              size="sm"
              className="flex-1"
              aria-label={`Historial de ${item.nombre}`}
              onClick={onHistory}
            >
              <History />
              Historial
            </Button>
          )}
          {onEdit && (
            <Button variant="outline" size="sm" className="flex-1" onClick={onEdit}>
              <Pencil />
              Editar
            </Button>
          )}
          {onReceive && (
            <Button variant="outline" size="sm" className="flex-1" onClick={onReceive}>
              <PackageCheck />
              Recibir Mercadería
            </Button>
          )}
          {onUpdateStock && (
            <Button size="sm" className="flex-1" onClick={onUpdateStock}>
              <PackagePlus />
              Actualizar Stock
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
