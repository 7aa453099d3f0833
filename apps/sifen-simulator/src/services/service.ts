import type { Element } from '@xmldom/xmldom';
import type { ResultMessage } from '../codes';
import type { ProcessContext } from '../process-documents';
import type { SchemaName } from '../schema';
import type { XmlNode } from '../soap';

export interface ServiceContext extends ProcessContext {
  /** The RUC in the client certificate's serialNumber: who is calling. */
  readonly clientRuc: string | undefined;
  readonly lotPollsInProcess: number;
}

/** One SIFEN web service: where it is posted, the root it takes, and its answers. */
export interface SifenService {
  readonly name: string;
  readonly path: string;
  readonly requestRoot: string;
  readonly schema: SchemaName;
  /** Largest accepted request, in bytes (0200 / 0270 beyond). */
  readonly maxBytes: number;
  /**
   * Documents carried inside the request that `schema` also declares, validated in the same run
   * (one libxml2 start instead of two); their errors reach handle() in the same order.
   */
  readonly embedded?: (request: Element) => string[];
  handle(
    request: Element,
    ctx: ServiceContext,
    embeddedErrors: (string | null)[],
  ): Promise<XmlNode> | XmlNode;
  /** The service's answer carrying one refusal (0160, 0100, size). */
  refuse(error: ResultMessage, ctx: ServiceContext): XmlNode;
}

export const gResProc = (r: ResultMessage): XmlNode => [
  'gResProc',
  [
    ['dCodRes', r.code],
    ['dMsgRes', r.message.slice(0, 255)],
  ],
];
