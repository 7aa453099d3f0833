import { result } from './codes';
import { validateAgainst } from './schema';
import type { ServiceContext, SifenService } from './services/service';
import { bodyOf, envelope } from './soap';
import { MalformedXmlError, SIFEN_NS, serialize } from './xml';

export interface SoapAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * The checks every service shares, in SIFEN's order: size, well-formed SOAP (0160, HTTP 400), the
 * connection certificate's RUC active when the table knows it (0183), the request against its WS
 * schema (0100); then the service itself. `raw` is undefined when the request
 * was too large to keep.
 */
export async function handleSoap(
  service: SifenService,
  raw: Buffer | undefined,
  ctx: ServiceContext,
): Promise<SoapAnswer> {
  if (!raw || raw.length > service.maxBytes) {
    const code = service.name === 'siRecepLoteDE' ? '0270' : '0200';
    return { status: 200, body: envelope(service.refuse(result(code), ctx)) };
  }
  let request: ReturnType<typeof bodyOf>;
  try {
    request = bodyOf(raw.toString('utf8'));
  } catch (error) {
    if (!(error instanceof MalformedXmlError)) throw error;
    return { status: 400, body: envelope(service.refuse(result('0160', error.message), ctx)) };
  }
  const client = ctx.fixtures.rucs.find((r) => r.ruc === ctx.clientRuc);
  if (client && client.estado !== 'ACT') {
    return { status: 200, body: envelope(service.refuse(result('0183', client.estado), ctx)) };
  }
  if (request.localName !== service.requestRoot || request.namespaceURI !== SIFEN_NS) {
    const got = `{${request.namespaceURI}}${request.localName}`;
    return {
      status: 200,
      body: envelope(service.refuse(result('0100', `se esperaba ${service.requestRoot}, vino ${got}`), ctx)),
    };
  }
  const [schemaError, ...embeddedErrors] = await validateAgainst(service.schema, [
    serialize(request),
    ...(service.embedded?.(request) ?? []),
  ]);
  if (schemaError) return { status: 200, body: envelope(service.refuse(result('0100', schemaError), ctx)) };
  return { status: 200, body: envelope(await service.handle(request, ctx, embeddedErrors)) };
}
