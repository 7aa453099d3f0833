import {
  CreateSaleBody,
  FullSaleDto,
  SaleDto,
  SaleIdParams,
  UpdateSaleBody,
  VoidSaleBody,
} from '@lavadero/contracts/sales';
import { CreateSaleFromOrderBody, SaleFromOrderDto } from '@lavadero/contracts/work-orders';
import { type SaleIssued, toSaleStreamId } from '@lavadero/domain/sales/events';
import { saleMessages } from '@lavadero/domain/sales/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { electronicDocumentsBySale } from '@lavadero/read-models/electronic-documents/electronic-documents.list';
import { findElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import { evolveSaleView, type SaleView } from '@lavadero/read-models/sales/sale-view';
import { findSaleById, listSales } from '@lavadero/read-models/sales/sales.queries';
import { findWorkOrderById } from '@lavadero/read-models/work-orders/work-orders.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { StoredNotYetReadable } from '../plugins/stored-not-yet-readable';
import { toWorkOrderDto } from '../work-orders/work-order-dto';
import { correctSale, issueSale, voidSale } from './sale-commands';
import { toFullSaleDto, toSaleDto } from './sale-dto';
import { saleFactsReader } from './sale-facts';

async function loadSale(readDb: ReadModelDb, id: string) {
  const view = await findSaleById(readDb, id);
  if (!view) throw new NotFoundError('SALE_NOT_FOUND', saleMessages.saleNotFound);
  return view;
}

/** The sale with its electronic document's state; a printed sale's is not looked for. */
async function saleDto(readDb: ReadModelDb, view: SaleView) {
  if (view.company.emision !== 'electronica') return toSaleDto(view);
  return toSaleDto(view, await findElectronicDocument(readDb, view.id));
}

/**
 * The sale as the sales read model holds it once the write's wait is over. A new sale's row is the
 * projection's own fold of its SaleIssued over no row, so the reply needs no read of it; a retry
 * (nothing issued now) reads what is stored.
 */
async function issuedView(readDb: ReadModelDb, saleId: string, issued: SaleIssued | null) {
  return issued ? evolveSaleView(null, issued) : findSaleById(readDb, saleId);
}

const tags = ['Ventas'];

/**
 * /api/sales (spec 1 §7): every role reads (the list also feeds the dashboard's 'Ventas de Hoy',
 * 'Ventas Recientes' and 'Servicios Populares'); admin and user issue, also from a work order
 * (create-from-order, which bills the order); only admin corrects and voids.
 */
export async function saleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const facts = saleFactsReader(deps.readDb, deps.readModels.changes);

  app.get(
    '/api/sales',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: z.array(SaleDto) } } },
    async () => {
      const [views, documents] = await Promise.all([
        listSales(deps.readDb),
        electronicDocumentsBySale(deps.readDb),
      ]);
      return views.map((view) => toSaleDto(view, documents.get(view.id)));
    },
  );

  app.get(
    '/api/sales/:id/full',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: SaleIdParams, response: { 200: FullSaleDto } },
    },
    async (request) => {
      const view = await loadSale(deps.readDb, request.params.id);
      return toFullSaleDto(view, await findElectronicDocument(deps.readDb, view.id));
    },
  );

  app.post(
    '/api/sales',
    {
      config: { access: 'sales.issue' },
      schema: { tags, body: CreateSaleBody, response: { 200: SaleDto, 201: SaleDto } },
    },
    async (request, reply) => {
      const { saleId, issued } = await issueSale(
        deps,
        facts,
        actorOf(request),
        requireUser(request),
        request.body,
      );
      const view = await issuedView(deps.readDb, saleId, issued);
      // A retry of a sale whose first answer was 202 may still find the read model behind.
      if (!view) throw new StoredNotYetReadable([toSaleStreamId(saleId)]);
      return reply.status(issued ? 201 : 200).send(await saleDto(deps.readDb, view));
    },
  );

  app.post(
    '/api/sales/create-from-order',
    {
      config: { access: 'sales.issue', createdUnder: '/api/sales' },
      schema: {
        tags,
        body: CreateSaleFromOrderBody,
        response: { 200: SaleFromOrderDto, 201: SaleFromOrderDto },
      },
    },
    async (request, reply) => {
      const { saleData, workOrderId, action, markAsDelivered } = request.body;
      const sale = { ...saleData, workOrderId };
      const user = requireUser(request);
      const { saleId, issued } = await issueSale(deps, facts, actorOf(request), user, sale, markAsDelivered);
      const [view, order] = await Promise.all([
        issuedView(deps.readDb, saleId, issued),
        findWorkOrderById(deps.readDb, workOrderId),
      ]);
      // Behind read models: a 404 the write path turns into 202 (the sale is stored).
      if (!view || !order) throw new NotFoundError('SALE_NOT_FOUND', saleMessages.saleNotFound);
      const dto = { ...(await saleDto(deps.readDb, view)), action, workOrder: toWorkOrderDto(order) };
      return reply.status(issued ? 201 : 200).send(dto);
    },
  );

  app.put(
    '/api/sales/:id',
    {
      config: { access: 'sales.correct' },
      schema: { tags, params: SaleIdParams, body: UpdateSaleBody, response: { 200: SaleDto } },
    },
    async (request) => {
      const { id } = request.params;
      await correctSale(deps, facts, actorOf(request), requireUser(request), id, request.body);
      return saleDto(deps.readDb, await loadSale(deps.readDb, id));
    },
  );

  app.delete(
    '/api/sales/:id',
    {
      config: { access: 'sales.correct' },
      schema: { tags, params: SaleIdParams, body: VoidSaleBody, response: { 200: SaleDto } },
    },
    async (request) => {
      const { id } = request.params;
      const motivo = request.body?.motivo ?? null;
      await voidSale(deps, actorOf(request), requireUser(request), id, motivo);
      return saleDto(deps.readDb, await loadSale(deps.readDb, id));
    },
  );
}
