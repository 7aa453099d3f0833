import type { AccountBalanceDto } from '@lavadero/contracts/customer-accounts';
import { type CustomerDto, DEFAULT_CUSTOMER, type VehicleDto } from '@lavadero/contracts/customers';
import { Badge } from '@lavadero/ui/components/badge';
import { Button } from '@lavadero/ui/components/button';
import {
  Card,
  CardAction,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@lavadero/ui/components/card';
import { shownDocument } from '@lavadero/ui/lib/customer-document';
import { formatDate } from '@lavadero/ui/lib/format';
import { CalendarDays, CarFront, History, IdCard, Mail, MapPin, Pencil, Phone, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { CustomerAccountSection } from './customer-account-section';
import { CustomerVehicles } from './customer-vehicles';
import { formatDay } from './format-day';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

export interface CustomerCardActions {
  onEdit: (customer: CustomerDto) => void;
  onAddVehicle: (customer: CustomerDto) => void;
  onEditVehicle: (customer: CustomerDto, vehicle: VehicleDto) => void;
  onDeleteVehicle: (vehicle: VehicleDto) => void;
  /** 'Historial': absent when the role may not read it. */
  onHistory?: (customer: CustomerDto) => void;
}

/** One customer (spec 2 §2): contact and document, tourist data, vehicles, 'Cliente desde'. */
export function CustomerCard({
  customer,
  vehicles,
  balance,
  canWrite,
  actions,
}: {
  customer: CustomerDto;
  vehicles: readonly VehicleDto[];
  /** The account's balance and limit; undefined when the account has no movement yet. */
  balance?: AccountBalanceDto;
  canWrite: boolean;
  actions: CustomerCardActions;
}) {
  const docNumero = shownDocument(customer);
  return (
    <Card aria-label={customer.nombre} className="gap-4" role="article">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <span className="break-words">{customer.nombre}</span>
          {customer.regimenTurismo && (
            <Badge
              variant="secondary"
              className="bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200"
            >
              <Plane aria-hidden />
              Turista
            </Badge>
          )}
        </CardTitle>
        <CardAction className="flex gap-1">
          {actions.onHistory && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Historial de ${customer.nombre}`}
              title="Historial"
              onClick={() => actions.onHistory?.(customer)}
            >
              <History />
            </Button>
          )}
          {canWrite && (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar cliente ${customer.nombre}`}
                title="Editar cliente"
                onClick={() => actions.onEdit(customer)}
              >
                <Pencil />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Agregar vehículo a ${customer.nombre}`}
                title="Agregar vehículo"
                onClick={() => actions.onAddVehicle(customer)}
              >
                <CarFront />
              </Button>
            </>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="space-y-1.5">
          {docNumero !== null && (
            <Line icon={<IdCard />}>
              <span className="text-muted-foreground">{customer.docTipo}:</span> {docNumero}
            </Line>
          )}
          {customer.telefono && <Line icon={<Phone />}>{customer.telefono}</Line>}
          {customer.email && <Line icon={<Mail />}>{customer.email}</Line>}
          {customer.direccion && <Line icon={<MapPin />}>{customer.direccion}</Line>}
        </div>
        {customer.regimenTurismo && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm dark:border-sky-900 dark:bg-sky-950/40">
            <dt className="text-muted-foreground">País:</dt>
            <dd>{customer.pais}</dd>
            <dt className="text-muted-foreground">Pasaporte:</dt>
            <dd>{customer.pasaporte}</dd>
            <dt className="text-muted-foreground">Fecha de ingreso:</dt>
            <dd>{formatDay(customer.fechaIngreso)}</dd>
          </dl>
        )}
        {/* Cliente General never buys on credit: it has no account to show. */}
        {customer.id !== DEFAULT_CUSTOMER.id && (
          <CustomerAccountSection customer={customer} balance={balance} />
        )}
        <CustomerVehicles
          vehicles={vehicles}
          canWrite={canWrite}
          onEdit={(vehicle) => actions.onEditVehicle(customer, vehicle)}
          onDelete={actions.onDeleteVehicle}
        />
      </CardContent>
      <CardFooter className="border-t pt-4 text-muted-foreground text-xs">
        <CalendarDays className="mr-1.5 size-3.5" aria-hidden />
        Cliente desde {formatDate(customer.createdAt)}
      </CardFooter>
    </Card>
  );
}
