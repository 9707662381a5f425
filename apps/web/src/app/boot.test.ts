import { beforeAll, describe, expect, it } from 'vitest';
import bootSource from '../../public/boot.js?raw';

// /boot.js runs in the page before the application: it keeps what a person types and sends
// before the application is ready, and gives it to the application on `app:ready`.

/** An input's own `value` property, as the browser defines it. */
const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

/**
 * A field, and the framework that hydrates it as a controlled field: from then on, its own `value`
 * setter records the value last seen, and an `input` event is reported only when the value differs
 * from it. Hydration records the text the field shows at that moment as seen.
 */
function controlledField(name: string) {
  const field = document.createElement('input');
  field.name = name;
  const reported: string[] = [];
  const hydrate = () => {
    let seen = field.value;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get() {
        return nativeValue?.get?.call(this);
      },
      set(value: string) {
        seen = value;
        nativeValue?.set?.call(this, value);
      },
    });
    field.addEventListener('input', () => {
      if (field.value === seen) return;
      seen = field.value;
      reported.push(field.value);
    });
  };
  return { field, reported, hydrate };
}

/** What a person does before the application is ready: the browser sets the text, then says so. */
function type(field: HTMLInputElement, text: string): void {
  nativeValue?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('boot.js: what is done before the application is ready', () => {
  const username = controlledField('username');
  const password = controlledField('password');
  const form = document.createElement('form');
  const submit = document.createElement('button');
  submit.type = 'submit';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  const sent: Array<HTMLElement | null | undefined> = [];
  // What the application's own listeners (React's, on its root) are told of, and when.
  const told: string[] = [];
  let isReady = false;

  beforeAll(async () => {
    form.append(username.field, password.field, toggle, submit);
    document.body.append(form);
    for (const kind of ['submit', 'click'])
      form.addEventListener(kind, (event) => {
        const target = event.target as HTMLElement;
        if (target === toggle || kind === 'submit') told.push(`${kind}${isReady ? ' when ready' : ''}`);
      });
    new Function(bootSource)();
    type(username.field, 'candidato@example.org');
    type(password.field, 'secret');
    toggle.click();
    form.requestSubmit = (submitter?: HTMLElement | null) => {
      sent.push(submitter);
    };
    submit.click();
    // Hydration puts the password back to what the server rendered (empty); the username keeps
    // the text typed, which its framework records as seen without having read it.
    nativeValue?.set?.call(password.field, '');
    username.hydrate();
    password.hydrate();
    isReady = true;
    document.dispatchEvent(new Event('app:ready'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('gives the application every field typed into, also one that still shows the text', () => {
    expect(username.reported).toEqual(['candidato@example.org']);
    expect(password.reported).toEqual(['secret']);
    expect(username.field.value).toBe('candidato@example.org');
    expect(password.field.value).toBe('secret');
  });

  it('sends the form held before, once, after the fields are told', () => {
    expect(sent).toEqual([submit]);
  });

  it('tells the application of the button pressed and the form sent once, when it is ready, never before', () => {
    expect(told).toEqual(['click when ready']);
  });
});
