import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClientCertificate,
  type IssueClientCertificateOptions,
  type SimulatorCertificates,
  simulatorCertificates,
} from './certificates';
import { createControlServer } from './control-server';
import { defaultFixtures, SAMPLE_COMPANY_RUC, type SifenFixtures, splitRuc } from './fixtures';
import { SimulatorHooks } from './hooks';
import { createSifenServer } from './https-server';
import { SimulatorStore, type StoredDocument } from './store';

/** SIFEN's test lookup URL, which a test-environment DE's QR must start with. */
export const QR_BASE_URL_TEST = 'https://ekuatia.set.gov.py/consultas-test/qr';

export interface SifenSimulatorOptions {
  /** 0 (default) takes any free port. */
  readonly port?: number;
  /** Plain-HTTP control port for the hooks on 127.0.0.1; none when undefined. */
  readonly controlPort?: number;
  readonly now?: () => Date;
  /** The company whose client certificate is issued; default the samples' 80123456-5. */
  readonly companyRuc?: string;
  readonly fixtures?: SifenFixtures;
  /** siResultLoteDE answers 0361 this many times before 0362 (default 1). */
  readonly lotPollsInProcess?: number;
  /** Folder or ready certificates; default fresh ones in a temporary folder. */
  readonly certificates?: SimulatorCertificates | string;
  /** Password of the company's generated .p12 (default 'simulador'). */
  readonly clientPassword?: string;
  readonly qrBaseUrl?: string;
}

export interface SifenSimulator {
  /** https://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Control URL (http://127.0.0.1:<port>) when a control port was asked for. */
  readonly controlUrl?: string;
  /** PEM of the CA that signed the server certificate: what the client must trust. */
  readonly ca: string;
  readonly caPath: string;
  readonly client: ClientCertificate;
  readonly certificates: SimulatorCertificates;
  /** Another client certificate of the same CA: a wrong RUC, an expired one. */
  issueClientCertificate(options: IssueClientCertificateOptions): ClientCertificate;
  readonly fixtures: SifenFixtures;
  readonly hooks: SimulatorHooks;
  readonly documents: ReadonlyMap<string, StoredDocument>;
  /** Forgets documents, lots and inutilizaciones and clears the hooks. */
  reset(): void;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startSifenSimulator(options: SifenSimulatorOptions = {}): Promise<SifenSimulator> {
  const companyRuc = options.companyRuc ?? SAMPLE_COMPANY_RUC;
  const fixtures = options.fixtures ?? defaultFixtures(companyRuc);
  const certificates =
    typeof options.certificates === 'object'
      ? options.certificates
      : simulatorCertificates(options.certificates);
  const client = certificates.issueClientCertificate({
    ruc: companyRuc,
    password: options.clientPassword ?? 'simulador',
    razonSocial: fixtures.rucs.find((r) => r.ruc === splitRuc(companyRuc)[0])?.razonSocial,
  });
  const store = new SimulatorStore();
  const hooks = new SimulatorHooks();
  const now = options.now ?? (() => new Date());
  const server = createSifenServer(certificates, hooks, () => ({
    now: now(),
    fixtures,
    store,
    hooks,
    qrBaseUrl: options.qrBaseUrl ?? QR_BASE_URL_TEST,
    lotPollsInProcess: options.lotPollsInProcess ?? 1,
  }));
  const port = await listen(server, options.port ?? 0);
  const control = options.controlPort === undefined ? undefined : createControlServer(hooks, store);
  const controlPort = control ? await listen(control, options.controlPort ?? 0) : undefined;
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    controlUrl: controlPort === undefined ? undefined : `http://127.0.0.1:${controlPort}`,
    ca: certificates.caPem,
    caPath: certificates.caPath,
    client,
    certificates,
    issueClientCertificate: (o) => certificates.issueClientCertificate(o),
    fixtures,
    hooks,
    documents: store.documents,
    reset() {
      store.reset();
      hooks.reset();
    },
    async close() {
      await Promise.all([closeServer(server), control ? closeServer(control) : undefined]);
    },
  };
}
