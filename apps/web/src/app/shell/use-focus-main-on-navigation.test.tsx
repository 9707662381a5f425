import '../../test/setup';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

let go: (path: string) => void = () => undefined;

/** A shell: the main content, with a field of the page, focused by the hook after a navigation. */
function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  const navigate = useNavigate();
  go = (path) => void navigate(path, { replace: true });
  return (
    <main tabIndex={-1} ref={main} data-testid="main">
      <input aria-label="username" />
      <button type="button">elsewhere</button>
    </main>
  );
}

function mount() {
  const router = createMemoryRouter(
    // One route, as the application's steps are: the page stays, its address changes.
    [{ path: '/:page', element: <Shell /> }],
    { initialEntries: ['/a'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the focus after a navigation', () => {
  it('moves to the main content when nothing in it has the focus', async () => {
    const view = mount();
    expect(document.activeElement).toBe(document.body);
    await act(async () => go('/b'));
    expect(document.activeElement).toBe(view.getByTestId('main'));
  });

  it('stays on the field a person is at work in, when the navigation only corrects the address', async () => {
    const view = mount();
    const field = view.getByLabelText('username');
    field.focus();
    await act(async () => go('/b'));
    expect(document.activeElement).toBe(field);
  });

  it('is not moved on the first page', () => {
    mount();
    expect(document.activeElement).toBe(document.body);
  });
});
