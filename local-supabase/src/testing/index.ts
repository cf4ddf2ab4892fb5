// What tests and benches of other packages use beside the server itself: disposable servers and databases.
export { startDisposableServer, type DisposableServerOptions } from './disposable-server.ts';
export { findPostgresBin, startCluster, availablePostgres, type Cluster } from './postgres-cluster.ts';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
export { untilStatementRuns, untilWaitingOnLock } from './db-activity.ts';
