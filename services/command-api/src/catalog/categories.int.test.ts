import { randomUUID } from 'node:crypto';
import { DEFAULT_CATEGORIES } from '@lavadero/domain/catalog/default-categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesByRole, eventsOfType, type Role } from '../../test-support/catalog-test-kit';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { bootstrapDefaultCategories } from './bootstrap-default-categories';

let t: TestServer;
let cookies: Record<Role, string>;

beforeAll(async () => {
  t = await startTestServer();
  cookies = await cookiesByRole(t, 'cat');
});
afterAll(() => t.close());

/** The defaults as the list shows them: by name. */
const defaults = () =>
  DEFAULT_CATEGORIES.map(({ categoryId: id, ...fields }) => ({ id, ...fields })).sort((a, b) =>
    a.nombre < b.nombre ? -1 : 1,
  );

describe('default categories', () => {
  it('the six defaults exist once, with their fixed ids, even after a second bootstrap', async () => {
    await bootstrapDefaultCategories(t.app.deps);
    const res = await call(t, 'GET', '/api/categories', cookies.readonly);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      defaults().map((c) => ({ ...c, createdAt: expect.any(String), updatedAt: expect.any(String) })),
    );
    expect(await eventsOfType(t, 'CategoryCreated')).toHaveLength(6);
  });

  it('a default edited since keeps the edit when the server starts again', async () => {
    const [first] = DEFAULT_CATEGORIES;
    const res = await call(t, 'PUT', `/api/categories/${first!.categoryId}`, cookies.admin, {
      color: '#000000',
    });
    expect(res.json().color).toBe('#000000');
    await bootstrapDefaultCategories(t.app.deps);
    const list = (await call(t, 'GET', '/api/categories', cookies.admin)).json() as {
      id: string;
      color: string;
    }[];
    expect(list.find((c) => c.id === first!.categoryId)?.color).toBe('#000000');
    await call(t, 'PUT', `/api/categories/${first!.categoryId}`, cookies.admin, { color: first!.color });
  });
});

describe('POST /api/categories', () => {
  it('creates a category; the colour is stored upper-case', async () => {
    const res = await call(t, 'POST', '/api/categories', cookies.admin, {
      nombre: 'Detallado',
      descripcion: 'Trabajos de detalle',
      tipo: 'ambos',
      color: '#aabbcc',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nombre: 'Detallado',
      descripcion: 'Trabajos de detalle',
      tipo: 'ambos',
      color: '#AABBCC',
      activa: true,
    });
    const plain = await call(t, 'POST', '/api/categories', cookies.admin, {
      nombre: 'Ceras',
      color: '#123456',
    });
    expect(plain.json()).toMatchObject({ tipo: 'servicios', descripcion: null, activa: true });
  });

  it('refuses bad categories with a Spanish message and appends nothing', async () => {
    const before = (await t.allEvents()).length;
    const colour = 'El color debe tener el formato #RRGGBB, por ejemplo #3B82F6';
    const cases: [object, string][] = [
      [{ color: '#112233' }, 'El nombre de la categoría es obligatorio'],
      [{ nombre: 'Sin color' }, 'El color es obligatorio'],
      [{ nombre: 'Color corto', color: '#123' }, colour],
      [{ nombre: 'Color sin #', color: '112233' }, colour],
      [{ nombre: 'Color raro', color: '#GGHHII' }, colour],
      [{ nombre: 'Color largo', color: '#1122334' }, colour],
      [
        { nombre: 'Tipo', color: '#112233', tipo: 'otros' },
        'Tipo de categoría inválido: debe ser servicios, productos o ambos',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/categories', cookies.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await t.allEvents()).length).toBe(before);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('changes the fields sent; activa false retires the category but keeps it listed', async () => {
    const created = await call(t, 'POST', '/api/categories', cookies.admin, {
      nombre: 'Temporal',
      color: '#101010',
    });
    const { id } = created.json() as { id: string };
    const res = await call(t, 'PUT', `/api/categories/${id}`, cookies.admin, {
      activa: false,
      tipo: 'productos',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, nombre: 'Temporal', activa: false, tipo: 'productos' });
    const list = (await call(t, 'GET', '/api/categories', cookies.user)).json() as { id: string }[];
    expect(list.some((c) => c.id === id)).toBe(true);
    const bad = await call(t, 'PUT', `/api/categories/${id}`, cookies.admin, { color: 'rojo' });
    expect(bad.json().message).toBe('El color debe tener el formato #RRGGBB, por ejemplo #3B82F6');
  });

  it('readonly gets 403 on every write; an unknown category is a 404', async () => {
    const before = (await t.allEvents()).length;
    const post = await call(t, 'POST', '/api/categories', cookies.readonly, {
      nombre: 'No',
      color: '#000000',
    });
    const put = await call(
      t,
      'PUT',
      `/api/categories/${DEFAULT_CATEGORIES[0]!.categoryId}`,
      cookies.readonly,
      {
        nombre: 'No',
      },
    );
    expect([post.statusCode, put.statusCode]).toEqual([403, 403]);
    expect((await t.allEvents()).length).toBe(before);
    const missing = await call(t, 'PUT', `/api/categories/${randomUUID()}`, cookies.admin, { nombre: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND', message: 'Categoría no encontrada' });
  });
});
