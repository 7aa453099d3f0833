import { Minus, Plus } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';

/**
 * Minus, a whole number input and plus for the quantity of one line (the sale's cart, a work order's
 * services), each named after `name` ('Quitar uno de …', 'Cantidad de …', 'Agregar uno de …'). What a
 * quantity below 1 means is the caller's: the sale removes the line, the order keeps 1.
 */
export function QuantityStepper({
  name,
  value,
  onChange,
  disabled = false,
  minusDisabled = false,
}: {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  minusDisabled?: boolean;
}) {
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="outline"
        disabled={disabled || minusDisabled}
        aria-label={`Quitar uno de ${name}`}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </Button>
      <Input
        type="number"
        min={1}
        step={1}
        className="w-16"
        disabled={disabled}
        aria-label={`Cantidad de ${name}`}
        value={value}
        onChange={(e) => onChange(Math.max(1, Number(e.target.value)))}
      />
      <Button
        type="button"
        size="icon"
        variant="outline"
        disabled={disabled}
        aria-label={`Agregar uno de ${name}`}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </Button>
    </>
  );
}
