import { type Query, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answersOf, fetchAll, keepAnswers, renderCopy, waitingQueries } from './render-data';

/** A query as a render leaves it in the cache: built with the page hook's options, not fetched. */
function rendered(client: QueryClient, key: string, queryFn: () => Promise<unknown>, enabled = true): Query {
  return client.getQueryCache().build(client, { queryKey: [key], queryFn, enabled } as never) as Query;
}

const keysOf = (client: QueryClient) => answersOf(client).queries.map((q) => q.queryKey);
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the server render's data", () => {
  it('fetches into the client what a render asked for, not a disabled query, within the budget', async () => {
    const client = new QueryClient();
    const copy = renderCopy(client);
    rendered(copy, 'list', async () => ['a']);
    rendered(copy, 'later', async () => 'no', false);
    expect(waitingQueries(copy).map((q) => q.queryKey)).toEqual([['list']]);
    await fetchAll(client, waitingQueries(copy), Date.now() + 1000);
    expect(client.getQueryData(['list'])).toEqual(['a']);
    // The next render reads them.
    expect(renderCopy(client).getQueryData(['list'])).toEqual(['a']);
  });

  it('renders from a copy: an answer arriving during the render is neither shown nor sent', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    const slow = rendered(client, 'slow', () => new Promise<string>((resolve) => (answer = resolve)));
    const quick = rendered(client, 'quick', async () => 'ok');
    await fetchAll(client, [slow, quick], Date.now() + 30);
    expect(client.getQueryData(['quick'])).toBe('ok');
    // The budget ran out: the last render starts, then the late answer arrives.
    const copy = renderCopy(client);
    answer('late');
    await tick(10);
    expect(client.getQueryData(['slow'])).toBe('late');
    expect(copy.getQueryData(['slow'])).toBeUndefined();
    expect(keysOf(copy)).toEqual([['quick']]);
  });

  it('keeps in the client what a render answered itself, an error too', async () => {
    const client = new QueryClient();
    const copy = renderCopy(client);
    await copy.prefetchQuery({ queryKey: ['suspended'], queryFn: async () => 'read during the render' });
    await copy.prefetchQuery({
      queryKey: ['refused'],
      queryFn: async () => {
        throw new Error('403');
      },
      retry: false,
    });
    keepAnswers(client, copy);
    expect(client.getQueryData(['suspended'])).toBe('read during the render');
    expect(client.getQueryState(['refused'])?.status).toBe('error');
  });
});
