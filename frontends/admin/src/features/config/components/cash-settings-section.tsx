import { useCashSettings } from '@lavadero/ui/api/queries/cash-settings';
import { Label } from '@lavadero/ui/components/label';
import { Switch } from '@lavadero/ui/components/switch';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Wallet } from 'lucide-react';
import { toastFailure } from '../../../components/toast-failure';
import { useSaveCashSettings } from '../api/save-cash-settings';
import { SectionCard } from './section-card';

/** The caja's settings (admin): whether a cashier must open a caja before selling. Saved on each change. */
export function CashSettingsSection() {
  const settings = useCashSettings();
  const save = useSaveCashSettings();
  const checked = settings.data?.cajaObligatoria ?? false;
  const change = (cajaObligatoria: boolean) =>
    save.mutate(
      { cajaObligatoria },
      {
        onSuccess: () =>
          toast({
            title: 'Configuración de caja guardada',
            description: cajaObligatoria
              ? 'Para vender, cada usuario debe tener su caja abierta.'
              : 'Se puede vender sin una caja abierta.',
          }),
        onError: (error) =>
          toastFailure('Error al guardar', error, 'No se pudo guardar la configuración de caja.'),
      },
    );
  return (
    <SectionCard
      id="cash-settings"
      icon={Wallet}
      title="Caja"
      description="Con esta opción, el punto de venta no registra ventas de un usuario sin su caja abierta."
    >
      <div className="flex items-center gap-2">
        <Switch
          id="caja-obligatoria"
          checked={checked}
          onCheckedChange={change}
          disabled={settings.isPending || save.isPending}
        />
        <Label htmlFor="caja-obligatoria">Caja abierta obligatoria para vender</Label>
      </div>
    </SectionCard>
  );
}
