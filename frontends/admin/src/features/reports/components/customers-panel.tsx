import type { CustomerReportRowDto } from '@lavadero/contracts/reports';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { formatGuaranies } from '@lavadero/ui/lib/format';

/** 'Mejores Clientes': the period's customers by amount spent (the first ten; the export has more). */
export function CustomersPanel({ customers }: { customers?: readonly CustomerReportRowDto[] }) {
  return (
    <Card role="region" aria-label="Mejores Clientes">
      <CardHeader>
        <CardTitle>Mejores Clientes</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {!customers && <Skeleton className="h-24" />}
        {customers?.length === 0 && (
          <p className="text-center text-muted-foreground text-sm">
            No hay clientes con ventas en el período
          </p>
        )}
        {customers && customers.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Cliente</TableHead>
                <TableHead className="text-right">Visitas</TableHead>
                <TableHead>Última visita</TableHead>
                <TableHead className="text-right">Gastado</TableHead>
                <TableHead className="text-right">Promedio</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {customers.slice(0, 10).map((customer) => (
                <TableRow key={customer.id}>
                  <TableCell className="font-medium">{customer.name}</TableCell>
                  <TableCell className="text-right">{customer.visits}</TableCell>
                  <TableCell>{formatDayEs(customer.lastVisit)}</TableCell>
                  <TableCell className="text-right">{formatGuaranies(customer.spent)}</TableCell>
                  <TableCell className="text-right">{formatGuaranies(customer.average)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
