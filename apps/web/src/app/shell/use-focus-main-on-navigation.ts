import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation to another page, focus moves to the main content (not on first load),
 * so that a keyboard or screen-reader user starts reading the new page. A person already at work in
 * the main content (a field focused, a refusal shown under it) keeps their place: a navigation that
 * only corrects the address (the application replacing the step in the URL) never takes the focus
 * from them.
 */
export function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = main.current;
    const active = document.activeElement;
    if (element && active && active !== element && element.contains(active)) return;
    element?.focus({ preventScroll: true });
  }, [pathname, main]);
}
