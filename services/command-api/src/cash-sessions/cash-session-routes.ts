import { RecordIdParams } from '@lavadero/contracts/building-blocks';
import {
  CashMovementBody,
  CashSessionDetailDto,
  CashSessionDto,
  CashSessionsQuery,
  CashTodayDto,
  CloseCashSessionBody,
  CorrectCashSessionBody,
  CurrentCashSessionDto,
  OpenCashSessionBody,
  ZReportDto,
} from '@lavadero/contracts/cash-sessions';
import type { CashActor } from '@lavadero/domain/cash/commands';
import { UnauthorizedError } from '@lavadero/domain/shared/errors';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import {
  findOpenCashSessionOf,
  listCashSessionEntries,
  listCashSessions,
  listCashSessionsClosedBetween,
} from '@lavadero/read-models/cash-sessions/cash-sessions.queries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/commands';
import { asuncionDayBounds } from './asuncion-day-bounds';
import { toCashSessionDtos, toCashSessionEntryDto } from './cash-session-dto';
import {
  closeCashSession,
  correctCashSession,
  loadCashSession,
  openCashSession,
  recordCashMovement,
  requireReadable,
} from './cash-session-writes';

const tags = ['Caja'];
const LIST_LIMIT = 200;

function signedIn(request: FastifyRequest) {
  const user = request.currentUser;
  if (!user) throw new UnauthorizedError('UNAUTHORIZED', 'Debe iniciar sesión');
  return user;
}

const cashActorOf = (request: FastifyRequest): CashActor => {
  const user = signedIn(request);
  return { userId: user.id, isAdmin: user.role === 'admin' };
};

/** The cajas: open, movements, arqueo, an admin's correction, history and the Z report. */
export async function cashSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const dtoOf = async (id: string) => {
    const [dto] = await toCashSessionDtos(deps.readDb, [await loadCashSession(deps, id)]);
    return dto as CashSessionDto;
  };

  /** Opens the signed-in user's caja with its counted float; one open caja per user (409). */
  app.post(
    '/api/cash-sessions',
    {
      config: { access: 'cashSessions.operate', createdUnder: '/api/cash-sessions' },
      schema: { tags, body: OpenCashSessionBody, response: { 201: CashSessionDto } },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const id = await openCashSession(deps, { ...actorOf(request), userId: user.id }, request.body);
      return reply.status(201).send(await dtoOf(id));
    },
  );

  /** The signed-in user's open caja, or null: every tab of the user reads the same one. */
  app.get(
    '/api/cash-sessions/current',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: CurrentCashSessionDto } } },
    async (request) => {
      const row = await findOpenCashSessionOf(deps.readDb, signedIn(request).id);
      return { caja: row ? ((await toCashSessionDtos(deps.readDb, [row]))[0] ?? null) : null };
    },
  );

  /** History, newest first: a cashier's own cajas; an admin's or auditor's, everyone's (open ones with `estado`). */
  app.get(
    '/api/cash-sessions',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: CashSessionsQuery, response: { 200: z.array(CashSessionDto) } },
    },
    async (request) => {
      const user = signedIn(request);
      const userId = user.role === 'user' ? user.id : request.query.userId;
      const rows = await listCashSessions(deps.readDb, {
        userId,
        estado: request.query.estado,
        limit: LIST_LIMIT,
      });
      return toCashSessionDtos(deps.readDb, rows);
    },
  );

  /** The admin's dashboard: every open caja (expected cash so far) and today's closings with their differences. */
  app.get(
    '/api/cash-sessions/today',
    { config: { access: 'reports.view' }, schema: { tags, response: { 200: CashTodayDto } } },
    async () => {
      const dia = asuncionToday(deps.clock.now());
      const { from, to } = asuncionDayBounds(dia);
      const [open, closed] = await Promise.all([
        listCashSessions(deps.readDb, { estado: 'abierta', limit: LIST_LIMIT }),
        listCashSessionsClosedBetween(deps.readDb, from, to),
      ]);
      const [abiertas, cierres] = await Promise.all([
        toCashSessionDtos(deps.readDb, open),
        toCashSessionDtos(deps.readDb, closed),
      ]);
      return { dia, abiertas, cierres };
    },
  );

  app.get(
    '/api/cash-sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: RecordIdParams, response: { 200: CashSessionDetailDto } },
    },
    async (request) => {
      const row = await loadCashSession(deps, request.params.id);
      requireReadable(row, signedIn(request));
      const [caja] = await toCashSessionDtos(deps.readDb, [row]);
      const entries = await listCashSessionEntries(deps.readDb, row.id);
      return { caja: caja as CashSessionDto, movimientos: entries.map(toCashSessionEntryDto) };
    },
  );

  /** A withdrawal to the safe, an expense (with its reason) or cash added, into an open caja. */
  app.post(
    '/api/cash-sessions/:id/movements',
    {
      config: { access: 'cashSessions.operate', createdUnder: '/api/cash-sessions' },
      schema: { tags, params: RecordIdParams, body: CashMovementBody, response: { 200: CashSessionDto } },
    },
    async (request) => {
      const { id } = request.params;
      await recordCashMovement(deps, actorOf(request), cashActorOf(request), id, request.body);
      return dtoOf(id);
    },
  );

  /** The arqueo. The caja's user, or an admin closing one left open; a second closing is refused (409). */
  app.post(
    '/api/cash-sessions/:id/close',
    {
      config: { access: 'cashSessions.operate', createdUnder: '/api/cash-sessions' },
      schema: { tags, params: RecordIdParams, body: CloseCashSessionBody, response: { 200: CashSessionDto } },
    },
    async (request) => {
      const { id } = request.params;
      await closeCashSession(deps, actorOf(request), cashActorOf(request), id, request.body);
      return dtoOf(id);
    },
  );

  /** An admin's recount of a closed caja: a new event with its reason; the closing stays. */
  app.post(
    '/api/cash-sessions/:id/corrections',
    {
      config: { access: 'cashSessions.correct', createdUnder: '/api/cash-sessions' },
      schema: {
        tags,
        params: RecordIdParams,
        body: CorrectCashSessionBody,
        response: { 200: CashSessionDto },
      },
    },
    async (request) => {
      const { id } = request.params;
      await correctCashSession(deps, actorOf(request), cashActorOf(request), id, request.body);
      return dtoOf(id);
    },
  );

  /** What the Z report prints, for a closed caja (or an open one: an X report); reprintable. */
  app.get(
    '/api/cash-sessions/:id/z-report',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: RecordIdParams, response: { 200: ZReportDto } },
    },
    async (request) => {
      const row = await loadCashSession(deps, request.params.id);
      requireReadable(row, signedIn(request));
      const [caja] = await toCashSessionDtos(deps.readDb, [row]);
      const entries = (await listCashSessionEntries(deps.readDb, row.id)).map(toCashSessionEntryDto);
      // A split sale is a row per part: the report counts sales, not rows.
      const salesOf = (kind: string) =>
        new Set(entries.filter((e) => e.kind === kind).map((e) => e.saleId)).size;
      return {
        caja: caja as CashSessionDto,
        cantidadVentas: salesOf('venta'),
        cantidadAnulaciones: salesOf('anulacion'),
        movimientos: entries.filter((e) => ['retiro', 'gasto', 'ingreso', 'cobro'].includes(e.kind)),
        correcciones: entries.filter((e) => e.kind === 'correccion'),
      };
    },
  );
}
