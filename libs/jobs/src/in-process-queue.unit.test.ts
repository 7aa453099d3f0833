import { InProcessJobQueue } from './in-process-queue';
import { jobQueueContract } from './job-queue.contract';

jobQueueContract('in-process queue', async (retry) => new InProcessJobQueue({ retry }));
