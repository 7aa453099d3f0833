import type { Element } from '@xmldom/xmldom';
import type { ResultMessage } from '../codes';
import type { SifenFixtures } from '../fixtures';
import type { SimulatorStore } from '../store';
import { text } from '../xml';

/** One rDE under check, with the fields most checks read. */
export interface DocumentUnderCheck {
  readonly rde: Element;
  readonly de: Element;
  readonly cdc: string;
  /** The signature's DigestValue (base64), which the QR repeats. */
  readonly digestValue: string;
  readonly field: (name: string) => string;
}

export interface CheckContext {
  readonly now: Date;
  readonly fixtures: SifenFixtures;
  readonly store: SimulatorStore;
  readonly qrBaseUrl: string;
}

/** A rejection stops the pipeline; an observation (1005) is reported and the DE is still approved. */
export type CheckOutcome =
  | { readonly reject: ResultMessage }
  | { readonly observe: ResultMessage }
  | undefined;

export type DocumentCheck = (doc: DocumentUnderCheck, ctx: CheckContext) => CheckOutcome;

export function documentUnderCheck(rde: Element, de: Element, digestValue: string): DocumentUnderCheck {
  return {
    rde,
    de,
    cdc: de.getAttribute('Id') ?? '',
    digestValue,
    field: (name) => text(de, name) ?? '',
  };
}
