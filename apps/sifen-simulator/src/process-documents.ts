import { cdcCheckDigit, cdcMatchesFields } from './checks/cdc';
import { datesInRange } from './checks/dates';
import { type CheckContext, type DocumentCheck, documentUnderCheck } from './checks/document';
import { qrMatches } from './checks/qr';
import { certificateRuc, checkSignature } from './checks/signature';
import { rucCheckDigits, taxpayersKnown } from './checks/taxpayers';
import { notDuplicated, numberingOf, timbradoInForce } from './checks/timbrado';
import { totalsAddUp } from './checks/totals';
import { type ResultMessage, result } from './codes';
import type { SimulatorHooks } from './hooks';
import { validateAgainst } from './schema';
import type { DocumentOutcome } from './store';
import { parseXml, path, text } from './xml';

export interface ProcessContext extends CheckContext {
  readonly hooks: SimulatorHooks;
}

/** After the schema, the signature and its certificate: the rules in the order SIMULATOR.md gives. */
const CHECKS: readonly DocumentCheck[] = [
  cdcCheckDigit,
  cdcMatchesFields,
  rucCheckDigits,
  taxpayersKnown,
  timbradoInForce,
  notDuplicated,
  datesInRange,
  totalsAddUp,
  qrMatches,
];

/**
 * Runs each rDE (serialized, one XML document each) through the checks and stores the approved
 * ones, in order: a later DE of the same lote sees an earlier one as a duplicate. `validated` holds
 * the schema errors when the caller already ran the schema.
 */
export async function processDocuments(
  rdes: string[],
  ctx: ProcessContext,
  validated?: (string | null)[],
): Promise<DocumentOutcome[]> {
  const schemaErrors = validated ?? (await validateAgainst('siRecepDE_v150.xsd', rdes));
  return rdes.map((xml, i) => processOne(xml, schemaErrors[i] ?? null, ctx));
}

function processOne(xml: string, schemaError: string | null, ctx: ProcessContext): DocumentOutcome {
  const rde = parseXml(xml);
  const de = path(rde, 'DE');
  const cdc = de?.getAttribute('Id') ?? '';
  const rejected = (message: ResultMessage): DocumentOutcome => ({
    cdc,
    state: 'Rechazado',
    results: [message],
  });
  if (schemaError || !de) return rejected(result('0100', schemaError ?? 'falta DE'));
  const signature = checkSignature(rde, de);
  if (!signature.ok) return rejected(signature.error);
  if (certificateRuc(signature.certificate) !== text(de, 'dRucEm')) return rejected(result('0142'));

  const forced = ctx.hooks.forcedResult(cdc);
  const doc = documentUnderCheck(rde, de, signature.digestValue);
  const observations: ResultMessage[] = [];
  if (forced) {
    const message = { code: forced.code, message: forced.message };
    if ((forced.state ?? 'Rechazado') === 'Rechazado') return rejected(message);
    observations.push(message);
  } else {
    for (const check of CHECKS) {
      const outcome = check(doc, ctx);
      if (outcome && 'reject' in outcome) return rejected(outcome.reject);
      if (outcome) observations.push(outcome.observe);
    }
  }
  const protocol = ctx.store.nextProtocol();
  const state = observations.length > 0 ? 'Aprobado con observación' : 'Aprobado';
  const results = [result('0260'), ...observations];
  ctx.store.approve({
    cdc,
    xml,
    numbering: numberingOf(doc.field),
    protocol,
    state,
    results,
    approvedAt: ctx.now,
    events: [],
    cancelled: false,
  });
  return { cdc, state, protocol, digestValue: signature.digestValue, results };
}
