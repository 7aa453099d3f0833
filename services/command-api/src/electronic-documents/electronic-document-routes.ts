import { EmptyBody } from '@lavadero/contracts/building-blocks';
import {
  ElectronicDocumentAlertsDto,
  ElectronicDocumentDto,
  ElectronicDocumentListDto,
  ElectronicDocumentListQuery,
  InutilizationRequestDto,
} from '@lavadero/contracts/electronic-documents';
import { SaleIdParams } from '@lavadero/contracts/sales';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import {
  countElectronicDocumentAlerts,
  countElectronicDocumentsByState,
  countPendingInutilizations,
  listElectronicDocumentsOf,
} from '@lavadero/read-models/electronic-documents/electronic-documents.list';
import { findElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { lateCutoff, toCounts, toElectronicDocumentDto } from './electronic-document-dto';
import { requestInutilizations } from './request-inutilizations';
import { documentNotFound, resendDocument } from './resend-document';
import { lastSignedXml } from './signed-xml';

const tags = ['Documentos electrónicos'];

/**
 * The sales' electronic documents (issue 19): every role reads the list and the dashboard's
 * alerts; admins and auditors download the signed XML; only admins resend a rejected document or
 * ask for the pending inutilizaciones to be sent.
 */
export async function electronicDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const cutoff = () => lateCutoff(deps.clock.now());

  app.get(
    '/api/electronic-documents',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: ElectronicDocumentListQuery,
        response: { 200: ElectronicDocumentListDto },
      },
    },
    async (request) => {
      const { estado, desde, hasta } = request.query;
      const [rows, counts, inutilizacionesPendientes] = await Promise.all([
        listElectronicDocumentsOf(deps.readDb, { estado, desde, hasta }),
        countElectronicDocumentsByState(deps.readDb, { desde, hasta }),
        countPendingInutilizations(deps.readDb),
      ]);
      const late = cutoff();
      return {
        documentos: rows.map((row) => toElectronicDocumentDto(row, late)),
        conteos: toCounts(counts),
        inutilizacionesPendientes,
      };
    },
  );

  app.get(
    '/api/electronic-documents/alerts',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: ElectronicDocumentAlertsDto } } },
    async () => countElectronicDocumentAlerts(deps.readDb, cutoff()),
  );

  app.post(
    '/api/electronic-documents/:id/resend',
    {
      config: { access: 'electronicDocuments.manage' },
      schema: { tags, params: SaleIdParams, body: EmptyBody, response: { 200: ElectronicDocumentDto } },
    },
    async (request) => {
      const { id } = request.params;
      await resendDocument(deps, actorOf(request), id);
      const row = await findElectronicDocument(deps.readDb, id);
      if (!row) throw new NotFoundError('DE_NOT_FOUND', documentNotFound);
      return toElectronicDocumentDto(row, cutoff());
    },
  );

  app.post(
    '/api/electronic-documents/inutilizations',
    {
      config: { access: 'electronicDocuments.manage' },
      schema: { tags, body: EmptyBody, response: { 200: InutilizationRequestDto } },
    },
    async (request) => requestInutilizations(deps, actorOf(request)),
  );

  app.get(
    '/api/sales/:id/electronic-document',
    {
      // The signed XML is the fiscal record: administrators and auditors (readonly), not the cashiers.
      config: { access: 'electronicDocuments.download' },
      schema: {
        tags,
        params: SaleIdParams,
        response: { 200: z.string().describe('El XML firmado del DE (application/xml)') },
      },
    },
    async (request, reply) => {
      const { cdc, xml } = await lastSignedXml(deps.store, request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${cdc}.xml"`)
        .send(xml);
    },
  );
}
