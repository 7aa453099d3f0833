import { checkRuc } from '../ruc';
import { SifenInputError } from './errors';

export interface RucParts {
  /** Without leading zeros, as SIFEN's tRuc wants it. */
  readonly base: string;
  readonly dv: number;
  /** Companies hold RUCs from 80 000 000 on; a person's RUC is their CI number. */
  readonly taxpayerType: 1 | 2;
}

/** 'NNNNNNNN-D' split and checked; `whose` names the party in the Spanish message. */
export function rucParts(ruc: string, whose: string): RucParts {
  const check = checkRuc(ruc);
  if (!check.valid) throw new SifenInputError('RUC_INVALID', `RUC ${whose} inválido: ${check.reason}`);
  const base = String(Number(check.base));
  return { base, dv: check.checkDigit, taxpayerType: Number(base) >= 80_000_000 ? 2 : 1 };
}
