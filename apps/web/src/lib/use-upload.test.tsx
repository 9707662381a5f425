import '../test/setup';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../test/render';
import { ApiError } from './api-client';
import type { UploadBody, UploadOptions } from './upload';
import { UploadStatus } from './upload-status';
import { type UploadJob, useUpload } from './use-upload';

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

/** A send the test answers by hand, keeping what it was given. */
function manualSend() {
  const calls: { body: UploadBody; options: UploadOptions }[] = [];
  let answer!: (value: string) => void;
  let fail!: (error: unknown) => void;
  const send = vi.fn(
    (body: UploadBody, options: UploadOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ body, options });
        answer = resolve;
        fail = reject;
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { send, calls, answer: (value: string) => answer(value), fail: (error: unknown) => fail(error) };
}

/** A feature using the hook and the component, as the candidate area and the application do. */
function Harness({ job }: { job: Omit<UploadJob<string>, 'allowed'> }) {
  const upload = useUpload();
  const [result, setResult] = useState<string | null | undefined>(undefined);
  return (
    <>
      <input
        type="file"
        data-testid="file"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (file) setResult(await upload.upload(file, { allowed: ['pdf'], ...job }));
        }}
      />
      <button type="button" onClick={upload.cancel}>
        cancel
      </button>
      <UploadStatus
        state={upload.state}
        label="Curriculum"
        refusalText={(r) => (r.code === 'mine' ? 'Il mio motivo' : undefined)}
      />
      <output data-testid="result">{result === undefined ? 'pending' : String(result)}</output>
      <output data-testid="can-send">{String(upload.canSend)}</output>
    </>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('file'), { target: { files: [file] } });
const result = () => screen.getByTestId('result').textContent;

describe('useUpload + UploadStatus — the one upload of the web app', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await useLanguage('it', ['errors']);
    // No configuration: the texts here name no address of the secretariat.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, {})),
    );
  });

  it('sends a good file as base64 with the real progress and gives the answer', async () => {
    const { send, calls, answer } = manualSend();
    renderWithApp(<Harness job={{ send }} />);
    choose(new File([PDF], ' cv.pdf'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ fileName: 'cv.pdf', contentBase64: btoa(String.fromCharCode(...PDF)) });
    calls[0]?.options.onProgress?.({ loaded: 30, total: 100 });
    expect(await screen.findByText('Caricamento: 30%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Avanzamento del caricamento: Curriculum' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    answer('stored');
    await waitFor(() => expect(result()).toBe('stored'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses an oversize file with its size in MB and the 4,5 MB limit, and sends nothing', async () => {
    const { send } = manualSend();
    renderWithApp(<Harness job={{ send }} />);
    expect(screen.getByTestId('can-send').textContent).toBe('true');
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PDF);
    choose(new File([big], 'cv.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.code).toBe('upload.tooLarge');
    expect(alert.textContent).toBe('Il file è troppo grande (4,72 MB): la dimensione massima è 4,5 MB.');
    expect(result()).toBe('null');
    expect(send).not.toHaveBeenCalled();
    // A refused file is not offered for sending again.
    expect(screen.getByTestId('can-send').textContent).toBe('false');
  });

  it('refuses a type not allowed with the catalogue text, and a feature refusal with its own', async () => {
    const { send } = manualSend();
    const { unmount } = renderWithApp(<Harness job={{ send }} />);
    choose(new File([PDF], 'cv.docx'));
    expect((await screen.findByRole('alert')).textContent).toBe('Tipo di file non consentito.');
    unmount();
    renderWithApp(
      <Harness job={{ send, prepare: async (file) => ({ refusal: { code: 'mine', size: file.size } }) }} />,
    );
    choose(new File([PDF], 'cv.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Il mio motivo');
    expect(send).not.toHaveBeenCalled();
  });

  it('lists the reasons of a refused upload as "code: message"', async () => {
    const { send, calls, fail } = manualSend();
    renderWithApp(<Harness job={{ send }} />);
    choose(new File([PDF], 'cv.pdf'));
    await waitFor(() => expect(calls).toHaveLength(1));
    fail(new ApiError(413, 'upload.tooLarge', 'x', { contentBase64: 'upload.tooLarge' }));
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.code).toBe('upload-failed');
    expect(alert.textContent).toBe('DimensioniEccessive: Il file supera la dimensione massima di 4,5 MB.');
    expect(result()).toBe('null');
  });

  it('cancel aborts the request under way and shows nothing', async () => {
    const { send, calls } = manualSend();
    renderWithApp(<Harness job={{ send }} />);
    choose(new File([PDF], 'cv.pdf'));
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(calls[0]?.options.signal?.aborted).toBe(true);
    await waitFor(() => expect(result()).toBe('null'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
