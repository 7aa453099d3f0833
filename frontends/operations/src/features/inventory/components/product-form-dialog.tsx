import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { type FormEvent, useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useCreateInventoryItem } from '../api/create-inventory-item';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import {
  editBody,
  emptyProductForm,
  type ProductField,
  type ProductFormErrors,
  productFormOf,
  validateProductForm,
} from './product-form';
import { ProductFormFields } from './product-form-fields';

/** Lives inside the dialog's content, so every opening starts from the product (or a blank form). */
function ProductForm({
  item,
  categories,
  onDone,
}: {
  item: InventoryItemDto | null;
  categories: readonly string[];
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => (item ? productFormOf(item) : emptyProductForm()));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const create = useCreateInventoryItem();
  const update = useUpdateInventoryItem();
  const pending = create.isPending || update.isPending;

  const change = (field: ProductField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateProductForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const { nombre } = result.body;
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, body: editBody(item, result.body) });
        toast({ title: 'Producto actualizado', description: `${nombre} se guardó correctamente.` });
      } else {
        await create.mutateAsync(result.body);
        toast({ title: 'Producto creado', description: `${nombre} se agregó al inventario.` });
      }
      onDone();
    } catch (error) {
      toastFailure(item ? 'No se pudo actualizar el producto' : 'No se pudo crear el producto', error);
    }
  }

  return (
    <FormDialogForm
      onSubmit={submit}
      pending={pending}
      // This screen lets the person leave while a save is in flight; its toast still says how it ended.
      cancelDisabled={false}
      submitLabel={item ? 'Actualizar Producto' : 'Crear Producto'}
      className="grid gap-6"
    >
      <ProductFormFields values={values} errors={errors} categories={categories} onChange={change} />
    </FormDialogForm>
  );
}

/** 'Nuevo Producto' / 'Editar Producto' (spec 2 §2). */
export function ProductFormDialog({
  item,
  open,
  categories,
  onClose,
}: {
  item: InventoryItemDto | null;
  open: boolean;
  categories: readonly string[];
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title={item ? 'Editar Producto' : 'Nuevo Producto'}
      description={
        item
          ? 'Modifique los datos del producto. Un cambio de stock queda registrado como ajuste manual.'
          : 'Complete los datos del producto. Los campos con * son obligatorios.'
      }
    >
      <ProductForm item={item} categories={categories} onDone={onClose} />
    </FormDialog>
  );
}
