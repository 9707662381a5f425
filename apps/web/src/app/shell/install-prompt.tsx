import { lazy, Suspense, useEffect, useState } from 'react';

const InstallBanner = lazy(() =>
  import('./install-banner').then((module) => ({ default: module.InstallBanner })),
);

/** Chrome's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'alma.installDismissed';

function wasDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "An install-as-app banner is offered" when the browser allows installing the PWA. */
export function InstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (wasDismissed()) return;
    const handleBeforeInstall = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const handleInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', handleBeforeInstall);
    window.addEventListener('appinstalled', handleInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', handleBeforeInstall);
      window.removeEventListener('appinstalled', handleInstalled);
    };
  }, []);

  if (!event) return null;

  const handleInstall = async () => {
    await event.prompt();
    await event.userChoice;
    setEvent(null);
  };
  const handleDismiss = () => {
    try {
      globalThis.localStorage?.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered: the banner comes back next time.
    }
    setEvent(null);
  };

  return (
    <Suspense fallback={null}>
      <InstallBanner onInstall={handleInstall} onDismiss={handleDismiss} />
    </Suspense>
  );
}
