import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isApiPath } from '../http/static-files';

/**
 * One log line per request, once it is answered, instead of Fastify's two: API requests at info,
 * the frontends' files and pages at debug, so loading the app does not write a line per asset.
 * Errors keep Fastify's own lines.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isApiPath(request.url.split('?')[0] ?? '')) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
