import { createDatabasePool } from '@lavadero/database/database-pool';
import Fastify from 'fastify';

/**
 * The reference for POST /api/sales: a plain Fastify + pg route doing the same work in one
 * transaction (take the next number, decrement the stock, insert the sale and its lines), with no
 * event store, no projections, no pricing rules. What the event-sourced route is measured against.
 *
 * Its own process, as the command API is in both modes: inside the bench process it would share that
 * process's event loop and CPU with whatever else the bench runs there, and the two sides would not
 * be measured alike.
 *
 *   node --import tsx scripts/bench/plain-sale-route.ts <port>   (DATABASE_URL, or none for PGlite
 *   in PLAIN_DATA_DIR, else in memory: see plain-crud-server.ts)
 */
const port = Number(process.argv[2] ?? 5994);
const db = await createDatabasePool(
  process.env.DATABASE_URL
    ? { kind: 'postgres', connectionString: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: process.env.PLAIN_DATA_DIR ?? 'memory://' },
);
await db.pool.query(`
    create table plain_series (id text primary key, next_number integer not null);
    create table plain_stock (id text primary key, stock integer not null);
    create table plain_sales (id serial primary key, numero text not null, customer_id text not null,
      total bigint not null, impuestos bigint not null, created_at timestamptz not null default now());
    create table plain_sale_lines (sale_id integer not null references plain_sales(id), item_id text not null,
      cantidad integer not null, precio bigint not null, subtotal bigint not null);
    insert into plain_series values ('001-001', 1);
    insert into plain_stock values ('p-1', 1000000);
  `);
const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post('/plain/sales', async (request, reply) => {
  const body = request.body as {
    customerId: string;
    items: { itemId: string; kind: string; cantidad: number; precioUnitario: number; subtotal: number }[];
    total: number;
    impuestos: number;
  };
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      "update plain_series set next_number = next_number + 1 where id = '001-001' returning next_number - 1 as n",
    );
    for (const item of body.items.filter((i) => i.kind === 'product')) {
      const moved = await client.query(
        'update plain_stock set stock = stock - $1 where id = $2 and stock >= $1',
        [item.cantidad, item.itemId],
      );
      if (moved.rowCount !== 1) {
        await client.query('rollback');
        return reply.status(409).send({ message: 'Stock insuficiente' });
      }
    }
    const numero = `001-001-${String(rows[0].n).padStart(7, '0')}`;
    const sale = await client.query(
      'insert into plain_sales (numero, customer_id, total, impuestos) values ($1, $2, $3, $4) returning id',
      [numero, body.customerId, body.total, body.impuestos],
    );
    for (const item of body.items) {
      await client.query(
        'insert into plain_sale_lines (sale_id, item_id, cantidad, precio, subtotal) values ($1, $2, $3, $4, $5)',
        [sale.rows[0].id, item.itemId, item.cantidad, item.precioUnitario, item.subtotal],
      );
    }
    await client.query('commit');
    return reply.status(201).send({ numeroFactura: numero });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
await app.listen({ port, host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0)),
);
