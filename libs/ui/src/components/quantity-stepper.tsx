import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { Input } from './input';

/**
 * Minus, a whole number input and plus for the quantity of one line (the sale's cart, a work order's
 * services), each named after `name` ('Quitar uno de …', 'Cantidad de …', 'Agregar uno de …'). What a
 * quantity below 1 means is the caller's: the sale removes the line, the order keeps 1. `max` (the
 * stock there is) turns plus off at that quantity; the caller holds a typed quantity to it.
 */
export function QuantityStepper({
  name,
  value,
  onChange,
  max,
  disabled = false,
  minusDisabled = false,
}: {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
  disabled?: boolean;
  minusDisabled?: boolean;
}) {
  // The box may be empty while a quantity is retyped: forcing it back to a number at once turned
  // select-all, Backspace, '3' into '13'. Any number typed is passed on as it comes (0 included) and
  // the box then shows what the caller kept; an empty box shows the quantity again on leaving it.
  const [empty, setEmpty] = useState(false);
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
        max={max}
        step={1}
        className="w-16"
        disabled={disabled}
        aria-label={`Cantidad de ${name}`}
        value={empty ? '' : value}
        onChange={(event) => {
          const typed = event.target.value.trim();
          setEmpty(typed === '');
          const quantity = Number(typed);
          if (typed !== '' && Number.isFinite(quantity)) onChange(Math.trunc(quantity));
        }}
        onBlur={() => setEmpty(false)}
      />
      <Button
        type="button"
        size="icon"
        variant="outline"
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label={`Agregar uno de ${name}`}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </Button>
    </>
  );
}
