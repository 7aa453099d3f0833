import { expect, type Page } from '@playwright/test';
import { companyForm } from '../../services/command-api/test-support/config-test-kit';
import { postOk, unique } from './api';

/** A customer with a CI of their own and every optional field empty (the server is shared). */
export function postCustomer(page: Page, nombre: string): Promise<{ id: string }> {
  return postOk(page, '/api/customers', {
    nombre,
    docTipo: 'CI',
    docNumero: String(Date.now()).slice(-7),
    regimenTurismo: false,
    email: '',
    telefono: '',
    direccion: '',
    pais: '',
    pasaporte: '',
    fechaIngreso: '',
  });
}

/** What a sale needs, each named uniquely: the company with its stamp, one 50.000 wash, a customer. */
export async function seedSale(page: Page, customerName: string) {
  const tag = unique();
  const config = await page.request.put('/api/company-config', { data: companyForm });
  expect(config.ok(), await config.text()).toBe(true);
  const service = `Lavado ${tag}`;
  await postOk(page, '/api/services', { nombre: service, precio: 50_000 });
  const customer = `${customerName} ${tag}`;
  await postCustomer(page, customer);
  return { tag, service, customer };
}

/** Closes the signed-in user's caja if one is open (left by an earlier run on the same server). */
export async function closeOpenCaja(page: Page): Promise<void> {
  const current = (await (await page.request.get('/api/cash-sessions/current')).json()) as {
    caja: { id: string } | null;
  };
  if (!current.caja) return;
  const closed = await page.request.post(`/api/cash-sessions/${current.caja.id}/close`, {
    data: { monto: 0 },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}
