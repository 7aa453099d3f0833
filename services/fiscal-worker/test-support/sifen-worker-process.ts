// A fiscal worker with only the SIFEN module, in its own process, for tests that kill it
// mid-work (spawned by SifenWorld.spawnWorker; configured through the environment).
import { readFileSync } from 'node:fs';
import { createDatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import { BullMqJobQueue } from '@lavadero/jobs/bullmq-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { createSecretBox } from '@lavadero/platform/secret-box';
import { createReadModelDb } from '@lavadero/read-models/database';
import { sifenModule } from '../src/sifen/sifen-module';
import { startFiscalWorker } from '../src/worker';
import { FAST, REDIS_URL } from './sifen-world';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const pool = await createDatabasePool({ kind: 'postgres', connectionString: env('SIFEN_TEST_DATABASE_URL') });
const store = await createEventStore({ kind: 'postgres', pool: pool.pool });
const box = createSecretBox(Buffer.from(env('SIFEN_TEST_SECRETS_KEY'), 'hex'));
await startFiscalWorker({
  store,
  readDb: createReadModelDb(pool.pool),
  queue: new BullMqJobQueue({
    redisUrl: REDIS_URL,
    prefix: env('SIFEN_TEST_PREFIX'),
    retry: { attempts: 3, backoffMs: 100 },
  }),
  logger: silentLogger,
  modules: [sifenModule({ secrets: async () => box, ca: readFileSync(env('SIFEN_TEST_CA_FILE')), ...FAST })],
});
process.stdout.write('ready\n');
