import '../../../styles.css';
import type { CustomerDto, VehicleDto } from '@lavadero/contracts/customers';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { useCan, useCanWrite } from '@lavadero/ui/api/use-current-user';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { HistoryDialog } from '@lavadero/ui/components/history/history-dialog';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { AlertTriangle, SearchX, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAccountBalances } from '../api/customer-accounts';
import { useVehicles } from '../api/get-vehicles';
import { CustomerCard, type CustomerCardActions } from './customer-card';
import { type CustomerFilters as Filters, filterCustomers } from './customer-filter';
import { CustomerFilters } from './customer-filters';
import { CustomerFormDialog } from './customer-form-dialog';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { VehicleFormDialog } from './vehicle-form-dialog';

type Dialog =
  | { kind: 'customer'; customer: CustomerDto | null }
  | { kind: 'vehicle'; customer: CustomerDto; vehicle: VehicleDto | null }
  | { kind: 'delete-vehicle'; vehicle: VehicleDto }
  | { kind: 'history'; customer: CustomerDto };

const NO_FILTERS: Filters = { search: '', docTipo: 'all', onlyTourists: false };

function LoadingCards() {
  return (
    <div role="status" aria-label="Cargando clientes..." className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-64 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** /clientes (spec 2 §2 'Gestión de Clientes'): customers and their vehicles as a grid of cards. */
export default function CustomersPage() {
  const customers = useCustomers();
  const vehicles = useVehicles();
  const balances = useAccountBalances();
  const canWrite = useCanWrite();
  const canReadHistory = useCan('history.view');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const vehiclesByCustomer = useMemo(() => {
    const map = new Map<string, VehicleDto[]>();
    for (const vehicle of vehicles.data ?? []) {
      map.set(vehicle.customerId, [...(map.get(vehicle.customerId) ?? []), vehicle]);
    }
    return map;
  }, [vehicles.data]);
  const balanceOf = useMemo(
    () => new Map((balances.data ?? []).map((b) => [b.customerId, b])),
    [balances.data],
  );
  const shown = useMemo(() => filterCustomers(customers.data ?? [], filters), [customers.data, filters]);

  const actions: CustomerCardActions = {
    onEdit: (customer) => setDialog({ kind: 'customer', customer }),
    onAddVehicle: (customer) => setDialog({ kind: 'vehicle', customer, vehicle: null }),
    onEditVehicle: (customer, vehicle) => setDialog({ kind: 'vehicle', customer, vehicle }),
    onDeleteVehicle: (vehicle) => setDialog({ kind: 'delete-vehicle', vehicle }),
    onHistory: canReadHistory ? (customer) => setDialog({ kind: 'history', customer }) : undefined,
  };
  const newCustomer = canWrite && (
    <Button onClick={() => setDialog({ kind: 'customer', customer: null })}>
      <UserPlus />
      Nuevo Cliente
    </Button>
  );
  const failed = customers.error ?? vehicles.error;

  return (
    <>
      <PageHeader
        title="Gestión de Clientes"
        description="Administre clientes, sus datos fiscales y sus vehículos"
        actions={newCustomer}
      />
      <CustomerFilters filters={filters} onChange={setFilters} />
      {(customers.isLoading || vehicles.isLoading) && <LoadingCards />}
      {failed && (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>No se pudieron cargar los clientes</AlertTitle>
          <AlertDescription>{serverMessage(failed, failed.message)}</AlertDescription>
        </Alert>
      )}
      {customers.data && vehicles.data && customers.data.length === 0 && (
        <EmptyState
          icon={Users}
          title="No hay clientes registrados"
          description="Registre el primer cliente para asociarle vehículos, órdenes y ventas."
          action={
            canWrite && (
              <Button variant="outline" onClick={() => setDialog({ kind: 'customer', customer: null })}>
                <UserPlus />
                Crear Primer Cliente
              </Button>
            )
          }
        />
      )}
      {customers.data && vehicles.data && customers.data.length > 0 && shown.length === 0 && (
        <EmptyState
          icon={SearchX}
          title="No se encontraron clientes"
          description="Pruebe con otra búsqueda o quite los filtros."
          action={
            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              Limpiar filtros
            </Button>
          }
        />
      )}
      {vehicles.data && shown.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((customer) => (
            <CustomerCard
              key={customer.id}
              customer={customer}
              vehicles={vehiclesByCustomer.get(customer.id) ?? []}
              balance={balanceOf.get(customer.id)}
              canWrite={canWrite}
              actions={actions}
            />
          ))}
        </div>
      )}
      {dialog?.kind === 'customer' && <CustomerFormDialog customer={dialog.customer} onClose={close} />}
      {dialog?.kind === 'vehicle' && (
        <VehicleFormDialog customer={dialog.customer} vehicle={dialog.vehicle} onClose={close} />
      )}
      {dialog?.kind === 'history' && (
        <HistoryDialog
          subject="customers"
          id={dialog.customer.id}
          title={dialog.customer.nombre}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete-vehicle' && <DeleteVehicleDialog vehicle={dialog.vehicle} onClose={close} />}
    </>
  );
}
