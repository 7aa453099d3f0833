import type { VehicleDto } from '@lavadero/contracts/customers';
import { ConfirmDialog } from '@lavadero/ui/components/confirm-dialog';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { toastWhatFailed } from '../../../components/toast-failure';
import { useDeleteVehicle } from '../api/delete-vehicle';

/** Asks before removing a vehicle (spec 2 §2); mounted only while open, it stays until the server answers. */
export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: VehicleDto; onClose: () => void }) {
  const remove = useDeleteVehicle();

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
        toastWhatFailed('No se pudo eliminar el vehículo', error);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      pending={remove.isPending}
      title="Eliminar vehículo"
      description="¿Estás seguro de que deseas eliminar este vehículo?"
      confirmLabel="Eliminar"
      confirmClassName="bg-destructive text-white hover:bg-destructive/90"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
        <span className="font-medium font-mono">{vehicle.placa}</span> · {vehicle.marca} {vehicle.modelo} ·{' '}
        {vehicle.color}
      </p>
    </ConfirmDialog>
  );
}
