import { DemoDataLoadedDto, DemoDataStatusDto, LoadDemoDataBody } from '@lavadero/contracts/demo-data';
import { hasBusinessData } from '@lavadero/read-models/system/business-data.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/commands';
import { loadDemoData } from './load-demo-data';

const tags = ['Administración'];

/**
 * /api/admin/demo-data: the empty dashboard's 'Cargar datos de demostración' for administrators. The
 * demo is refused (409) once the business has any data of its own.
 */
export async function demoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/admin/demo-data',
    { config: { access: 'demo.load' }, schema: { tags, response: { 200: DemoDataStatusDto } } },
    async () => ({ available: !(await hasBusinessData(deps.readDb)) }),
  );

  app.post(
    '/api/admin/demo-data',
    {
      config: { access: 'demo.load' },
      schema: { tags, body: LoadDemoDataBody, response: { 201: DemoDataLoadedDto } },
    },
    async (request, reply) => reply.status(201).send(await loadDemoData(deps, actorOf(request))),
  );
}
