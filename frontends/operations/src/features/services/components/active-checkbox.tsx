import { Checkbox } from '@lavadero/ui/components/checkbox';
import { Label } from '@lavadero/ui/components/label';

/** 'Activo' in the edit dialogs: how a deactivated service or combo is offered again. */
export function ActiveCheckbox({
  id,
  checked,
  onCheckedChange,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
      <Label htmlFor={id}>Activo (se ofrece en ventas y órdenes)</Label>
    </div>
  );
}
