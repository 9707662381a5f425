import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchAll, settledQueries, waitingQueries } from './render-data';

/** A query as a render leaves it in the cache: built, not fetched. */
function rendered(client: QueryClient, key: string, queryFn: () => Promise<unknown>, enabled = true) {
  return client.getQueryCache().build(client, { queryKey: [key], queryFn, enabled });
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the server render's data", () => {
  it('fetches what the render asked for, not a disabled query, within the budget', async () => {
    const client = new QueryClient();
    rendered(client, 'list', async () => ['a']);
    rendered(client, 'later', async () => 'no', false);
    expect(waitingQueries(client).map((q) => q.queryKey)).toEqual([['list']]);
    await fetchAll(client, waitingQueries(client), Date.now() + 1000);
    expect(client.getQueryData(['list'])).toEqual(['a']);
    expect(waitingQueries(client)).toEqual([]);
  });

  it('cancels a fetch still under way when the budget runs out: its late answer never lands', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    const slow = rendered(client, 'slow', () => new Promise<string>((resolve) => (answer = resolve)));
    const quick = rendered(client, 'quick', async () => 'ok');
    await fetchAll(client, [slow, quick], Date.now() + 30);
    expect(quick.state.data).toBe('ok');
    // The page renders now; the late answer arrives during the render.
    answer('late');
    await tick(20);
    expect(client.getQueryData(['slow'])).toBeUndefined();
    expect(slow.state.status).toBe('pending');
    expect(slow.state.fetchStatus).toBe('idle');
    expect(settledQueries(client)).toEqual(new Set([quick.queryHash]));
  });
});
