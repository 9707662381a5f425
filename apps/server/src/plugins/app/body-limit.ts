import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';

/**
 * How much of a body past its route's limit is read (and thrown away) to answer 413 on a
 * connection the client can still read: a refusal sent while the client is still sending, followed
 * by the server closing the socket, reaches it as a reset (a browser's "network error") instead of
 * "file too large". Past this the connection is closed.
 */
export const OVERSIZED_DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The refusal of a body over its route's limit: on an upload route (the upload limit) the encoded
 * file is over its limit (`upload.tooLargeEncoded`, DimensioniEccessiveBuffer, on the file's
 * field, as the web app names such a refusal), elsewhere `request.tooLarge`.
 */
function tooLarge(request: FastifyRequest): AppError {
  return request.routeOptions.bodyLimit === UPLOAD_BODY_MAX_BYTES
    ? new AppError(413, 'upload.tooLargeEncoded', 'The encoded file is too large', {
        contentBase64: 'upload.tooLargeEncoded',
      })
    : new AppError(413, 'request.tooLarge', 'Request body too large');
}

/** Reads a body to its end, keeping nothing; false when it goes past `maxBytes` or fails. */
function drain(body: Readable, maxBytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    let received = 0;
    const finish = (isComplete: boolean) => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      if (!isComplete) body.pause();
      resolve(isComplete);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
    body.resume();
  });
}

/**
 * A body passed on up to `limit` bytes; past it the rest is read and thrown away, and the stream
 * ends with the refusal once the client has sent everything (or past the drain's maximum).
 */
class LimitedBody extends Transform {
  private received = 0;

  constructor(
    private readonly source: Readable & { receivedEncodedLength?: number },
    private readonly limit: number,
    private readonly refusal: () => AppError,
  ) {
    super();
  }

  /** What a decompressing stream before this one counted (Fastify checks it against content-length). */
  get receivedEncodedLength(): number | undefined {
    return this.source.receivedEncodedLength;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    if (this.received <= this.limit) return callback(null, chunk);
    if (this.received > this.limit + OVERSIZED_DRAIN_MAX_BYTES) return callback(this.refusal());
    callback();
  }

  override _flush(callback: TransformCallback) {
    callback(this.received > this.limit ? this.refusal() : null);
  }
}

function closeAfterAnswer(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/**
 * Every request body over its route's limit (BODY_LIMIT_BYTES, an upload route's, a survey's…)
 * is answered 413 with its code after the client has sent it, whatever its size (up to
 * OVERSIZED_DRAIN_MAX_BYTES more) and with its length declared or sent in chunks:
 * Fastify's own refusal is sent at once and the connection closed under the client, which
 * then sees a dropped connection.
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preParsing', async (request, reply, payload) => {
    const declared = request.headers['content-length'];
    if (declared === undefined && request.headers['transfer-encoding'] === undefined) return payload;
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1_048_576;
    const size = Number(declared);
    if (size > limit) {
      // Read to its end, then refused on a connection that stays usable.
      if (size > limit + OVERSIZED_DRAIN_MAX_BYTES || !(await drain(payload, size))) closeAfterAnswer(reply);
      throw tooLarge(request);
    }
    const limited = new LimitedBody(payload, limit, () => tooLarge(request));
    // A client that goes away mid-body ends the limited body with its error. (Not `pipeline`: it
    // would destroy the request, and with it the socket the refusal is answered on.)
    payload.on('error', (err) => limited.destroy(err));
    return payload.pipe(limited);
  });
});
