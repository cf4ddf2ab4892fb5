/** This package's folder (for tests that read its files), and the shared test server (moved to @diva/test-utils/backend). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { PG_URL, startTestServer } from '@diva/test-utils/backend';

export const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
