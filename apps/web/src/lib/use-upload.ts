import type { UploadFileType } from '@school/domain/shared/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  bodyRefusal,
  checkChosenFile,
  type FileRefusal,
  plainUploadBody,
  type UploadBody,
  type UploadOptions,
} from './upload';

/** Where an upload is: checking the chosen file, preparing the body (reading, encrypting), sending. */
export type UploadPhase = 'idle' | 'checking' | 'preparing' | 'uploading';

/** One upload of a feature: its allowed types, how the body is made, and the API call that sends it. */
export interface UploadJob<T> {
  allowed: readonly UploadFileType[];
  /** The body to send and its payload size (default: the file's bytes); a refusal stops here. */
  prepare?: (file: File) => Promise<{ body: UploadBody; size: number } | { refusal: FileRefusal }>;
  /** The feature's API call (`upload` underneath), with the signal and the progress. */
  send: (body: UploadBody, options: UploadOptions) => Promise<T>;
}

export interface UploadState {
  phase: UploadPhase;
  /** Percent of the body sent. */
  progress: number;
  /** What the browser check found wrong with the file (nothing was sent). */
  refusal: FileRefusal | null;
  /** The error of a sent upload (an `ApiError` with the server's codes, or a network error). */
  failure: unknown;
}

/**
 * The one way the web app uploads a file (docs/uploads.md). `check`
 * looks at a chosen file; `upload` checks it, prepares its body, judges the encoded size, sends it
 * with the real progress and gives the server's answer, or null when the file was refused, the
 * upload failed (see `failure`) or was cancelled. `cancel` aborts the request under way, as leaving
 * the page does; `canSend` says whether a chosen file may be sent (not refused, not being
 * checked). Render the state with `<UploadStatus>`.
 */
export function useUpload() {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const begin = useCallback(() => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setRefusal(null);
    setFailure(null);
    setProgress(0);
    return controller;
  }, []);

  const finish = useCallback((controller: AbortController) => {
    if (abortRef.current === controller) abortRef.current = null;
    setPhase('idle');
  }, []);

  const check = useCallback(
    async (file: File, allowed: readonly UploadFileType[]): Promise<boolean> => {
      const controller = begin();
      setPhase('checking');
      const found = await checkChosenFile(file, allowed);
      if (controller.signal.aborted) return false;
      setRefusal(found);
      finish(controller);
      return found === null;
    },
    [begin, finish],
  );

  const upload = useCallback(
    async <T>(file: File, job: UploadJob<T>): Promise<T | null> => {
      const controller = begin();
      const refuse = (found: FileRefusal) => {
        setRefusal(found);
        finish(controller);
        return null;
      };
      try {
        setPhase('checking');
        const found = await checkChosenFile(file, job.allowed);
        if (controller.signal.aborted) return null;
        if (found) return refuse(found);
        setPhase('preparing');
        const prepared = await (job.prepare ?? plainUploadBody)(file);
        if (controller.signal.aborted) return null;
        if ('refusal' in prepared) return refuse(prepared.refusal);
        const encoded = bodyRefusal(prepared.body, prepared.size, job.allowed);
        if (encoded) return refuse(encoded);
        setPhase('uploading');
        const answer = await job.send(prepared.body, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
        });
        setProgress(100);
        finish(controller);
        return answer;
      } catch (caught) {
        if (controller.signal.aborted) return null;
        setFailure(caught);
        finish(controller);
        return null;
      }
    },
    [begin, finish],
  );

  const cancel = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    setPhase('idle');
    setProgress(0);
  }, []);

  const clear = useCallback(() => {
    setRefusal(null);
    setFailure(null);
  }, []);

  const state: UploadState = { phase, progress, refusal, failure };
  // A chosen file may be sent unless the check refused it or is still looking at it.
  const canSend = refusal === null && phase !== 'checking';
  return { ...state, state, isBusy: phase !== 'idle', canSend, check, upload, cancel, clear };
}
