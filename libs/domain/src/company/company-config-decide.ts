import { companyIssuerProblem } from '../dnit/electronic-emission';
import type { OperationMode } from '../dnit/events';
import { dnitMessages } from '../dnit/messages';
import { assertNever, type Decider, type Message } from '../shared/decider';
import { ValidationError } from '../shared/errors';
import type { CompanyConfig, CompanyConfigEvent } from './events';
import { fieldChanges } from './field-changes';

export type CompanyConfigState = { readonly config: CompanyConfig | null };

/** `logoPath` undefined keeps the current logo; null removes it. */
export type SaveCompanyConfig = Message<
  'SaveCompanyConfig',
  {
    readonly config: Omit<CompanyConfig, 'logoPath'> & { readonly logoPath?: string | null };
    /** SIFEN's environment when the emission is electronic (the DNIT settings), else null. */
    readonly electronicEmission?: OperationMode | null;
    readonly userId: string | null;
    readonly now: string;
  }
>;
export type CompanyConfigCommand = SaveCompanyConfig;

const FIELDS = [
  'ruc',
  'razonSocial',
  'nombreFantasia',
  'timbradoNumero',
  'timbradoDesde',
  'timbradoHasta',
  'establecimiento',
  'puntoExpedicion',
  'direccion',
  'ciudad',
  'telefono',
  'email',
  'moneda',
  'logoPath',
] as const satisfies readonly (keyof CompanyConfig)[];
const SERIES_FIELDS: readonly string[] = ['timbradoNumero', 'establecimiento', 'puntoExpedicion'];

export function configOf(data: CompanyConfig): CompanyConfig {
  return Object.fromEntries(FIELDS.map((f) => [f, data[f]])) as unknown as CompanyConfig;
}

/** A save that changes nothing appends nothing. */
export function decideCompanyConfig(
  command: CompanyConfigCommand,
  state: CompanyConfigState,
): CompanyConfigEvent[] {
  switch (command.type) {
    case 'SaveCompanyConfig': {
      const { config, electronicEmission, userId, now } = command.data;
      const next: CompanyConfig = {
        ...config,
        logoPath: config.logoPath === undefined ? (state.config?.logoPath ?? null) : config.logoPath,
      };
      const changes = fieldChanges(state.config, next, FIELDS);
      if (changes.length === 0) return [];
      // The signed documents name the company as their issuer: data SIFEN refuses would leave every
      // later sale's document unsigned.
      const problem = electronicEmission ? companyIssuerProblem(next, electronicEmission) : null;
      if (problem)
        throw new ValidationError('COMPANY_NOT_READY', dnitMessages.companyStillElectronic(problem));
      const seriesChanged = state.config !== null && changes.some((c) => SERIES_FIELDS.includes(c.field));
      return [{ type: 'CompanyConfigSaved', data: { ...next, changes, seriesChanged, userId, at: now } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const companyConfigDecider: Decider<CompanyConfigState, CompanyConfigCommand, CompanyConfigEvent> = {
  initialState: () => ({ config: null }),
  evolve: (_state, event) => ({ config: configOf(event.data) }),
  decide: decideCompanyConfig,
};
