import { AuditExportQuery, ChainStatusDto } from '@lavadero/contracts/audit';
import { CHAIN_ANCHORS_STREAM_ID, type ChainAnchored } from '@lavadero/domain/audit/chain-anchor-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPackage } from './audit-export';

const tags = ['Auditoría'];

/**
 * The audit trail of the event log (issue 20): its daily anchor and current head, for admins and
 * auditors. Both are read from the log itself (one step down the anchors stream's index and the one
 * head row), so there is no read model to wait for.
 */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/audit/anchor',
    { config: { access: 'audit.chain' }, schema: { tags, response: { 200: ChainStatusDto } } },
    async () => {
      const [anchors, head] = await Promise.all([
        deps.store.readStreams([CHAIN_ANCHORS_STREAM_ID], { lastEventOnly: [CHAIN_ANCHORS_STREAM_ID] }),
        deps.store.chainHead(),
      ]);
      const last = anchors.get(CHAIN_ANCHORS_STREAM_ID)?.at(-1);
      const anchor = last ? (last.data as ChainAnchored['data']) : null;
      return {
        anchor: anchor && {
          day: anchor.day,
          position: anchor.position,
          hash: anchor.hash,
          anchoredAt: anchor.anchoredAt,
        },
        head: head && { position: Number(head.position), hash: head.hash },
      };
    },
  );

  app.get(
    '/api/audit/export',
    {
      config: { access: 'audit.chain' },
      schema: { tags, querystring: AuditExportQuery, response: { 200: z.unknown() } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      // Streamed as it is written: the status line is sent before the first page is read, so a
      // failure half-way can only cut the download short, and the package then fails verification.
      const body = auditPackage(deps, request.query, {
        onError: (error) => deps.log.error({ err: error }, 'audit export failed'),
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="auditoria-${from}-${to}.zip"`)
        .send(body);
    },
  );
}
