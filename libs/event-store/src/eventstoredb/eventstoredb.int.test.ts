import { describe } from 'vitest';
import { describeEventStoreContract } from '../event-store.contract';
import { describeMultiStreamAppendContract } from '../multi-stream-append.contract';
import { describeSubscriptionContract } from '../subscription.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

// No EventStoreDB/KurrentDB server is reachable in every environment: set EVENTSTORE_URL
// (e.g. esdb://127.0.0.1:2113?tls=false) to run the contract against one. Streams are unique per
// run, so a shared server is fine.
const url = process.env.EVENTSTORE_URL;

describe.runIf(url)('EventStoreDB adapter', () => {
  const fixture = async () => {
    const store = new EventStoreDbEventStore(url!, { pollIntervalMs: 200 });
    return { store, dispose: () => store.close() };
  };
  describeEventStoreContract('eventstoredb', fixture);
  // KurrentDB 25.1+ only: older servers answer MultiStreamAppendUnsupportedError.
  describeMultiStreamAppendContract('kurrentdb', fixture);
  describeSubscriptionContract('eventstoredb', fixture);
});
