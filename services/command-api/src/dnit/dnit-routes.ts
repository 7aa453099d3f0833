import { EmptyBody } from '@lavadero/contracts/building-blocks';
import { ConfigHistoryDto } from '@lavadero/contracts/company-config';
import { DnitConfigBody, DnitConfigDto, TestConnectionReply } from '@lavadero/contracts/dnit-config';
import { DNIT_CONFIG_STREAM_ID } from '@lavadero/domain/dnit/events';
import { findDnitConfig } from '@lavadero/read-models/dnit-config/dnit-config.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configHistory } from '../company/config-history';
import { actorOf } from '../plugins/commands';
import { toDnitConfigDto } from './dnit-config-dto';
import { requestConnectionTest } from './request-connection-test';
import { saveDnitConfig } from './save-dnit-config';

const tags = ['Configuración DNIT'];

/** DNIT settings (spec 2 §3, §5, §7): admin only, and never a secret in a reply. */
export async function dnitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/dnit-config',
    { config: { access: 'dnit.configure' }, schema: { tags, response: { 200: DnitConfigDto } } },
    async () => toDnitConfigDto(await findDnitConfig(deps.readDb)),
  );

  app.put(
    '/api/dnit-config',
    {
      config: { access: 'dnit.configure' },
      schema: { tags, body: DnitConfigBody, response: { 200: DnitConfigDto } },
    },
    async (request) => {
      await saveDnitConfig(deps, app.secrets, actorOf(request), request.body);
      return toDnitConfigDto(await findDnitConfig(deps.readDb));
    },
  );

  app.get(
    '/api/dnit-config/history',
    { config: { access: 'dnit.configure' }, schema: { tags, response: { 200: ConfigHistoryDto } } },
    async () => configHistory(deps, DNIT_CONFIG_STREAM_ID, 'DnitConfigSaved'),
  );

  app.post(
    '/api/dnit-config/test-connection',
    {
      config: { access: 'dnit.configure' },
      schema: { tags, body: EmptyBody, response: { 200: TestConnectionReply } },
    },
    async (request) => requestConnectionTest(deps, actorOf(request)),
  );
}
