#!/usr/bin/env node
// Makes the demo e-learning lesson video, apps/web/public/elearning/lezione-demo.webm: a minute
// of VP8 (640x360, 5 frames a second) showing a clock of its own time, so a screenshot tells
// where playback is. It plays without the network, in the browser tests too. The frames are drawn
// and encoded by Chromium (WebCodecs); this script writes them into a WebM file with its duration
// and a cue per cluster (a keyframe every five seconds), so the browser can seek at once.
//   node scripts/make-lesson-video.mjs [output.webm]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.resolve(
  process.argv[2] ?? path.join(root, 'apps/web/public/elearning/lezione-demo.webm'),
);
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 5;
const SECONDS = 60;
const KEYFRAME_EVERY = 5 * FPS;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
// WebCodecs exists in secure contexts only: an https page answered here, never fetched.
await page.route('https://video.invalid/', (route) =>
  route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
);
await page.goto('https://video.invalid/');
const chunks = await page.evaluate(
  async ({ WIDTH, HEIGHT, FPS, SECONDS, KEYFRAME_EVERY }) => {
    const out = [];
    let failure = null;
    const encoder = new VideoEncoder({
      output: (chunk) => {
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        out.push({ key: chunk.type === 'key', ms: Math.round(chunk.timestamp / 1000), data: [...data] });
      },
      error: (e) => {
        failure = String(e);
      },
    });
    encoder.configure({
      codec: 'vp8',
      width: WIDTH,
      height: HEIGHT,
      bitrate: 16_000,
      bitrateMode: 'variable',
      latencyMode: 'quality',
      framerate: FPS,
    });
    const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
    const g = canvas.getContext('2d');
    const frames = SECONDS * FPS;
    for (let i = 0; i < frames; i += 1) {
      const t = i / FPS;
      const gradient = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
      gradient.addColorStop(0, '#8c1d2c');
      gradient.addColorStop(1, '#2b2118');
      g.fillStyle = gradient;
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.fillStyle = '#ffffff';
      g.textAlign = 'center';
      g.font = 'bold 28px sans-serif';
      g.fillText('ALMA eLearning', WIDTH / 2, 70);
      const whole = Math.floor(t);
      const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
      g.font = 'bold 120px sans-serif';
      g.fillText(clock, WIDTH / 2, 225);
      g.fillStyle = 'rgba(255,255,255,0.3)';
      g.fillRect(60, 290, WIDTH - 120, 14);
      g.fillStyle = '#f2c14e';
      g.fillRect(60, 290, ((WIDTH - 120) * t) / SECONDS, 14);
      const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1_000_000) / FPS) });
      encoder.encode(frame, { keyFrame: i % KEYFRAME_EVERY === 0 });
      frame.close();
      if (encoder.encodeQueueSize > 10) await new Promise((r) => setTimeout(r, 5));
    }
    await encoder.flush();
    if (failure) throw new Error(failure);
    return out;
  },
  { WIDTH, HEIGHT, FPS, SECONDS, KEYFRAME_EVERY },
);
await browser.close();

// ---- WebM (Matroska) writing: EBML elements are an id, a size (a variable-length integer) and data.
const bytes = (...parts) => Buffer.concat(parts.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));
function size(n) {
  for (let length = 1; length <= 8; length += 1) {
    if (n < 2 ** (7 * length) - 1) {
      const b = Buffer.alloc(length);
      let v = n;
      for (let i = length - 1; i >= 0; i -= 1) {
        b[i] = v % 256;
        v = Math.floor(v / 256);
      }
      b[0] |= 1 << (8 - length);
      return b;
    }
  }
  throw new Error('too large');
}
const el = (id, ...payload) => {
  const data = bytes(...payload);
  return bytes(Buffer.from(id, 'hex'), size(data.length), data);
};
/** An unsigned integer in `length` bytes (fixed, so sizes can be computed before positions). */
const uint = (n, length = 4) => {
  const b = Buffer.alloc(length);
  b.writeUIntBE(n, 0, length);
  return b;
};
const float64 = (n) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b;
};
const str = (s) => Buffer.from(s, 'ascii');

const header = el(
  '1A45DFA3',
  el('4286', uint(1, 1)),
  el('42F7', uint(1, 1)),
  el('42F2', uint(4, 1)),
  el('42F3', uint(8, 1)),
  el('4282', str('webm')),
  el('4287', uint(2, 1)),
  el('4285', uint(2, 1)),
);
const durationMs = SECONDS * 1000;
const info = el(
  '1549A966',
  el('2AD7B1', uint(1_000_000, 4)),
  el('4489', float64(durationMs)),
  el('4D80', str('school-portal')),
  el('5741', str('school-portal')),
);
const tracks = el(
  '1654AE6B',
  el(
    'AE',
    el('D7', uint(1, 1)),
    el('73C5', uint(1, 1)),
    el('83', uint(1, 1)),
    el('86', str('V_VP8')),
    el('E0', el('B0', uint(WIDTH, 2)), el('BA', uint(HEIGHT, 2))),
  ),
);

// A cluster starts at each keyframe.
const clusters = [];
for (const chunk of chunks) {
  if (chunk.key || clusters.length === 0) clusters.push({ ms: chunk.ms, blocks: [] });
  const cluster = clusters[clusters.length - 1];
  const relative = Buffer.alloc(2);
  relative.writeInt16BE(chunk.ms - cluster.ms);
  cluster.blocks.push(
    el('A3', bytes([0x81]), relative, bytes([chunk.key ? 0x80 : 0x00]), Buffer.from(chunk.data)),
  );
}
const clusterBuffers = clusters.map((c) => el('1F43B675', el('E7', uint(c.ms, 4)), ...c.blocks));

// Cues before the clusters: their size is fixed (4-byte numbers), so the clusters' positions are known.
const cuesOf = (positions) =>
  el(
    '1C53BB6B',
    ...clusters.map((c, i) =>
      el('BB', el('B3', uint(c.ms, 4)), el('B7', el('F7', uint(1, 1)), el('F1', uint(positions[i] ?? 0, 4)))),
    ),
  );
const cuesSize = cuesOf([]).length;
const positions = [];
let offset = info.length + tracks.length + cuesSize;
for (const buffer of clusterBuffers) {
  positions.push(offset);
  offset += buffer.length;
}
const segment = el('18538067', info, tracks, cuesOf(positions), ...clusterBuffers);
writeFileSync(output, bytes(header, segment));
console.log(
  `${output}: ${chunks.length} frames, ${clusters.length} clusters, ${bytes(header, segment).length} bytes`,
);
