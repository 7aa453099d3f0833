import { expect, type Page } from '@playwright/test';
import {
  type SifenSimulator,
  startSifenSimulator,
} from '../../apps/sifen-simulator/src/start-sifen-simulator';
import { companyForm, electronicCompanyForm } from '../../services/command-api/test-support/config-test-kit';

/**
 * The SIFEN simulator for this test file, on a free port, with the CA that playwright.config.ts
 * made before the servers started (their fiscal workers trust it through SIFEN_CA_FILE), issuing
 * the client certificate of the e2e company.
 */
export function startE2eSimulator(): Promise<SifenSimulator> {
  const certificates = process.env.E2E_SIFEN_DIR;
  if (!certificates) throw new Error('E2E_SIFEN_DIR is set by playwright.config.ts');
  return startSifenSimulator({ certificates, companyRuc: companyForm.ruc });
}

/** The DNIT settings that send to the simulator: its URL, its .p12, its CSC and electronic timbrado. */
function dnitSettings(sim: SifenSimulator, emision: 'electronica' | 'impresa') {
  const [ruc] = sim.client.ruc.split('-');
  const csc = sim.fixtures.csc[ruc ?? ''];
  const timbrado = sim.fixtures.timbrados[0];
  if (!csc || !timbrado) throw new Error('The simulator has no CSC or timbrado for the company');
  return {
    endpointUrl: sim.url,
    operationMode: 'testing',
    isActive: true,
    authToken: 'token-e2e',
    certificateData: sim.client.p12.toString('base64'),
    certificatePassword: sim.client.password,
    emision,
    timbradoElectronico: timbrado.numero,
    timbradoElectronicoDesde: timbrado.fechaInicio,
    cscId: csc.id,
    cscSecret: csc.secret,
  };
}

/**
 * The company (the RUC of the simulator's certificate) under electronic emission, through the API.
 * SIFEN needs the issuer's e-mail: without one the worker cannot build the document.
 */
export async function emitElectronically(page: Page, sim: SifenSimulator): Promise<void> {
  const company = await page.request.put('/api/company-config', {
    data: electronicCompanyForm,
  });
  expect(company.status(), await company.text()).toBe(200);
  const dnit = await page.request.put('/api/dnit-config', { data: dnitSettings(sim, 'electronica') });
  expect(dnit.status(), await dnit.text()).toBe(200);
}

/** Back to the printed timbrado and the usual company: the server is shared with the other e2e files. */
export async function emitPrinted(page: Page, sim: SifenSimulator): Promise<void> {
  const dnit = await page.request.put('/api/dnit-config', { data: dnitSettings(sim, 'impresa') });
  expect(dnit.status(), await dnit.text()).toBe(200);
  const company = await page.request.put('/api/company-config', { data: companyForm });
  expect(company.status(), await company.text()).toBe(200);
}
