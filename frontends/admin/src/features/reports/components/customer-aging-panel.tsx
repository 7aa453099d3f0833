import type { AgingRowDto } from '@lavadero/contracts/customer-accounts';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useCustomerAging } from '../api/get-customer-aging';

const BUCKETS: readonly { key: keyof AgingRowDto; label: string }[] = [
  { key: 'd0_30', label: '0–30 días' },
  { key: 'd31_60', label: '31–60 días' },
  { key: 'd61_90', label: '61–90 días' },
  { key: 'd90_mas', label: '> 90 días' },
];

/**
 * 'Cuentas por cobrar': each customer's balance by age, the oldest sales taken as paid first. It is
 * today's picture, not the period's: the period toolbar does not change it.
 */
export function CustomerAgingPanel() {
  const aging = useCustomerAging();
  const filas = aging.data?.filas;
  return (
    <Card role="region" aria-label="Cuentas por cobrar">
      <CardHeader>
        <CardTitle>Cuentas por cobrar (antigüedad de saldos)</CardTitle>
        <CardDescription>
          {aging.data ? `Al ${formatDayEs(aging.data.fecha)}` : 'Saldos de ventas a crédito por antigüedad'}
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {aging.isLoading && <Skeleton className="h-24" />}
        {aging.isError && (
          <p className="text-destructive text-sm">No se pudo cargar la antigüedad de saldos.</p>
        )}
        {filas?.length === 0 && (
          <p className="text-center text-muted-foreground text-sm">Ningún cliente tiene saldo pendiente</p>
        )}
        {filas && filas.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Cliente</TableHead>
                {BUCKETS.map((b) => (
                  <TableHead key={b.key} className="text-right">
                    {b.label}
                  </TableHead>
                ))}
                <TableHead className="text-right">Saldo</TableHead>
                <TableHead className="text-right">Límite</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {filas.map((row) => (
                <TableRow key={row.customerId}>
                  <TableCell className="font-medium">
                    {row.nombre}
                    <span className="block text-muted-foreground text-xs">
                      {row.docTipo} {row.docNumero}
                    </span>
                  </TableCell>
                  {BUCKETS.map((b) => (
                    <TableCell key={b.key} className="text-right">
                      {formatGuaranies(row[b.key] as number)}
                    </TableCell>
                  ))}
                  <TableCell className="text-right font-medium">{formatGuaranies(row.saldo)}</TableCell>
                  <TableCell className="text-right">
                    {row.limite === null ? 'sin crédito' : formatGuaranies(row.limite)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
