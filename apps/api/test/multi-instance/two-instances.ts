import type { TestApp } from '../test-app';
import { type ApiInstance, startApiInstance } from './api-instance';
import { createScratchStore, type ScratchStore } from './scratch-store';

/** Two api instances on one PostgreSQL database, as behind a load balancer (see docs/architecture.md). */
export interface TwoInstances {
  store: ScratchStore;
  instances: [ApiInstance, ApiInstance];
  /**
   * The store seen through the api test kits: they arrange and read state through `database` (the tests'
   * own pool) and sign tokens with the first instance's token service, which every instance shares.
   */
  kit: TestApp;
  close(): Promise<void>;
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const store = await createScratchStore();
  const instances: [ApiInstance, ApiInstance] = [
    await startApiInstance(store),
    await startApiInstance(store),
  ];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await store.close();
  };
  return {
    store,
    instances,
    kit: { app: instances[0].app, database: store.database, uploadsDir: store.dataDir, close },
    close,
  };
}
