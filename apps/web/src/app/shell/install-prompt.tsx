import { lazy, Suspense, useState } from 'react';
import { promptInstall, useCanShowInstallBanner } from '../../hooks/use-install-prompt';

const InstallBanner = lazy(() =>
  import('./install-banner').then((module) => ({ default: module.InstallBanner })),
);

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
  const canInstall = useCanShowInstallBanner();
  const [isDismissed, setDismissed] = useState(wasDismissed);

  if (!canInstall || isDismissed) return null;

  const handleInstall = async () => {
    await promptInstall();
  };
  const handleDismiss = () => {
    try {
      globalThis.localStorage?.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered: the banner comes back next time.
    }
    setDismissed(true);
  };

  return (
    <Suspense fallback={null}>
      <InstallBanner onInstall={handleInstall} onDismiss={handleDismiss} />
    </Suspense>
  );
}
