/**
 * The D1 databases of one workerd runtime (vitest.workers.config.ts binds them, worker.ts hands them
 * out): one per startWorker() call, as many as the calls of the runtime's files (about half of 102),
 * with room to spare. An unused binding costs nothing: its database is made when first written.
 */
export const TEST_DB_COUNT = 80;

export const testDbBinding = (i: number) => `TEST_DB_${i}`;
