import { CreateInventoryItemBody, type InventoryItemDto } from '@lavadero/contracts/inventory';
import { firstIssuePerField } from '@lavadero/ui/forms/field-issues';
import { describe, expect, it } from 'vitest';
import { editBody, emptyProductForm, type ProductFormValues, productFormOf } from './product-form';

// What the dialog's resolver does with the values: the shared schema's body, or its messages per field.
function validateProductForm(values: ProductFormValues) {
  const result = CreateInventoryItemBody.safeParse(values);
  return result.success
    ? ({ ok: true, body: result.data } as const)
    : ({ ok: false, errors: firstIssuePerField(result.error.issues) } as const);
}

const item: InventoryItemDto = {
  id: 'i-1',
  nombre: 'Shampoo',
  descripcion: null,
  precio: 35000,
  stockActual: 12,
  stockMinimo: 4,
  unidadMedida: 'BOT',
  categoria: 'Limpieza',
  proveedor: null,
  ultimoPedido: null,
  estadoAlerta: 'normal',
  nivelStock: 'normal',
  activo: true,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

describe('product form', () => {
  it('shows the spec messages for the required fields', () => {
    const result = validateProductForm({ ...emptyProductForm(), stockActual: '-1', stockMinimo: '2.5' });
    expect(result).toEqual({
      ok: false,
      errors: {
        nombre: 'El nombre es obligatorio',
        categoria: 'La categoría es obligatoria',
        precio: 'El precio es obligatorio',
        stockActual: 'El stock actual no puede ser negativo',
        stockMinimo: 'El stock mínimo debe ser un número entero',
      },
    });
  });

  it("reads '35.000' as guaraníes and empty stock as 0", () => {
    const result = validateProductForm({
      ...emptyProductForm(),
      nombre: 'Cera',
      categoria: 'Encerado',
      precio: '35.000',
      stockActual: '',
      stockMinimo: '',
    });
    expect(result).toMatchObject({ ok: true, body: { precio: 35000, stockActual: 0, stockMinimo: 0 } });
  });

  it('an edit round-trips the product and sends the stock only when it was changed', () => {
    const form = productFormOf(item);
    expect(form.precio).toBe('35.000');
    const result = validateProductForm(form);
    if (!result.ok) throw new Error('expected a valid form');
    expect(editBody(item, result.body)).not.toHaveProperty('stockActual');
    expect(editBody(item, { ...result.body, stockActual: 20 })).toMatchObject({ stockActual: 20 });
  });
});
