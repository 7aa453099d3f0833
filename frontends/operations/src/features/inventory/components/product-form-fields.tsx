import type { CreateInventoryItemBody } from '@lavadero/contracts/inventory';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Textarea } from '@lavadero/ui/components/textarea';
import type { Control } from 'react-hook-form';
import type { ProductFormValues } from './product-form';
import { UNIT_OPTIONS } from './unit-options';

/** The product dialog's fields (spec 2 §5: name, category, price, both stocks and unit are required). */
export function ProductFormFields({
  control,
  categories,
}: {
  control: Control<ProductFormValues, unknown, CreateInventoryItemBody>;
  /** Categories already in use, offered as suggestions. */
  categories: readonly string[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField control={control} name="nombre" id="producto-nombre" label="Nombre" required>
        {(aria, field) => <Input {...aria} {...field} placeholder="Ej.: Shampoo para autos" />}
      </FormField>
      <FormField control={control} name="categoria" id="producto-categoria" label="Categoría" required>
        {(aria, field) => (
          <>
            <Input {...aria} {...field} list="producto-categorias" placeholder="Ej.: Limpieza" />
            <datalist id="producto-categorias">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField
        control={control}
        name="descripcion"
        id="producto-descripcion"
        label="Descripción"
        className="sm:col-span-2"
      >
        {(aria, field) => <Textarea {...aria} {...field} rows={2} />}
      </FormField>
      <FormField control={control} name="precio" id="producto-precio" label="Precio (Gs.)" required>
        {(aria, field) => <Input {...aria} {...field} inputMode="numeric" placeholder="35.000" />}
      </FormField>
      <SelectFormField
        control={control}
        name="unidadMedida"
        id="producto-unidad"
        label="Unidad de Medida"
        required
        options={UNIT_OPTIONS}
      />
      <FormField
        control={control}
        name="stockActual"
        id="producto-stock-actual"
        label="Stock Actual"
        required
      >
        {(aria, field) => <Input {...aria} {...field} type="number" min={0} step={1} />}
      </FormField>
      <FormField
        control={control}
        name="stockMinimo"
        id="producto-stock-minimo"
        label="Stock Mínimo"
        required
      >
        {(aria, field) => <Input {...aria} {...field} type="number" min={0} step={1} />}
      </FormField>
      <FormField control={control} name="proveedor" id="producto-proveedor" label="Proveedor">
        {(aria, field) => <Input {...aria} {...field} placeholder="Ej.: Distribuidora Central" />}
      </FormField>
      <FormField control={control} name="ultimoPedido" id="producto-ultimo-pedido" label="Último Pedido">
        {(aria, field) => <Input {...aria} {...field} type="date" />}
      </FormField>
    </div>
  );
}
