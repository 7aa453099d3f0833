import { PAYMENT_METHOD_OPTIONS, type SaleDto } from '@lavadero/contracts/sales';
import { Badge } from '@lavadero/ui/components/badge';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { ElectronicDocumentBadge } from '@lavadero/ui/components/electronic-document-badge';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import { Download, Eye, History, Pencil, Trash2 } from 'lucide-react';

const paymentLabel = (value: string) => PAYMENT_METHOD_OPTIONS.find((o) => o.value === value)?.label ?? value;

/** One sale: number, 'Turismo' / 'ANULADA' badges, its SIFEN state (electronic sales), payment, customer, date, subtotal, IVA (if any), total. */
export function SaleCard({
  sale,
  permission,
  onView,
  onHistory,
  onEdit,
  onDelete,
}: {
  sale: SaleDto;
  /** Spec 1 §6: edit and delete only when allowed; the reason shows to admins only. */
  permission: { readonly allowed: boolean; readonly reason: string | null; readonly showReason: boolean };
  onView: () => void;
  /** 'Historial': absent when the role may not read it. */
  onHistory?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card data-testid="sale-card" className={sale.anulada ? 'opacity-70' : undefined}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <span>{sale.numeroFactura}</span>
          {sale.regimenTurismo ? <Badge variant="secondary">Turismo</Badge> : null}
          {sale.anulada ? <Badge variant="destructive">ANULADA</Badge> : null}
          {sale.importada ? (
            <Badge variant="outline" title="Importada de un respaldo: no se modifica ni se anula aquí">
              Importada
            </Badge>
          ) : null}
          {/* A split sale shows each method; a sale paid whole by one shows it as always. */}
          {sale.pagos.map((part) => (
            <Badge key={part.medio} variant="outline">
              {paymentLabel(part.medio)}
              {sale.pagos.length > 1 ? ` ${formatGuaranies(part.monto)}` : ''}
            </Badge>
          ))}
        </CardTitle>
        {sale.electronico ? <ElectronicDocumentBadge document={sale.electronico} /> : null}
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <div className="font-medium">{sale.customerNombre}</div>
        <div className="text-muted-foreground">{formatDateTime(sale.createdAt)}</div>
        <div className="flex justify-between">
          <span>Subtotal:</span>
          <span>{formatGuaranies(sale.subtotal)}</span>
        </div>
        {sale.impuestos > 0 ? (
          <div className="flex justify-between">
            <span>IVA:</span>
            <span>{formatGuaranies(sale.impuestos)}</span>
          </div>
        ) : null}
        <div className="flex justify-between font-semibold">
          <span>Total:</span>
          <span>{formatGuaranies(sale.total)}</span>
        </div>
        {sale.pagos
          .filter((part) => part.vuelto !== null)
          .map((part) => (
            <div
              key={part.medio}
              className="flex justify-between text-muted-foreground"
              data-testid="sale-change"
            >
              <span>Entregado {formatGuaranies(part.entregado)}</span>
              <span>Vuelto {formatGuaranies(part.vuelto)}</span>
            </div>
          ))}
        <div className="flex gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={onView}>
            <Eye /> Ver
          </Button>
          {onHistory ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Historial de ${sale.numeroFactura}`}
              onClick={onHistory}
            >
              <History /> Historial
            </Button>
          ) : null}
          {/* Spec 1: the download button does nothing. */}
          <Button size="sm" variant="outline" aria-label="Descargar">
            <Download />
          </Button>
          {permission.allowed ? (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Editar ${sale.numeroFactura}`}
                onClick={onEdit}
              >
                <Pencil />
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Eliminar ${sale.numeroFactura}`}
                onClick={onDelete}
              >
                <Trash2 />
              </Button>
            </>
          ) : null}
        </div>
        {!permission.allowed && permission.showReason && permission.reason ? (
          <p className="text-muted-foreground text-xs">{permission.reason}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
