import {
  type ConsultaDE,
  type ConsultaRUC,
  type DocumentResult,
  type EventoResult,
  type LoteReceipt,
  type LoteResult,
  parseConsultaDE,
  parseConsultaRUC,
  parseEvento,
  parseLoteReceipt,
  parseLoteResult,
  parseRecepcion,
} from './soap-answers';
import {
  consultaDERequest,
  consultaRUCRequest,
  eventoRequest,
  loteRequest,
  recepcionRequest,
  resultadoLoteRequest,
  SIFEN_PATHS,
} from './soap-requests';
import { type SifenEndpoint, SoapTransport } from './soap-transport';

/**
 * dId, SIFEN's "identificador de control de envío": up to 15 digits, unique per request. The
 * milliseconds since 2020 times 100, plus a counter, stay unique within this process.
 */
function requestIds(): () => string {
  let last = 0;
  return () => {
    last = Math.max(last + 1, (Date.now() - Date.UTC(2020, 0, 1)) * 100);
    return String(last % 1e15);
  };
}

/**
 * The six SIFEN web services. Each method answers what SIFEN said (or `unknown`) and throws
 * SifenTransportError when no answer came: the caller decides what that means for the document.
 */
export class SifenClient {
  private readonly transport: SoapTransport;
  private readonly nextId = requestIds();

  constructor(endpoint: SifenEndpoint) {
    this.transport = new SoapTransport(endpoint);
  }

  async recepcion(cdc: string, signedDe: string): Promise<DocumentResult> {
    const { body } = await this.transport.post(
      SIFEN_PATHS.recepcion,
      recepcionRequest(this.nextId(), signedDe),
    );
    return parseRecepcion(body, cdc);
  }

  async lote(signedDes: readonly string[]): Promise<LoteReceipt> {
    const { body } = await this.transport.post(SIFEN_PATHS.lote, loteRequest(this.nextId(), signedDes));
    return parseLoteReceipt(body);
  }

  async resultadoLote(loteProtocol: string): Promise<LoteResult> {
    const request = resultadoLoteRequest(this.nextId(), loteProtocol);
    return parseLoteResult((await this.transport.post(SIFEN_PATHS.resultadoLote, request)).body);
  }

  async consultaDE(cdc: string): Promise<ConsultaDE> {
    const { body } = await this.transport.post(SIFEN_PATHS.consultaDE, consultaDERequest(this.nextId(), cdc));
    return parseConsultaDE(body);
  }

  /** `ruc` without its check digit. */
  async consultaRUC(ruc: string): Promise<ConsultaRUC> {
    const { body } = await this.transport.post(
      SIFEN_PATHS.consultaRUC,
      consultaRUCRequest(this.nextId(), ruc),
    );
    return parseConsultaRUC(body);
  }

  async evento(signedEvent: string): Promise<EventoResult> {
    const { body } = await this.transport.post(SIFEN_PATHS.evento, eventoRequest(this.nextId(), signedEvent));
    return parseEvento(body);
  }

  close(): void {
    this.transport.close();
  }
}
