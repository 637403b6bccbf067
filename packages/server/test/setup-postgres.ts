// Setup of the PostgreSQL run of the server suite (vitest.config.ts): a missing database fails
// every file with a sentence saying so (never a skip), and each file's schemas go afterwards.
import { afterAll, beforeAll } from 'vitest';
import { dropTestSchemas, requireTestDatabase } from './store-under-test.ts';

beforeAll(requireTestDatabase);
afterAll(dropTestSchemas);
