import { auditModule } from './audit/audit-module';
import { replayAuditModule } from './audit/replay-module';
import { dnitModule } from './dnit/dnit-module';
import { environmentSecrets, environmentSifenCa } from './environment';
import { sifenModule } from './sifen/sifen-module';
import { usageModule } from './usage/usage-module';
import type { WorkerModule } from './worker-module';

/** Every area of the worker. A new one (timbrado expiry, ...) adds itself here. */
export const workerModules = (): readonly WorkerModule[] => [
  usageModule,
  replayAuditModule,
  auditModule,
  dnitModule(),
  sifenModule({ secrets: environmentSecrets, ca: environmentSifenCa() }),
];
