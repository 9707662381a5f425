// Starts the web app once the page the server rendered has been painted. Its scripts (named by
// <meta name="app-entry"> and <meta name="app-preload">) are fetched after the first frame, so
// that neither their download nor their evaluation delays the first paint: on a phone, they would
// share the connection with the page's styles.
const entry = document.querySelector('meta[name="app-entry"]')?.getAttribute('content');
const preload = document.querySelector('meta[name="app-preload"]')?.getAttribute('content') ?? '';
if (entry?.startsWith('/assets/')) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of preload.split(' ')) {
        if (!href.startsWith('/assets/')) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }),
  );
}
