import '../../../styles.css';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { addCalendarDays } from '@lavadero/fiscal/report-period';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { useInventory } from '@lavadero/ui/api/queries/inventory';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useReport } from '../api/get-report';
import { type ReportSelection, reportQueryString } from '../api/report-selection';
import { CustomerAgingPanel } from './customer-aging-panel';
import { CustomersPanel } from './customers-panel';
import { DailySalesPanel } from './daily-sales-panel';
import { ExportDialog } from './export-dialog';
import { MetricCards } from './metric-cards';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { PeriodToolbar } from './period-toolbar';
import { QuickActions } from './quick-actions';
import { ServicesPanel } from './services-panel';
import { StockAlertsPanel } from './stock-alerts-panel';

/** The custom period starts as the last 30 days; the server decides what "today" is for the others. */
function initialSelection(): ReportSelection {
  const today = asuncionToday(new Date());
  return { period: 'week', from: addCalendarDays(today, -29), to: today };
}

/** /reportes (spec 2 "Reports screen"): every figure from the reports read model, for administrators. */
export default function ReportsPage() {
  const [selection, setSelection] = useState(initialSelection);
  const checked = reportQueryString(selection);
  const query = 'query' in checked ? checked.query : null;
  const sales = useReport('sales', query);
  const services = useReport('services', query);
  const customers = useReport('customers', query);
  const methods = useReport('payment-methods', query);
  const inventory = useInventory();
  const reports = [sales, services, customers, methods];
  const failed = reports.find((r) => r.isError)?.error;
  const data =
    sales.data && services.data && customers.data
      ? { sales: sales.data, services: services.data, customers: customers.data }
      : null;

  return (
    <>
      <PageHeader
        title="Reportes de Negocio"
        description="Análisis de ventas, servicios y rendimiento"
        actions={<ExportDialog data={data} />}
      />
      <PeriodToolbar
        selection={selection}
        onChange={setSelection}
        onRefresh={() => {
          for (const report of [...reports, inventory]) void report.refetch();
        }}
        refreshing={reports.some((r) => r.isFetching)}
        error={'error' in checked ? checked.error : null}
      />
      {failed && (
        <Alert variant="destructive" className="mb-6">
          <AlertTriangle />
          <AlertTitle>No se pudieron cargar los reportes</AlertTitle>
          <AlertDescription>{serverMessage(failed, failed.message)}</AlertDescription>
        </Alert>
      )}
      <div className="space-y-6">
        <MetricCards totals={sales.data?.totals} previous={sales.data?.previousTotals} />
        <DailySalesPanel daily={sales.data?.daily} />
        {/* 'Mejores Clientes' has five columns of names and amounts: beside another panel at 1280 px
            they were cut off, so it takes the whole width. */}
        <div className="grid gap-6 lg:grid-cols-2">
          <ServicesPanel services={services.data} />
          <StockAlertsPanel items={inventory.data} />
          <PaymentMethodsPanel methods={methods.data} />
        </div>
        <CustomersPanel customers={customers.data} />
        <CustomerAgingPanel />
        <QuickActions />
      </div>
    </>
  );
}
