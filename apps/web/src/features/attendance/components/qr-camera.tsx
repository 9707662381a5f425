import { Box, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often a frame of the video is read for a code. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled to at most this width before decoding (enough for a code filling part of the view). */
const SCAN_WIDTH = 640;

type JsQr = typeof import('jsqr').default;

/**
 * The camera's stream with a QR reader: frames of the video drawn on a canvas and decoded with
 * jsQR (loaded with this component only). `onCode` receives each text read while `isPaused` is
 * false; `onError` the name of the error when the camera cannot start ("Camera init failure:
 * alert with the error name", specification 000, section 8).
 */
export function QrCamera({
  isPaused,
  onCode,
  onError,
}: {
  isPaused: boolean;
  onCode: (text: string) => void;
  onError: (name: string) => void;
}) {
  const { t } = useTranslation('attendance');
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const callbacks = useRef({ isPaused, onCode, onError });
  callbacks.current = { isPaused, onCode, onError };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let isStopped = false;
    let decode: JsQr | null = null;

    const fail = (error: unknown) => {
      if (isStopped) return;
      const name = error instanceof Error || error instanceof DOMException ? error.name : 'Error';
      callbacks.current.onError(name);
    };

    const scan = () => {
      const video = videoRef.current;
      const canvas = canvasRef.current;
      if (!decode || !video || !canvas || callbacks.current.isPaused) return;
      if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      const scale = Math.min(1, SCAN_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return;
      context.drawImage(video, 0, 0, width, height);
      const found = decode(context.getImageData(0, 0, width, height).data, width, height, {
        inversionAttempts: 'attemptBoth',
      });
      if (found?.data) callbacks.current.onCode(found.data);
    };

    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          throw new DOMException('No camera access in this browser', 'NotSupportedError');
        }
        const [media, jsQr] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          import('jsqr'),
        ]);
        stream = media;
        decode = jsQr.default;
        if (isStopped) return;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play();
        if (isStopped) return;
        setPlaying(true);
        timer = setInterval(scan, SCAN_INTERVAL_MS);
      } catch (error) {
        fail(error);
      }
    })();

    return () => {
      isStopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Stack align="center" gap="sm">
      {!isPlaying && (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('cameraStarting')}</Text>
        </Stack>
      )}
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label={t('cameraLabel')}
        style={{
          width: '100%',
          maxWidth: 480,
          borderRadius: 8,
          background: 'var(--mantine-color-dark-7)',
          display: isPlaying ? 'block' : 'none',
        }}
      />
      <canvas ref={canvasRef} hidden />
    </Stack>
  );
}
