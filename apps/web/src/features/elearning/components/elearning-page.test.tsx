import '../../../test/setup';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { ElearningPage } from './elearning-page';

const ID = '6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f70';
type Saved = { positionSeconds: number; durationSeconds: number };
const lesson = (progress: Saved | null) => ({
  id: ID,
  title: 'Il soffritto',
  type: 'Lezione',
  videoUrl: '/elearning/lezione-demo.webm',
  progress: progress && { ...progress, updatedAt: '2026-11-25T10:00:00.000Z' },
});

/** The API: the list (with `listed`), the lesson's fresh progress (`fresh`), and the saves. */
function api(listed: Saved | null, fresh: Saved | null) {
  const saves: Array<{ body: { positionSeconds: number; durationSeconds: number }; keepalive: boolean }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/elearning/lessons') return jsonResponse(200, { items: [lesson(listed)] });
    if (url === `/api/elearning/lessons/${ID}/progress` && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      saves.push({ body, keepalive: init.keepalive === true });
      return jsonResponse(200, {
        lessonId: ID,
        progress: { ...body, updatedAt: '2026-11-25T10:05:00.000Z' },
      });
    }
    if (url === `/api/elearning/lessons/${ID}/progress`)
      return jsonResponse(200, {
        lessonId: ID,
        progress: fresh && { ...fresh, updatedAt: '2026-11-25T10:01:00.000Z' },
      });
    return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return saves;
}

/** jsdom has no media playback: the video's clock and play() are ours. */
function fakeMedia(video: HTMLVideoElement, duration: number) {
  let time = 0;
  let paused = true;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  video.play = vi.fn(async () => {
    paused = false;
    fireEvent.play(video);
  });
  video.pause = vi.fn(() => {
    paused = true;
    fireEvent.pause(video);
  });
  return {
    at: (seconds: number) => {
      time = seconds;
      fireEvent.timeUpdate(video);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('e-learning — resume where the student stopped', () => {
  it('offers "Riprendi da 12:34" from the fresh progress, puts the player there, and resumes on click', async () => {
    await useLanguage('it', ['elearning', 'errors']);
    // The list was read before another device moved on: the lesson's own progress wins.
    api({ positionSeconds: 100, durationSeconds: 1800 }, { positionSeconds: 754, durationSeconds: 1800 });
    renderWithApp(<ElearningPage language="it" />, { path: `/elearning?lezione=${ID}` });
    expect(
      await screen.findByText('Avevi interrotto questa lezione a 12:34.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const resume = screen.getByRole('button', { name: 'Riprendi da 12:34' });
    const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
    fakeMedia(video, 1800);
    fireEvent.loadedMetadata(video);
    // The player's own play button would resume there too.
    expect(video.currentTime).toBe(754);
    fireEvent.click(resume);
    expect(video.play).toHaveBeenCalled();
    expect(video.currentTime).toBe(754);
    // Playing: the prompt goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Riprendi da 12:34' })).toBeNull());
  });

  it('saves while playing at most every 10 s, at once on pause, and on leaving (outliving the page)', async () => {
    await useLanguage('it', ['elearning', 'errors']);
    const saves = api(null, null);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const { router } = renderWithApp(<ElearningPage language="it" />, { path: `/elearning?lezione=${ID}` });
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    // Nothing to resume.
    expect(screen.queryByRole('button', { name: /^Riprendi da/ })).toBeNull();
    const media = fakeMedia(video, 60.4);
    // Before playback starts nothing is saved (the position may not be the student's yet).
    media.at(5);
    fireEvent.pause(video);
    expect(saves).toEqual([]);

    await act(() => video.play());
    media.at(1.2);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ body: { positionSeconds: 1, durationSeconds: 61 }, keepalive: false });
    now.mockReturnValue(1_009_000);
    media.at(10.1);
    media.at(10.3);
    await new Promise((r) => setTimeout(r, 20));
    expect(saves).toHaveLength(1); // throttled: not 10 s yet
    now.mockReturnValue(1_011_000);
    media.at(12.4);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.body.positionSeconds).toBe(12);
    media.at(13.9);
    await act(() => {
      video.pause();
    });
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves[2]?.body.positionSeconds).toBe(13);

    media.at(20.5);
    // Back to the list: the last position is sent as the page leaves it, and the list shows it.
    await act(() => router.navigate('/elearning'));
    await waitFor(() => expect(saves).toHaveLength(4));
    expect(saves[3]).toEqual({ body: { positionSeconds: 20, durationSeconds: 61 }, keepalive: true });
    expect((await screen.findAllByText('Riprendi da 0:20')).length).toBeGreaterThan(0);
    now.mockRestore();
  });

  it('a finished lesson starts from the beginning (no prompt); the list says so', async () => {
    await useLanguage('en', ['elearning', 'errors']);
    api({ positionSeconds: 59, durationSeconds: 60 }, { positionSeconds: 59, durationSeconds: 60 });
    renderWithApp(<ElearningPage language="en" />, { path: '/elearning' });
    expect((await screen.findAllByText('Completed')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: /Il soffritto/ })[0] as HTMLElement);
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    expect(screen.getByRole('button', { name: 'Back to the lessons' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resume from/ })).toBeNull();
    fakeMedia(video, 60);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
  });
});
