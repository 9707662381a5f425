import '../test/setup';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCanInstall, useCanShowInstallBanner, useInlineInstallOffer } from './use-install-prompt';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe('the install offer: the banner or the page, never both', () => {
  it('hides the shell banner while a page shows its own install button', () => {
    const banner = renderHook(() => ({ banner: useCanShowInstallBanner(), can: useCanInstall() }));
    offerInstall();
    expect(banner.result.current).toEqual({ banner: true, can: true });
    const page = renderHook(({ active }) => useInlineInstallOffer(active), {
      initialProps: { active: true },
    });
    expect(banner.result.current).toEqual({ banner: false, can: true });
    page.rerender({ active: false });
    expect(banner.result.current.banner).toBe(true);
    page.rerender({ active: true });
    page.unmount();
    expect(banner.result.current.banner).toBe(true);
  });
});
