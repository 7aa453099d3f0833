import { CashSettingsBody, CashSettingsDto } from '@lavadero/contracts/cash-settings';
import { CASH_SETTINGS_STREAM_ID } from '@lavadero/domain/cash/cash-settings';
import { cashSettingsDecider } from '@lavadero/domain/cash/cash-settings-decide';
import { findCashSettings } from '@lavadero/read-models/cash-settings/cash-settings.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';

const tags = ['Caja'];

/** The caja's settings in /configuracion: every role reads them (the POS says why it cannot sell), admin writes. */
export async function cashSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/cash-settings',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: CashSettingsDto } } },
    async () => findCashSettings(deps.readDb),
  );

  /** 'Caja abierta obligatoria para vender'; a save that changes nothing appends nothing. */
  app.put(
    '/api/cash-settings',
    {
      config: { access: 'company.configure' },
      schema: { tags, body: CashSettingsBody, response: { 200: CashSettingsDto } },
    },
    async (request) => {
      const actor = actorOf(request);
      await deps.dispatch(actor, CASH_SETTINGS_STREAM_ID, cashSettingsDecider, {
        type: 'SaveCashSettings',
        data: { cajaObligatoria: request.body.cajaObligatoria, userId: actor.userId, now: nowIso(deps) },
      });
      return findCashSettings(deps.readDb);
    },
  );
}
