import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { shopKeys } from '../api/shop-keys';

/** The query parameter that shows the cart over the shop list or the product sheet. */
export const CART_PARAM = 'carrello';

/**
 * The cart view is addressable (`?carrello=1`): opening it adds a history entry, so the browser's
 * back closes it ("from cart to detail or list"), and closing it reads the page behind it again
 * ("reloading"): the quantities and availability the cart may have changed.
 */
export function useCartView() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOpen = params.get(CART_PARAM) === '1';
  const openedHere = (location.state as { cartOpened?: boolean } | null)?.cartOpened === true;

  const open = useCallback(() => {
    const next = new URLSearchParams(location.search);
    next.set(CART_PARAM, '1');
    // The page's own state (the list to go back to) stays with the entry.
    const state = { ...((location.state as object | null) ?? {}), cartOpened: true };
    navigate({ pathname: location.pathname, search: `?${next}` }, { state });
  }, [location.pathname, location.search, location.state, navigate]);

  const close = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: shopKeys.products });
    if (openedHere) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(location.search);
    next.delete(CART_PARAM);
    const search = next.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [openedHere, location.pathname, location.search, navigate, queryClient]);

  return { isOpen, open, close };
}
