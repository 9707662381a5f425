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

// Until the application has hydrated the page, what a person does on it is kept and given to the
// application once it is ready (it says so with the `app:ready` event, main.tsx): the fields typed
// into (hydration puts back the values the server rendered), the files chosen, the last button
// pressed, and a form sent, which natively would leave the page with its fields in the address.
let ready = false;
const typed = new Map();
let held = null;
let pressed = null;
const isField = (target) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;
const remember = (event) => {
  if (!ready && isField(event.target))
    typed.set(event.target, { value: event.target.value, checked: event.target.checked });
};
// A button pressed and a form sent go no further until the application is ready (their handlers
// would otherwise run twice where React has already hydrated them: now, on fields it may not have
// read yet, and once more when they are pressed or sent again for it).
document.addEventListener('input', remember, true);
document.addEventListener('change', remember, true);
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (ready || !button || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
    pressed = button;
    event.stopPropagation();
  },
  true,
);
document.addEventListener(
  'submit',
  (event) => {
    if (ready) return;
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target, submitter: event.submitter };
  },
  true,
);

/** The person's typing, given again to the hydrated fields as input events (their onChange runs). */
function retype() {
  for (const [field, { value, checked }] of typed) {
    if (!field.isConnected) continue;
    if (field.type === 'file') {
      // The files stay chosen in the element: its change is told again.
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== checked) field.click();
      continue;
    }
    // Told even when the field already shows the text: hydration may have kept what was typed
    // without the application having read it (a field typed into just before its part hydrated),
    // and a field whose value a framework watches reports only a change from what it last saw. So
    // the value goes through the field's own setter first (what a framework watches sees another
    // value), then the typed text is put back underneath it and announced.
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  typed.clear();
}

document.addEventListener(
  'app:ready',
  () => {
    ready = true;
    retype();
    if (pressed?.isConnected) pressed.click();
    pressed = null;
    const sending = held;
    held = null;
    if (sending?.form.isConnected)
      setTimeout(() =>
        sending.form.requestSubmit(sending.submitter?.isConnected ? sending.submitter : undefined),
      );
  },
  { once: true },
);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot() {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  // A page may need some seventy chunks: their preloads are asked for a few at a time, each
  // batch in a task of its own (on a slow phone each one costs the main thread a few ms).
  const preloads = [...start, ...scripts('app-preload')];
  for (let i = 0; i < preloads.length; i += 8) {
    for (const href of preloads.slice(i, i + 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
  for (const src of start) {
    await import(src);
    await nextTask();
  }
}

if (start.length > 0) void boot();
