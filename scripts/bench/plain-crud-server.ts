import { randomUUID } from 'node:crypto';
import { CustomerBody } from '@lavadero/contracts/customers';
import { createDatabasePool } from '@lavadero/database/database-pool';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The reference the write path is measured against: a plain Fastify + pg route doing the same
 * insert of a customer (same zod body, same uniqueness of the document) in one transaction, as a
 * CRUD application would. Its own process, like the command API in the distributed mode. Without
 * DATABASE_URL it runs on PGlite, the engine the embedded mode is measured on, in PLAIN_DATA_DIR (the
 * bench gives it a directory, as the embedded mode's data is on disk) or else in memory.
 *
 *   node --import tsx scripts/bench/plain-crud-server.ts <port>   (DATABASE_URL, or none for PGlite)
 */
const port = Number(process.argv[2] ?? 5990);
const embedded = process.env.DATABASE_URL
  ? null
  : await createDatabasePool({ kind: 'pglite', dataDir: process.env.PLAIN_DATA_DIR ?? 'memory://' });
const pool = embedded?.pool ?? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`CREATE TABLE IF NOT EXISTS plain_customers (
  id uuid PRIMARY KEY, nombre text NOT NULL, doc_tipo text NOT NULL, doc_numero text NOT NULL,
  email text, telefono text, direccion text, regimen_turismo boolean NOT NULL,
  pais text, pasaporte text, fecha_ingreso text, created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (doc_tipo, doc_numero))`);

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post('/plain/customers', async (request, reply) => {
  const parsed = CustomerBody.safeParse(request.body);
  if (!parsed.success) return reply.status(400).send({ message: parsed.error.issues[0]?.message });
  const c = parsed.data;
  try {
    const { rows } = await pool.query(
      `INSERT INTO plain_customers (id, nombre, doc_tipo, doc_numero, email, telefono, direccion,
         regimen_turismo, pais, pasaporte, fecha_ingreso)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        randomUUID(),
        c.nombre,
        c.docTipo,
        c.docNumero,
        c.email,
        c.telefono,
        c.direccion,
        c.regimenTurismo,
        c.pais,
        c.pasaporte,
        c.fechaIngreso ?? null,
      ],
    );
    return reply.status(201).send(rows[0]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      return reply.status(409).send({ message: 'Ya existe otro cliente con ese documento' });
    }
    throw error;
  }
});
await app.listen({ port, host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => embedded?.close() ?? pool.end())
      .then(() => process.exit(0)),
);
