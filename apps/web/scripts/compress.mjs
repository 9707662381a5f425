#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of dist/ larger than
// 1 KB, once at build time with the strongest settings; the server picks the copy the browser
// accepts (Accept-Encoding) and answers with Content-Encoding and Vary.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && (await stat(full)).size >= MIN_BYTES) yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for await (const file of files(dist)) {
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  br += brotli.length;
  count++;
}
console.log(`compressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
