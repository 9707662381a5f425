import { useEffect, useSyncExternalStore } from 'react';
import { recordEvent } from '../lib/record-event';

/** Chrome's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's offer to install the app (`beforeinstallprompt`), kept from the moment the page
 * loads: the shell's banner and the application's thank-you step both offer it ("an install-app
 * button when available"). Imported by the shell, so the event is never missed.
 */
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * Shows the browser's install dialog; the offer is used up either way. The outcome is recorded as
 * an analytics event in our own database ("The install prompt outcome (accepted or dismissed) is
 * logged as an analytics event"); a failure to record it changes nothing for the person.
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  deferred = null;
  emit();
  void recordEvent(outcome === 'accepted' ? 'installPrompt.accepted' : 'installPrompt.dismissed').catch(
    () => undefined,
  );
  return outcome;
}

/** Pages showing their own install button right now (step 7 of the application). */
let inlineOffers = 0;

/**
 * A page that shows its own install button, while `active`: the shell's floating banner waits
 * meanwhile, so the two never show at once.
 */
export function useInlineInstallOffer(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    inlineOffers += 1;
    emit();
    return () => {
      inlineOffers -= 1;
      emit();
    };
  }, [active]);
}

/** Whether the shell's install banner may show: the browser offers it and no page shows its own. */
export function useCanShowInstallBanner(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null && inlineOffers === 0,
    () => false,
  );
}

/** Whether the browser offers to install the app now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}
