import type {
  CreateWorkOrderBody,
  UpdateWorkOrderBody,
  WorkOrderItemBody,
} from '@lavadero/contracts/work-orders';
import type { RequestedWorkOrderLine, WorkOrderCommand } from '@lavadero/domain/work-orders/commands';
import { planWorkOrder } from '@lavadero/domain/work-orders/work-order-plan';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';
import { requireWorkOrder } from './load-work-order';
import { partiesOf, workOrderCatalog } from './work-order-facts';

/** The body's lines, each with a new id (an edit keeps the ids of lines already on the order). */
const withLineIds = (deps: WriteDeps, items: readonly WorkOrderItemBody[]): RequestedWorkOrderLine[] =>
  items.map((item) => ({ lineId: deps.ids.newId(), ...item }));

/**
 * Runs the command as its plan says (work-orders/work-order-plan.ts); any command but a creation
 * needs the order listed (see requireWorkOrder).
 */
async function run(deps: WriteDeps, actor: Actor, command: WorkOrderCommand) {
  if (command.type !== 'CreateWorkOrder') await requireWorkOrder(deps.readDb, command.data.workOrderId);
  return dispatchPlan(deps, actor, planWorkOrder(command));
}

/** POST /api/work-orders: the order, its number and its items, whole or not at all. Returns its id. */
export async function createWorkOrder(
  deps: WriteDeps,
  actor: Actor,
  userId: string,
  body: CreateWorkOrderBody,
): Promise<string> {
  const workOrderId = deps.ids.newId();
  const [{ customer, vehicle }, catalog] = await Promise.all([
    partiesOf(deps.readDb, body.customerId, body.vehicleId),
    workOrderCatalog(deps.readDb, body.items),
  ]);
  await run(deps, actor, {
    type: 'CreateWorkOrder',
    data: {
      workOrderId,
      userId,
      now: nowIso(deps),
      customer,
      vehicle,
      observaciones: body.observaciones,
      lines: withLineIds(deps, body.items),
      catalog,
    },
  });
  return workOrderId;
}

/** POST /api/work-orders/{id}/items. Returns the new line's id. */
export async function addWorkOrderItem(
  deps: WriteDeps,
  actor: Actor,
  userId: string,
  workOrderId: string,
  item: WorkOrderItemBody,
): Promise<string> {
  const [line] = withLineIds(deps, [item]) as [RequestedWorkOrderLine];
  const catalog = await workOrderCatalog(deps.readDb, [item]);
  await run(deps, actor, {
    type: 'AddWorkOrderItem',
    data: { workOrderId, userId, now: nowIso(deps), line, catalog },
  });
  return line.lineId;
}

/** PUT /api/work-orders/{id}: estado, observaciones and items, as one decision. */
export async function updateWorkOrder(
  deps: WriteDeps,
  actor: Actor,
  userId: string,
  workOrderId: string,
  body: UpdateWorkOrderBody,
): Promise<void> {
  const lines = body.items && withLineIds(deps, body.items);
  const catalog = await workOrderCatalog(deps.readDb, lines ?? []);
  await run(deps, actor, {
    type: 'UpdateWorkOrder',
    data: {
      workOrderId,
      userId,
      now: nowIso(deps),
      estado: body.estado,
      observaciones: body.observaciones,
      lines,
      catalog,
    },
  });
}

/** DELETE /api/work-orders/{id}: refused once billed. */
export async function deleteWorkOrder(deps: WriteDeps, actor: Actor, userId: string, workOrderId: string) {
  await run(deps, actor, { type: 'DeleteWorkOrder', data: { workOrderId, userId, now: nowIso(deps) } });
}
