import '../test/setup';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import {
  promptInstall,
  useCanInstall,
  useCanShowInstallBanner,
  useInlineInstallOffer,
} from './use-install-prompt';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome }),
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

afterEach(() => vi.unstubAllGlobals());

describe('the install prompt’s outcome is recorded in our own analytics', () => {
  it.each(['accepted', 'dismissed'] as const)('%s → POST /api/analytics/events', async (outcome) => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/analytics/events') posted.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      }),
    );
    renderHook(() => useCanInstall());
    offerInstall(outcome);
    expect(await promptInstall()).toBe(outcome);
    await vi.waitFor(() => expect(posted).toEqual([{ name: `installPrompt.${outcome}` }]));
    // The offer is used up: nothing more to record.
    expect(await promptInstall()).toBe('unavailable');
  });
});
