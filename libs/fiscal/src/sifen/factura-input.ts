import type { IvaRate } from '../iva';

export type SifenEnvironment = 'testing' | 'production';

/** A code of SIFEN's geographic lists (Departamentos, distritos, ciudades) with its description. */
export interface SifenPlace {
  readonly code: number;
  readonly name: string;
}

/**
 * The issuer (gEmis). Where a field is optional its default is written beside it; the real values
 * come from the company's RUC registration (the settings), the defaults only keep a document valid.
 */
export interface FacturaIssuer {
  /** 'NNNNNNNN-D'. */
  readonly ruc: string;
  /** As registered in the RUC. In 'testing' SIFEN wants a fixed text instead (rule 1263). */
  readonly razonSocial: string;
  readonly nombreFantasia?: string | null;
  /** 1 persona física, 2 persona jurídica. Default: 2 for RUCs from 80 000 000 (companies), else 1. */
  readonly taxpayerType?: 1 | 2;
  readonly direccion: string;
  /** dNumCas, up to 6 digits. Default '0' (unknown, as SIFEN accepts). */
  readonly numeroCasa?: string;
  /** Default 1 CAPITAL. */
  readonly departamento?: SifenPlace;
  /** Default 1 ASUNCION (DISTRITO). */
  readonly distrito?: SifenPlace;
  /** Default 1 ASUNCION (DISTRITO). */
  readonly ciudad?: SifenPlace;
  /** 6 to 15 characters. */
  readonly telefono: string;
  readonly email: string;
  /** Default 45201 LAVADO Y LIMPIEZA DE VEHICULOS AUTOMOTORES (the sample's). */
  readonly actividadEconomica?: { readonly code: string; readonly description: string };
}

/** The buyer (gDatRec), one kind per way SIFEN identifies a receiver. */
export type FacturaBuyer =
  /** A taxpayer with RUC ('NNNNNNNN-D'): B2B. */
  | { readonly kind: 'contribuyente'; readonly ruc: string; readonly nombre: string }
  /** A person without RUC, by identity document: B2C. Default document: cédula paraguaya. A
   *  resident's passport is a person's document too; a tourist's is `turista` (B2F). */
  | {
      readonly kind: 'persona';
      readonly documento: string;
      readonly nombre: string;
      readonly documentType?: 'cedula_paraguaya' | 'cedula_extranjera' | 'pasaporte';
    }
  /** A foreign tourist by passport, `pais` an ISO 3166 alpha-3 code of SIFEN's list: B2F. */
  | { readonly kind: 'turista'; readonly pasaporte: string; readonly pais: string; readonly nombre: string }
  /** The unnamed consumer ("Cliente General"): SIFEN's innominado, "Sin Nombre". */
  | { readonly kind: 'innominado' };

/** The payment methods of the point of sale. */
export type FacturaPaymentMethod =
  | 'efectivo'
  | 'tarjeta_credito'
  | 'tarjeta_debito'
  | 'transferencia'
  | 'cheque';

export interface FacturaPaymentPart {
  readonly method: FacturaPaymentMethod;
  readonly amount: number;
}

export type FacturaPayment =
  | {
      readonly condition: 'contado';
      /** The method of the whole total, or of the first part when `parts` are given. */
      readonly method: FacturaPaymentMethod;
      /** A cheque's number (8 digits) and bank, when known; SIFEN asks for them with cheques. */
      readonly cheque?: { readonly numero: string; readonly banco: string };
      /**
       * A split payment: each method and its amount (they add up to the total), one gPaConEIni
       * each. Absent: the whole total by `method`.
       */
      readonly parts?: readonly FacturaPaymentPart[];
    }
  /**
   * A sale on the customer's account, paid later. `plazo` defaults to '30 días'. `entregaInicial`:
   * the parts paid at the counter when only the rest is on account (the down payment), one
   * gPaConEIni each and their sum as gPagCred's dMonEnt.
   */
  | {
      readonly condition: 'credito';
      readonly plazo?: string;
      readonly entregaInicial?: readonly FacturaPaymentPart[];
    };

/** One line as sold: integer guaraníes, IVA included in the prices. */
export interface FacturaLine {
  /** The item's internal code (dCodInt), 1 to 50 characters. */
  readonly code: string;
  readonly description: string;
  /** A positive whole number. */
  readonly quantity: number;
  readonly unitPrice: number;
  /** quantity × unitPrice. */
  readonly total: number;
  /** 10, 5, or 0 for exempt. */
  readonly ivaRate: IvaRate;
  /** A service (a wash, a combo) or goods (a product): decides the transaction type. */
  readonly kind: 'service' | 'goods';
}

/** Everything a factura electrónica says, already decided: no clock, no randomness inside. */
export interface FacturaElectronicaInput {
  readonly environment: SifenEnvironment;
  readonly issuer: FacturaIssuer;
  /** The electronic timbrado: its 8-digit number and start date 'YYYY-MM-DD'. */
  readonly timbrado: { readonly numero: string; readonly fechaInicio: string };
  readonly establecimiento: string;
  readonly punto: string;
  /** The sequence number in the series, 1 to 9 999 999. */
  readonly number: number;
  /** dCodSeg: 9 random digits drawn at sale time. */
  readonly securityCode: string;
  /** ISO instants, written as Asunción wall-clock time. */
  readonly emittedAt: string;
  readonly signedAt: string;
  readonly buyer: FacturaBuyer;
  readonly payment: FacturaPayment;
  readonly lines: readonly FacturaLine[];
  /** The sale's own total and IVA: when given, the document must agree to the guaraní. */
  readonly totals?: { readonly total: number; readonly iva: number };
}
