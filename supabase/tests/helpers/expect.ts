// Moved to @diva/test-utils/backend; kept so tests importing this path keep working.
export { noRows, ok, refused } from '@diva/test-utils/backend';
