import { hasBusinessData } from '@lavadero/read-models/system/business-data.queries';
import type { FastifyInstance } from 'fastify';
import { loadDemoData } from './load-demo-data';

/**
 * DEMO_DATA=1: a newcomer's first start shows a working car wash at once. On a system that already
 * has data it does nothing but say so, so leaving the variable set never touches a real business.
 */
export async function loadDemoDataAtStart(app: FastifyInstance): Promise<void> {
  if (await hasBusinessData(app.deps.readDb)) {
    app.log.info('DEMO_DATA: el sistema ya tiene datos, no se cargan los de demostración');
    return;
  }
  const counts = await loadDemoData(app.deps, { userId: null, correlationId: 'demo-data-at-start' });
  app.log.info(counts, 'DEMO_DATA: datos de demostración cargados');
}
