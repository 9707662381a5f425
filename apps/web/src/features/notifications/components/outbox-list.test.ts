import { describe, expect, it } from 'vitest';
import { linksOf } from './outbox-list';

describe('linksOf', () => {
  it('finds every distinct link of a plain-text mail', () => {
    const text =
      'Apri https://portal.example/recovery?tkn=abc entro 60 minuti.\nhttps://portal.example/recovery?tkn=abc\n(http://x.example/y).';
    expect(linksOf(text, 'https://portal.example/outbox')).toEqual([
      'https://portal.example/recovery?tkn=abc',
      'http://x.example/y',
    ]);
  });

  it('moves loopback links of a local demo to the page origin', () => {
    expect(linksOf('http://localhost:3000/recovery?tkn=t', 'http://127.0.0.1:3000/outbox')).toEqual([
      'http://127.0.0.1:3000/recovery?tkn=t',
    ]);
    expect(linksOf('https://example.com/a', 'http://127.0.0.1:3000/outbox')).toEqual([
      'https://example.com/a',
    ]);
  });
});
