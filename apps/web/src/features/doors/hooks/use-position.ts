import { GEOLOCATION_OPTIONS, GEOLOCATION_POLL_MS } from '@school/domain/doors/doors';
import { useEffect, useState } from 'react';

export interface Reading {
  latitude: number;
  longitude: number;
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: number;
}

/**
 * - `unsupported`: no Geolocation API ("Geolocation API is not supported in your browser.");
 * - `locating`: waiting for the first fix;
 * - `failed`: permission denied, no fix, or none within 20 s (the message asking to enable GPS);
 * - `located`: the latest reading.
 */
export type PositionState =
  | { status: 'unsupported' }
  | { status: 'locating' }
  | { status: 'failed'; reason: 'denied' | 'unavailable' | 'timeout' }
  | { status: 'located'; reading: Reading };

const REASONS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/**
 * The phone's position while the component is shown ("location polled about each second;
 * timeout 20 s, high accuracy"): one `watchPosition` with high accuracy, a 20-second timeout and
 * no cached fix, its readings shown at most once a second; the watch is cleared on unmount.
 */
export function usePosition(): PositionState {
  // Locating until the browser is asked, in the effect: the server, which has no Geolocation API,
  // renders the same first state as the browser.
  const [state, setState] = useState<PositionState>({ status: 'locating' });

  useEffect(() => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      setState({ status: 'unsupported' });
      return;
    }
    let latest: PositionState | null = null;
    let shownAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = undefined;
      if (latest) {
        shownAt = Date.now();
        setState(latest);
      }
    };
    const publish = (next: PositionState) => {
      latest = next;
      const wait = GEOLOCATION_POLL_MS - (Date.now() - shownAt);
      if (wait <= 0) show();
      else timer ??= setTimeout(show, wait);
    };
    const id = geolocation.watchPosition(
      (position) =>
        publish({
          status: 'located',
          reading: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: position.coords.accuracy,
          },
        }),
      (error) =>
        publish({ status: 'failed', reason: REASONS[error.code as keyof typeof REASONS] ?? 'unavailable' }),
      { ...GEOLOCATION_OPTIONS },
    );
    return () => {
      geolocation.clearWatch(id);
      if (timer) clearTimeout(timer);
    };
  }, []);

  return state;
}
