import { expect, type Page, test } from '@playwright/test';
import { fillLogin, signIn, toast } from './support/session';

// Every run makes its own customers (names and documents with this suffix), so the tests do not depend
// on what other files or earlier runs left on the same server.
const run = Date.now().toString().slice(-7);
const doc = (n: number) => `${run}${n}`;

const dialog = (page: Page) => page.getByRole('dialog');
/**
 * The toast shown while a dialog is open: the modal dialog marks the rest of the page aria-hidden (the
 * toast is still on screen, and Radix announces it through its own live region), so look past that.
 */
const toastBehindDialog = (page: Page) =>
  page
    .getByRole('region', { name: /Notificaciones/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openClientes(page: Page) {
  await signIn(page, '/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(text);
}

/** Creates a customer through the API with the signed-in page's session. */
async function apiCustomer(page: Page, nombre: string, docNumero: string): Promise<{ id: string }> {
  const res = await page.request.post('/api/customers', { data: { nombre, docTipo: 'CI', docNumero } });
  expect(res.status()).toBe(201);
  return res.json();
}

test.describe('customers (/clientes)', () => {
  test('creates a customer and a tourist, edits, searches and filters, in Spanish', async ({ page }) => {
    const local = `Ana Local ${run}`;
    const tourist = `John Tourist ${run}`;
    await openClientes(page);

    // Validation: the schema's Spanish messages under the fields, nothing sent.
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Nuevo Cliente' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill('no-es-email');
    await dialog(page).getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(dialog(page).getByText('El nombre es obligatorio')).toBeVisible();
    await expect(dialog(page).getByText('El número de documento es obligatorio')).toBeVisible();
    await expect(dialog(page).getByText('Email inválido')).toBeVisible();

    await dialog(page).getByLabel('Tipo de documento').click();
    await page.getByRole('option', { name: 'RUC' }).click();
    await dialog(page).getByLabel('Número de documento').fill('80021744-8');
    await dialog(page).getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(
      dialog(page).getByText('El dígito verificador del RUC no es correcto (debería ser 6)'),
    ).toBeVisible();

    // A local customer.
    await dialog(page).getByLabel('Tipo de documento').click();
    await page.getByRole('option', { name: /^CI/ }).click();
    await dialog(page).getByLabel('Nombre').fill(local);
    await dialog(page).getByLabel('Número de documento').fill(doc(1));
    await dialog(page).getByLabel('Email').fill(`ana${run}@correo.com.py`);
    await dialog(page).getByLabel('Teléfono').fill('0981 555 111');
    await dialog(page).getByLabel('Dirección').fill('Av. España 1234, Asunción');
    await dialog(page).getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(toast(page)).toContainText('Cliente creado');
    await expect(dialog(page)).toHaveCount(0);
    await expect(card(page, local)).toContainText(`CI: ${doc(1)}`);
    await expect(card(page, local)).toContainText('0981 555 111');
    await expect(card(page, local)).toContainText('Sin vehículos registrados');
    await expect(card(page, local)).toContainText(/Cliente desde \d{2}\/\d{2}\/\d{4}/);

    // A tourist: the switch reveals the tourist data, which are then required.
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    await dialog(page).getByLabel('Nombre').fill(tourist);
    await dialog(page).getByLabel('Tipo de documento').click();
    await page.getByRole('option', { name: 'Pasaporte' }).click();
    await dialog(page)
      .getByLabel('Número de documento')
      .fill(`P${doc(2)}`);
    await expect(dialog(page).getByLabel('País')).toHaveCount(0);
    await dialog(page).getByRole('switch', { name: 'Régimen Turismo' }).click();
    await dialog(page).getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(
      dialog(page).getByText('Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso'),
    ).toBeVisible();
    await dialog(page).getByLabel('País').fill('Estados Unidos');
    // Identified by passport: the document number above is the passport, not asked a second time.
    await expect(dialog(page).getByRole('textbox', { name: 'Pasaporte' })).toHaveCount(0);
    await dialog(page).getByLabel('Fecha de ingreso').fill('2026-11-18');
    await dialog(page).getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(toast(page)).toContainText('Cliente creado');
    await expect(card(page, tourist).getByText('Turista', { exact: true })).toBeVisible();
    await expect(card(page, tourist)).toContainText('Estados Unidos');
    await expect(card(page, tourist)).toContainText('18/11/2026');

    // Edit.
    await card(page, local)
      .getByRole('button', { name: `Editar cliente ${local}` })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Editar Cliente' })).toBeVisible();
    await expect(dialog(page).getByLabel('Nombre')).toHaveValue(local);
    await dialog(page).getByLabel('Teléfono').fill('0971 222 333');
    await dialog(page).getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page)).toContainText('Cliente actualizado');
    await expect(card(page, local)).toContainText('0971 222 333');

    // Another customer with the same document: refused, with the reason in the toast and under the field.
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    await dialog(page).getByLabel('Nombre').fill(`Duplicado ${run}`);
    await dialog(page).getByLabel('Número de documento').fill(doc(1));
    await dialog(page).getByRole('button', { name: 'Crear Cliente' }).click();
    const taken = `Ya existe otro cliente con el documento CI ${doc(1)}`;
    await expect(toastBehindDialog(page)).toContainText('Error');
    await expect(toastBehindDialog(page)).toContainText(`No se pudo crear el cliente: ${taken}`);
    await expect(dialog(page).getByText(taken)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    // Search by name, document, email and phone; then the filters.
    await search(page, run);
    await expect(page.getByRole('article')).toHaveCount(2);
    await search(page, doc(1));
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, local)).toBeVisible();
    await search(page, `ana${run}@`);
    await expect(card(page, local)).toBeVisible();
    await search(page, '0971222333');
    await expect(card(page, local)).toBeVisible();

    await search(page, run);
    await page.getByRole('switch', { name: 'Solo Turistas' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, tourist)).toBeVisible();
    await page.getByRole('switch', { name: 'Solo Turistas' }).click();
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'CI', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, local)).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'RUC' }).click();
    await expect(page.getByText('No se encontraron clientes')).toBeVisible();
  });

  test('adds, edits and deletes vehicles; a card shows three and "+N vehículos más"', async ({ page }) => {
    const owner = `Carlos Flota ${run}`;
    await openClientes(page);
    const { id } = await apiCustomer(page, owner, doc(3));
    await page.reload();
    await search(page, owner);
    const ownerCard = card(page, owner);

    // Validation messages, then a vehicle with a plate typed in lower case.
    await ownerCard.getByRole('button', { name: `Agregar vehículo a ${owner}` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Nuevo Vehículo' })).toBeVisible();
    await expect(dialog(page)).toContainText(`Cliente: ${owner}`);
    await dialog(page).getByRole('button', { name: 'Agregar Vehículo' }).click();
    for (const message of [
      'La placa es obligatoria',
      'La marca es obligatoria',
      'El modelo es obligatorio',
      'El color es obligatorio',
    ]) {
      await expect(dialog(page).getByText(message)).toBeVisible();
    }
    await dialog(page).getByLabel('Color').fill('C'.repeat(31));
    await dialog(page).getByRole('button', { name: 'Agregar Vehículo' }).click();
    await expect(dialog(page).getByText('El color no puede exceder 30 caracteres')).toBeVisible();

    const plate = `E${run.slice(-5)}`;
    await dialog(page).getByLabel('Placa').fill(` ${plate.toLowerCase()} `);
    await dialog(page).getByLabel('Marca').fill('Toyota');
    await dialog(page).getByLabel('Modelo').fill('Hilux');
    await dialog(page).getByLabel('Color').fill('Blanco');
    await dialog(page).getByLabel('Observaciones').fill('Rayón en la puerta trasera');
    await dialog(page).getByRole('button', { name: 'Agregar Vehículo' }).click();
    await expect(toast(page)).toContainText('Vehículo agregado');
    const row = ownerCard.getByRole('listitem', { name: `Vehículo ${plate}` });
    await expect(row).toContainText('Toyota Hilux');
    await expect(row).toContainText('Blanco');

    // Edit.
    await row.getByRole('button', { name: `Editar vehículo ${plate}` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Editar Vehículo' })).toBeVisible();
    await expect(dialog(page).getByLabel('Placa')).toHaveValue(plate);
    await dialog(page).getByLabel('Color').fill('Gris plata');
    await dialog(page).getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page)).toContainText('Vehículo actualizado');
    await expect(row).toContainText('Gris plata');

    // Three more through the API: the card lists three and counts the rest.
    for (const n of [1, 2, 3]) {
      const res = await page.request.post('/api/vehicles', {
        data: { customerId: id, placa: `F${run.slice(-5)}${n}`, marca: 'Kia', modelo: 'Rio', color: 'Rojo' },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await search(page, owner);
    await expect(ownerCard).toContainText('Vehículos (4)');
    await expect(ownerCard.getByRole('listitem')).toHaveCount(3);
    await expect(ownerCard).toContainText('+1 vehículo más');

    // Delete, after confirming.
    await ownerCard.getByRole('button', { name: `Eliminar vehículo ${plate}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar este vehículo?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page)).toContainText('Vehículo eliminado');
    await expect(ownerCard.getByRole('listitem', { name: `Vehículo ${plate}` })).toHaveCount(0);
    await expect(ownerCard).toContainText('Vehículos (3)');
    await expect(ownerCard).not.toContainText(/vehículos? más/);
  });

  test('a readonly user sees the customers but no write buttons', { tag: '@ui' }, async ({
    page,
    browser,
  }) => {
    const owner = `Solo Lectura ${run}`;
    await openClientes(page);
    await apiCustomer(page, owner, doc(4));
    const username = `lector${run}`;
    const created = await page.request.post('/api/users', {
      data: { username, password: 'Lector12345', fullName: 'Lector', role: 'readonly' },
    });
    expect(created.status()).toBe(201);

    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto('/clientes');
    await fillLogin(reader, username, 'Lector12345');
    await expect(reader.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();
    await search(reader, owner);
    await expect(card(reader, owner)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Nuevo Cliente' })).toHaveCount(0);
    // An auditor reads the customer's history and the account's movements, and writes nothing.
    await expect(card(reader, owner).getByRole('button')).toHaveCount(2);
    await expect(card(reader, owner).getByRole('button', { name: `Historial de ${owner}` })).toBeVisible();
    await expect(card(reader, owner).getByRole('button', { name: 'Ver movimientos' })).toBeVisible();
    await context.close();
  });
});
