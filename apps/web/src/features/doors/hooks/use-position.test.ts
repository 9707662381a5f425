import '../../../test/setup';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePosition } from './use-position';

type Success = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (error: { code: number }) => void;

/** A Geolocation API whose readings the test sends. */
function fakeGeolocation() {
  const watches = new Map<number, { success: Success; failure: Failure; options: PositionOptions }>();
  let next = 1;
  const api = {
    watchPosition: vi.fn((success: Success, failure: Failure, options: PositionOptions) => {
      const id = next++;
      watches.set(id, { success, failure, options });
      return id;
    }),
    clearWatch: vi.fn((id: number) => void watches.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  return {
    api,
    watches,
    read(latitude: number, longitude: number, accuracy = 5) {
      for (const w of watches.values()) w.success({ coords: { latitude, longitude, accuracy } });
    },
    fail(code: number) {
      for (const w of watches.values()) w.failure({ code });
    },
  };
}

let geo: ReturnType<typeof fakeGeolocation>;
beforeEach(() => {
  vi.useFakeTimers();
  geo = fakeGeolocation();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geo.api });
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => undefined });
});

describe('usePosition — "location polled about each second; timeout 20 s, high accuracy"', () => {
  it('watches with high accuracy, a 20 s timeout and no cached fix, and clears the watch on unmount', () => {
    const { unmount } = renderHook(() => usePosition());
    expect(geo.api.watchPosition).toHaveBeenCalledTimes(1);
    expect(geo.api.watchPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 20_000,
      maximumAge: 0,
    });
    expect(geo.watches.size).toBe(1);
    unmount();
    expect(geo.api.clearWatch).toHaveBeenCalledWith(1);
    expect(geo.watches.size).toBe(0);
  });

  it('shows the first reading at once and then at most one a second (the latest)', () => {
    const { result } = renderHook(() => usePosition());
    expect(result.current).toEqual({ status: 'locating' });
    act(() => geo.read(44.9, 10.3));
    expect(result.current).toEqual({
      status: 'located',
      reading: { latitude: 44.9, longitude: 10.3, accuracy: 5 },
    });
    act(() => {
      geo.read(44.91, 10.3);
      geo.read(44.92, 10.3);
    });
    expect(result.current).toMatchObject({ reading: { latitude: 44.9 } });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ reading: { latitude: 44.92 } });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('reports error %d as %s', (code, reason) => {
    const { result } = renderHook(() => usePosition());
    act(() => geo.fail(code));
    expect(result.current).toEqual({ status: 'failed', reason });
  });

  it('says so when the browser has no Geolocation API', () => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => undefined });
    const { result } = renderHook(() => usePosition());
    expect(result.current).toEqual({ status: 'unsupported' });
  });
});
