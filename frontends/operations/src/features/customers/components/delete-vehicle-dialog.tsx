import type { VehicleDto } from '@lavadero/contracts/customers';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@lavadero/ui/components/alert-dialog';
import { useToast } from '@lavadero/ui/hooks/use-toast';
import { Loader2 } from 'lucide-react';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { failureReason } from './form-errors';

/** Asks before removing a vehicle (spec 2 §2); mounted only while open. */
export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: VehicleDto; onClose: () => void }) {
  const remove = useDeleteVehicle();
  const { toast } = useToast();

  const confirm = () =>
    remove.mutate(vehicle.id, {
      onSuccess: () => {
        toast({
          title: 'Vehículo eliminado',
          description: `${vehicle.placa} - ${vehicle.marca} ${vehicle.modelo}`,
        });
        onClose();
      },
      onError: (error) => {
        const reason = failureReason(error);
        if (reason !== null) {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: `No se pudo eliminar el vehículo: ${reason}`,
          });
        }
        onClose();
      },
    });

  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Eliminar vehículo</AlertDialogTitle>
          <AlertDialogDescription>¿Estás seguro de que deseas eliminar este vehículo?</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <span className="font-medium font-mono">{vehicle.placa}</span> · {vehicle.marca} {vehicle.modelo} ·{' '}
          {vehicle.color}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-white hover:bg-destructive/90"
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers; the callbacks close it.
              event.preventDefault();
              confirm();
            }}
          >
            {remove.isPending && <Loader2 className="animate-spin" />}
            Eliminar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
