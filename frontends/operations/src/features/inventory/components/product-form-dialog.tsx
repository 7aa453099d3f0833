import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { type FormEvent, useState } from 'react';
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
import { toastFailure } from './toast-failure';

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
    <form onSubmit={submit} noValidate className="grid gap-6">
      <ProductFormFields values={values} errors={errors} categories={categories} onChange={change} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Guardando...' : item ? 'Actualizar Producto' : 'Crear Producto'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Nuevo Producto' / 'Editar Producto' (spec 2 §2). */
export function ProductFormDialog({
  item,
  open,
  categories,
  onOpenChange,
}: {
  item: InventoryItemDto | null;
  open: boolean;
  categories: readonly string[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? 'Editar Producto' : 'Nuevo Producto'}</DialogTitle>
          <DialogDescription>
            {item
              ? 'Modifique los datos del producto. Un cambio de stock queda registrado como ajuste manual.'
              : 'Complete los datos del producto. Los campos con * son obligatorios.'}
          </DialogDescription>
        </DialogHeader>
        <ProductForm item={item} categories={categories} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
