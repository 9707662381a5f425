/**
 * Replaces the portal with a page of another site (the payment provider's checkout): the one
 * place the web app leaves itself, so that tests can watch it (`vi.mock` of this module).
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
