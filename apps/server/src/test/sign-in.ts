import { expect } from 'vitest';
import { createUser, PASSWORD } from './fixtures.ts';
import { TestClient, type TestContext } from './test-app.ts';

/** A new user (see `createUser`) signed in with the password form; its client carries the session. */
export async function signIn(ctx: TestContext, values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, values);
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username: user.username, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return { user, client };
}
