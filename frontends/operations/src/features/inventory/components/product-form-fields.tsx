import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { Textarea } from '@lavadero/ui/components/textarea';
import type { ProductField, ProductFormErrors, ProductFormValues } from './product-form';
import { UNIT_OPTIONS } from './unit-options';

/** The product dialog's fields (spec 2 §5: name, category, price, both stocks and unit are required). */
export function ProductFormFields({
  values,
  errors,
  categories,
  onChange,
}: {
  values: ProductFormValues;
  errors: ProductFormErrors;
  /** Categories already in use, offered as suggestions. */
  categories: readonly string[];
  onChange: (field: ProductField, value: string) => void;
}) {
  const text = (field: ProductField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="producto-nombre" label="Nombre" required error={errors.nombre}>
        {(control) => <Input {...control} {...text('nombre')} placeholder="Ej.: Shampoo para autos" />}
      </FormField>
      <FormField id="producto-categoria" label="Categoría" required error={errors.categoria}>
        {(control) => (
          <>
            <Input
              {...control}
              {...text('categoria')}
              list="producto-categorias"
              placeholder="Ej.: Limpieza"
            />
            <datalist id="producto-categorias">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField
        id="producto-descripcion"
        label="Descripción"
        error={errors.descripcion}
        className="sm:col-span-2"
      >
        {(control) => <Textarea {...control} {...text('descripcion')} rows={2} />}
      </FormField>
      <FormField id="producto-precio" label="Precio (Gs.)" required error={errors.precio}>
        {(control) => <Input {...control} {...text('precio')} inputMode="numeric" placeholder="35.000" />}
      </FormField>
      <FormField id="producto-unidad" label="Unidad de Medida" required error={errors.unidadMedida}>
        {(control) => (
          <LabelledSelect
            {...control}
            className="w-full"
            value={values.unidadMedida}
            onValueChange={(unit) => onChange('unidadMedida', unit)}
            options={UNIT_OPTIONS}
          />
        )}
      </FormField>
      <FormField id="producto-stock-actual" label="Stock Actual" required error={errors.stockActual}>
        {(control) => <Input {...control} {...text('stockActual')} type="number" min={0} step={1} />}
      </FormField>
      <FormField id="producto-stock-minimo" label="Stock Mínimo" required error={errors.stockMinimo}>
        {(control) => <Input {...control} {...text('stockMinimo')} type="number" min={0} step={1} />}
      </FormField>
      <FormField id="producto-proveedor" label="Proveedor" error={errors.proveedor}>
        {(control) => <Input {...control} {...text('proveedor')} placeholder="Ej.: Distribuidora Central" />}
      </FormField>
      <FormField id="producto-ultimo-pedido" label="Último Pedido" error={errors.ultimoPedido}>
        {(control) => <Input {...control} {...text('ultimoPedido')} type="date" />}
      </FormField>
    </div>
  );
}
