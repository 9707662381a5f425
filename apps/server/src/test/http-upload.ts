import { once } from 'node:events';
import http from 'node:http';

/** What a client that sent a whole body over a real connection got back (or the socket's error). */
export interface SentOverHttp {
  status: number | null;
  body: string;
  /** A reset, a broken pipe…: what a browser shows as a network error instead of the answer. */
  error: string | null;
}

/**
 * POSTs `body` to a listening server over a new connection, as a browser uploads: in pieces, with
 * its length declared or in chunks, reading the answer whenever it comes. It resolves once the
 * whole body was written and the whole answer read, or at the first error of the connection.
 */
export function postOverHttp(
  url: string,
  body: Buffer,
  options: { headers?: Record<string, string>; chunked?: boolean } = {},
): Promise<SentOverHttp> {
  return new Promise((resolve) => {
    let status: number | null = null;
    const answer: Buffer[] = [];
    let isSent = false;
    let isAnswered = false;
    let isDone = false;
    const finish = (error: string | null) => {
      if (isDone) return;
      if (error === null && !(isSent && isAnswered)) return;
      isDone = true;
      resolve({ status, body: Buffer.concat(answer).toString('utf8'), error });
    };
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
      },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.on('data', (chunk: Buffer) => answer.push(chunk));
      res.on('end', () => {
        isAnswered = true;
        finish(null);
      });
      res.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? err.message));
    });
    req.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? err.message));
    void (async () => {
      const piece = 256 * 1024;
      for (let offset = 0; offset < body.length && !isDone; offset += piece) {
        if (!req.write(body.subarray(offset, offset + piece))) await once(req, 'drain');
      }
      req.end(() => {
        isSent = true;
        finish(null);
      });
    })().catch((err: NodeJS.ErrnoException) => finish(err.code ?? err.message));
  });
}
