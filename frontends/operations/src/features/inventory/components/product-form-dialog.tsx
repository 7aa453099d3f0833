import { CreateInventoryItemBody, type InventoryItemDto } from '@lavadero/contracts/inventory';
import { FormDialog, FormDialogForm } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { useCreateInventoryItem } from '../api/create-inventory-item';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { editBody, emptyProductForm, productFormOf } from './product-form';
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
  const create = useCreateInventoryItem();
  const update = useUpdateInventoryItem();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(CreateInventoryItemBody, {
    defaultValues: item ? productFormOf(item) : emptyProductForm(),
    onValid: async (body) => {
      try {
        if (item) {
          await update.mutateAsync({ id: item.id, body: editBody(item, body) });
          toast({ title: 'Producto actualizado', description: `${body.nombre} se guardó correctamente.` });
        } else {
          await create.mutateAsync(body);
          toast({ title: 'Producto creado', description: `${body.nombre} se agregó al inventario.` });
        }
        onDone();
      } catch (error) {
        toastFailure(item ? 'No se pudo actualizar el producto' : 'No se pudo crear el producto', error);
      }
    },
  });

  return (
    <FormDialogForm
      onSubmit={form.submit}
      pending={pending}
      // This screen lets the person leave while a save is in flight; its toast still says how it ended.
      cancelDisabled={false}
      submitLabel={item ? 'Actualizar Producto' : 'Crear Producto'}
      className="grid gap-6"
    >
      <ProductFormFields control={form.control} categories={categories} />
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
