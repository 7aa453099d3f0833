import {
  CompanyConfigBody,
  CompanyConfigDto,
  ConfigHistoryDto,
  LogoParams,
  LogoUploadBody,
  LogoUploadReply,
  logoPathOf,
  TimbradoStatusDto,
} from '@lavadero/contracts/company-config';
import { companyConfigDecider } from '@lavadero/domain/company/company-config-decide';
import { COMPANY_CONFIG_STREAM_ID } from '@lavadero/domain/company/events';
import { logoDecider, toLogoStreamId } from '@lavadero/domain/company/logo-decide';
import type { OperationMode } from '@lavadero/domain/dnit/events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findDnitConfig } from '@lavadero/read-models/dnit-config/dnit-config.queries';
import { findLogo } from '@lavadero/read-models/logos/logos.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { toCompanyConfigDto } from './company-config-dto';
import { configHistory } from './config-history';
import { readLogo } from './logo-image';
import { timbradoStatusNow } from './timbrado-status-now';

const tags = ['Configuración'];

/** SIFEN's environment when the company emits electronic documents, which its data must then suit. */
async function electronicEmissionOf(readDb: ReadModelDb): Promise<OperationMode | null> {
  const dnit = await findDnitConfig(readDb);
  return dnit?.emision === 'electronica' ? (dnit.operationMode as OperationMode) : null;
}
/** A data URL of a 5 MB image, base64 and all; the general limit stays at 1 MB. */
const LOGO_BODY_LIMIT = 7 * 1024 * 1024 + 4096;

/** Company settings, logo and stamp validity (spec 2 §3, §4, §7): every role reads, admin writes. */
export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/company-config',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: CompanyConfigDto } } },
    async () => toCompanyConfigDto(await findCompanyConfig(deps.readDb)),
  );

  app.put(
    '/api/company-config',
    {
      config: { access: 'company.configure' },
      schema: { tags, body: CompanyConfigBody, response: { 200: CompanyConfigDto } },
    },
    async (request) => {
      const actor = actorOf(request);
      await deps.dispatch(actor, COMPANY_CONFIG_STREAM_ID, companyConfigDecider, {
        type: 'SaveCompanyConfig',
        data: {
          config: request.body,
          electronicEmission: await electronicEmissionOf(deps.readDb),
          userId: actor.userId,
          now: nowIso(deps),
        },
      });
      return toCompanyConfigDto(await findCompanyConfig(deps.readDb));
    },
  );

  app.get(
    '/api/company-config/history',
    { config: { access: 'company.configure' }, schema: { tags, response: { 200: ConfigHistoryDto } } },
    async () => configHistory(deps, COMPANY_CONFIG_STREAM_ID, 'CompanyConfigSaved'),
  );

  app.post(
    '/api/company-config/logo',
    {
      config: { access: 'company.configure' },
      bodyLimit: LOGO_BODY_LIMIT,
      schema: { tags, body: LogoUploadBody, response: { 201: LogoUploadReply } },
    },
    async (request, reply) => {
      const logo = readLogo(request.body.dataUrl);
      const actor = actorOf(request);
      await deps.dispatch(actor, toLogoStreamId(logo.sha256), logoDecider, {
        type: 'UploadLogo',
        data: {
          sha256: logo.sha256,
          contentType: logo.contentType,
          base64: logo.bytes.toString('base64'),
          size: logo.bytes.length,
          userId: actor.userId,
          at: nowIso(deps),
        },
      });
      return reply.status(201).send({
        logoPath: logoPathOf(logo.sha256, logo.extension),
        sha256: logo.sha256,
        size: logo.bytes.length,
      });
    },
  );

  // Public like any image the login page or a printed invoice may show; its name is its hash, so
  // it never changes and may be cached for a year.
  app.get(
    '/api/company-config/logo/:file',
    { config: { access: 'public' }, schema: { tags, params: LogoParams } },
    async (request, reply) => {
      const logo = await findLogo(deps.readDb, request.params.file.split('.')[0] ?? '');
      if (!logo) throw new NotFoundError('LOGO_NOT_FOUND', 'Logo no encontrado');
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(logo.bytes));
    },
  );

  app.get(
    '/api/timbrado/status',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: TimbradoStatusDto } } },
    async () => timbradoStatusNow(deps.readDb, deps.clock.now()),
  );
}
