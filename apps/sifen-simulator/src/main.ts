import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { checkRuc } from '@lavadero/fiscal/ruc';
import { SAMPLE_COMPANY_RUC, splitRuc } from './fixtures';
import { startSifenSimulator } from './start-sifen-simulator';

/**
 * `npm run sifen:simulator [-- --ruc 80123456-5]`: the simulator on a fixed port, its certificates
 * kept in .sifen-simulator/ (so a configured .p12 and CA stay valid across restarts), and the DNIT
 * settings to paste into /configuracion printed in Spanish.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({ options: { ruc: { type: 'string' } } });
const [base, dv] = splitRuc(values.ruc ?? SAMPLE_COMPANY_RUC);
const ruc = `${base}-${dv}`;
const check = checkRuc(ruc);
if (!check.valid) {
  console.error(`RUC inválido (${ruc}): ${check.reason}`);
  process.exit(1);
}
const folder = join(repoRoot, '.sifen-simulator');
const password = process.env.SIFEN_SIMULATOR_P12_PASSWORD ?? 'simulador';
const sim = await startSifenSimulator({
  port: Number(process.env.SIFEN_SIMULATOR_PORT ?? 8443),
  controlPort: Number(process.env.SIFEN_SIMULATOR_CONTROL_PORT ?? 8444),
  companyRuc: ruc,
  certificates: folder,
  clientPassword: password,
});
const p12Path = join(folder, `empresa-${base}.p12`);
copyFileSync(sim.client.p12Path, p12Path);
const timbrado = sim.fixtures.timbrados[0];
const csc = sim.fixtures.csc[base];
const puntos = Object.entries(timbrado?.establecimientos ?? {})
  .map(([est, pts]) => `${est}: ${pts.join(', ')}`)
  .join('; ');

console.log(`Simulador SIFEN escuchando en ${sim.url} (TLS mutuo)
Ganchos de prueba (HTTP, solo 127.0.0.1): ${sim.controlUrl}  (POST /force, /delay, /drop, /fail, /reset; GET /documents)

Datos para /configuracion (DNIT):
  URL del servicio SIFEN:    ${sim.url}
  Certificado (.p12):        ${p12Path}
  Contraseña del .p12:       ${password}
  RUC de la empresa:         ${ruc}
  CSC:                       id ${csc?.id}, secreto ${csc?.secret}
  Timbrado electrónico:      ${timbrado?.numero}, vigente desde ${formatDayEs(timbrado?.fechaInicio ?? '')}
  Establecimientos/puntos:   ${puntos}

La aplicación debe confiar en la CA del simulador; antes de iniciarla exporte:
  SIFEN_CA_FILE=${sim.caPath}

Ctrl+C detiene el simulador (lo recibido se pierde al salir).`);

const stop = () => {
  sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
