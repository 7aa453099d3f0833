/**
 * Where SIFEN answers, by operation mode: the public QR lookup (the KuDE prints it, the QR's URL
 * starts with it) and the web services the fiscal worker sends to. Test and production are separate
 * hosts; a document signed for one is unknown to the other.
 */
export interface SifenHosts {
  /** The page where a buyer checks a document by its CDC. */
  readonly consulta: string;
  /** The QR's lookup URL, before its query string. */
  readonly consultaQr: string;
  /** The web services' base URL (siRecepDE, siConsDE, ...). */
  readonly servicioWeb: string;
}

export const SIFEN_HOSTS: Readonly<Record<'testing' | 'production', SifenHosts>> = {
  testing: {
    consulta: 'https://ekuatia.set.gov.py/consultas-test/',
    consultaQr: 'https://ekuatia.set.gov.py/consultas-test/qr?',
    servicioWeb: 'https://sifen-test.set.gov.py/de/ws',
  },
  production: {
    consulta: 'https://ekuatia.set.gov.py/consultas/',
    consultaQr: 'https://ekuatia.set.gov.py/consultas/qr?',
    servicioWeb: 'https://sifen.set.gov.py/de/ws',
  },
};

/**
 * The lookup page a KuDE names: the one its QR's URL points into (a simulator's too), else the
 * production page, which is where a printed document is checked.
 */
export function consultaUrlOf(qrUrl: string | null | undefined): string {
  if (qrUrl) {
    try {
      const url = new URL(qrUrl);
      return `${url.origin}${url.pathname.replace(/qr\/?$/, '')}`;
    } catch {
      // A malformed URL falls back to the public page.
    }
  }
  return SIFEN_HOSTS.production.consulta;
}
