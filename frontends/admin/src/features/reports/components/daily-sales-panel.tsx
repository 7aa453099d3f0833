import type { DailySalesDto } from '@lavadero/contracts/reports';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { lazy, Suspense } from 'react';

const DailySalesChart = lazy(() => import('./daily-sales-chart'));

/** 'Ventas por Día': the chart, and beside it the table with every day of the period. */
export function DailySalesPanel({ daily }: { daily?: readonly DailySalesDto[] }) {
  return (
    <Card role="region" aria-label="Ventas por Día">
      <CardHeader>
        <CardTitle>Ventas por Día</CardTitle>
      </CardHeader>
      <CardContent>
        {!daily ? (
          <Skeleton className="h-64" />
        ) : (
          <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
            <Suspense fallback={<Skeleton className="h-64" />}>
              <DailySalesChart daily={daily} />
            </Suspense>
            <section
              aria-label="Tabla de ventas por día"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: past six days the table scrolls, and a scroll box with nothing focusable inside must take the focus itself for the keyboard to scroll it (WCAG 2.1.1)
              tabIndex={0}
              className="max-h-64 overflow-y-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Fecha</TableHead>
                    <TableHead className="text-right">Monto</TableHead>
                    <TableHead className="text-right">Órdenes</TableHead>
                    <TableHead className="text-right">Promedio</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {[...daily].reverse().map((day) => (
                    <TableRow key={day.date}>
                      <TableCell>{formatDayEs(day.date)}</TableCell>
                      <TableCell className="text-right">{formatGuaranies(day.amount)}</TableCell>
                      <TableCell className="text-right">{day.orders}</TableCell>
                      <TableCell className="text-right">{formatGuaranies(day.average)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
