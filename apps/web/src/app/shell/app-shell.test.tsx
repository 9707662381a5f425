import '../../test/setup';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AppShell } from './app-shell';

// The footer arrives when the test says so, as a part of the page React hydrates after the rest.
const footer = vi.hoisted(() => {
  let arrive = () => {};
  const state = { arrived: false, promise: new Promise<void>((resolve) => (arrive = resolve)) };
  return {
    state,
    arrive: () => {
      state.arrived = true;
      arrive();
    },
  };
});
vi.mock('./footer', () => ({
  Footer: () => {
    if (!footer.state.arrived) throw footer.state.promise;
    return <footer>footer</footer>;
  },
}));
vi.mock('./navbar', () => ({ Navbar: () => <nav>navbar</nav> }));

describe('the application says it is ready', () => {
  it('once header, page and footer are all there, not when the page alone is', async () => {
    delete document.documentElement.dataset.app;
    const told = vi.fn();
    document.addEventListener('app:ready', told);
    const view = renderWithApp(<AppShell />);
    await view.findByText('navbar');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.documentElement.dataset.app).toBeUndefined();
    expect(told).not.toHaveBeenCalled();

    await act(async () => footer.arrive());
    await view.findByText('footer');
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener('app:ready', told);
  });
});
