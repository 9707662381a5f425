/** One chunk of the build's manifest (`dist/.vite/manifest.json`, written by `vite build`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type AssetManifest = Record<string, ManifestChunk>;

/** The chunks `key` loads statically, itself included. */
function staticClosure(manifest: AssetManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The catalogue modules of a namespace in a language (Chinese falls back to English). */
function catalogueKeys(namespace: string, language: string): string[] {
  const languages = language === 'zh' ? ['zh', 'en'] : [language];
  return languages.map((lang) =>
    namespace === 'application'
      ? `src/i18n/${lang}/application/index.ts`
      : `src/i18n/${lang}/${namespace}.json`,
  );
}

/** The chunks index.html loads already (its scripts and styles, and what they import). */
function templateChunks(
  manifest: AssetManifest,
  template: string,
): { files: Set<string>; chunks: Set<string> } {
  const files = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] ?? ''));
  const chunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (files.has(chunk.file)) staticClosure(manifest, key, chunks);
  }
  return { files, chunks };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The `<head>` links of a page the server rendered, besides what index.html already has (the
 * entry's script and styles): the styles of the page's modules, so that it paints styled before
 * any script runs, and its scripts and catalogues preloaded, fetched side by side with the entry
 * so the browser hydrates it without a waterfall.
 */
export function pageAssets(
  manifest: AssetManifest,
  template: string,
  modules: readonly string[],
  namespaces: readonly string[],
  language: string,
): { styles: string[]; scripts: string[] } {
  const loaded = templateChunks(manifest, template);
  const chunks = new Set<string>();
  for (const module of modules) staticClosure(manifest, module, chunks);
  for (const namespace of namespaces)
    for (const key of catalogueKeys(namespace, language)) staticClosure(manifest, key, chunks);

  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (loaded.chunks.has(key) || !chunk) continue;
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!loaded.files.has(css)) styles.add(css);
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** The chunks a chunk imports statically, dependencies first, itself last. */
function evaluationOrder(manifest: AssetManifest, key: string, order: string[] = []): string[] {
  if (order.includes(key) || !manifest[key]) return order;
  for (const imported of manifest[key].imports ?? []) evaluationOrder(manifest, imported, order);
  order.push(key);
  return order;
}

/**
 * The head of a page the server rendered, from index.html's: the page's styles (it paints styled),
 * and, instead of the entry's module script, /boot.js, which fetches the application's scripts after
 * the first paint and evaluates the entry's chunks one by one (`app-start`, dependencies first),
 * each in a task of its own, the page's chunks (`app-preload`) fetched side by side.
 */
export function documentHead(
  manifest: AssetManifest,
  template: string,
  page: { styles: readonly string[]; scripts: readonly string[] },
): string {
  const styles = page.styles.map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`,
  );
  const entryFile = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/.exec(template)?.[1];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.file === entryFile);
  if (!entryFile || !entryKey) return styles.join('');
  const start = evaluationOrder(manifest, entryKey).map((key) => `/${manifest[key]?.file}`);
  const preload = page.scripts.map((file) => `/${file}`);
  return [
    ...styles,
    `<meta name="app-start" content="${escapeAttribute(start.join(' '))}">`,
    `<meta name="app-preload" content="${escapeAttribute(preload.join(' '))}">`,
    '<script type="module" src="/boot.js"></script>',
  ].join('');
}

/** index.html without its module script and preloads: /boot.js loads them (documentHead). */
export function withoutEntryScripts(template: string): string {
  return template
    .replace(/<script type="module" crossorigin src="\/[^"]+\.js"><\/script>\s*/, '')
    .replaceAll(/<link rel="modulepreload" crossorigin href="\/[^"]+\.js">\s*/g, '');
}
