import { randomUUID } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupFileName,
  ImportProgressDto,
  ImportProgressParams,
  MigrateBody,
  MigrateRefusedReply,
  MigrateReply,
} from '@lavadero/contracts/migration';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { entityHandlers } from './entities/registry';
import { importBackup } from './import-backup';
import { ImportProgressBoard } from './import-progress';

const tags = ['Migración'];
/** Only the import takes a large body: 50,000 records are some 50 MB of JSON. */
const IMPORT_BODY_LIMIT = 128 * 1024 * 1024;

/** Spec 2 "Data migration page": the backup download, the import and its progress. Admins only. */
export async function migrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const progress = new ImportProgressBoard();

  app.get(
    '/api/admin/export-all-data',
    { config: { access: 'data.migrate' }, schema: { tags, response: { 200: z.unknown() } } },
    async (_request, reply) => {
      const exportedAt = nowIso(deps);
      const data = Object.fromEntries(
        await Promise.all(entityHandlers.map(async (h) => [h.entity, await h.exportAll(deps.readDb)])),
      );
      return reply
        .header('content-disposition', `attachment; filename="${backupFileName(exportedAt)}"`)
        .send({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, data });
    },
  );

  app.post(
    '/api/admin/migrate-json-data',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'data.migrate' },
      schema: { tags, body: MigrateBody, response: { 200: MigrateReply, 422: MigrateRefusedReply } },
    },
    async (request) => {
      const importId = request.body.importId ?? randomUUID();
      const actor = { ...actorOf(request), userId: requireUser(request).id };
      const importDeps = { store: deps.store, readModels: deps.readModels, progress };
      try {
        const counts = await importBackup(importDeps, actor, importId, request.body.data, nowIso(deps));
        progress.report(importId, 'done');
        return { success: true as const, message: 'Datos migrados exitosamente', importId, counts };
      } catch (error) {
        progress.report(importId, 'failed');
        throw error;
      }
    },
  );

  app.get(
    '/api/admin/migrate-json-data/progress/:importId',
    {
      config: { access: 'data.migrate' },
      schema: { tags, params: ImportProgressParams, response: { 200: ImportProgressDto } },
    },
    async (request) => {
      const found = progress.read(request.params.importId);
      if (!found)
        throw new NotFoundError('IMPORT_NOT_FOUND', 'No hay una importación en curso con ese identificador');
      return found;
    },
  );
}
