import { dnitModule } from './dnit/dnit-module';
import { usageModule } from './usage/usage-module';
import type { WorkerModule } from './worker-module';

/** Every area of the worker. A new one (SIFEN submission, timbrado expiry, ...) adds itself here. */
export const workerModules: readonly WorkerModule[] = [usageModule, dnitModule()];
