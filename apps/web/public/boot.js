// Starts the web app once the page the server rendered has been painted. Its scripts (named by
// <meta name="app-start"> and <meta name="app-preload">) are fetched after the first frame, so
// that neither their download nor their evaluation delays the first paint (on a phone, they would
// share the connection with the page's styles). The entry's chunks are then evaluated one by one,
// dependencies first, each in a task of its own: the page stays responsive between them.
const content = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
const scripts = (name) =>
  content(name)
    .split(' ')
    .filter((src) => src.startsWith('/assets/'));
const start = scripts('app-start');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot() {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  for (const href of [...start, ...scripts('app-preload')]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const src of start) {
    await import(src);
    await nextTask();
  }
}

if (start.length > 0) void boot();
