import {
  ActionIcon,
  Alert,
  Box,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { GetKioskCodeResponse } from '@school/domain/attendance/contracts/kiosk-code';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { toCanvas } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { getKioskCode } from '../api/get-kiosk-code';

/** After a failed read the kiosk asks again this much later. */
const RETRY_MS = 3000;

/** The link the QR holds: a phone's own camera opens the attendance page with the code. */
export function attendanceLink(code: string, origin = window.location.origin): string {
  return `${origin}${paths.attendance}?qr=${encodeURIComponent(code)}`;
}

/**
 * The code of the current window, asked again when it ends. The kiosk never knows the secret;
 * its countdown runs on the server's clock (the offset of the last answer), so a tablet whose
 * clock is wrong still changes code on time.
 */
function useKioskCode(classroomId: string) {
  const [state, setState] = useState<{ data: GetKioskCodeResponse; offsetMs: number } | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const read = async () => {
      try {
        const data = await getKioskCode(classroomId, controller.signal);
        const offsetMs = Date.parse(data.serverTime) - Date.now();
        setState({ data, offsetMs });
        setError(null);
        const wait = Date.parse(data.expiresAt) - (Date.now() + offsetMs);
        timer = setTimeout(read, Math.max(100, wait + 50));
      } catch (caught) {
        if (controller.signal.aborted) return;
        setError(caught);
        timer = setTimeout(read, RETRY_MS);
      }
    };
    void read();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [classroomId]);

  return { state, error };
}

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The classroom's kiosk (a TV or tablet in the room): its name, a QR code that changes every
 * 15 seconds and the countdown to the next one; full screen on request.
 */
export function ClassroomKiosk({ classroomId }: { classroomId: string }) {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const { state, error } = useKioskCode(classroomId);
  const now = useNow(250);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const code = state?.data.code ?? null;

  useEffect(() => {
    if (!code || !canvasRef.current) return;
    void toCanvas(canvasRef.current, attendanceLink(code), {
      width: 720,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
  }, [code]);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.();
  };

  const name = state?.data.classroomName ?? classroomId;
  const title = t('kiosk.title', { name });
  const remainingMs = state ? Math.max(0, Date.parse(state.data.expiresAt) - (now + state.offsetMs)) : 0;
  const windowMs = (state?.data.windowSeconds ?? 15) * 1000;
  const seconds = Math.ceil(remainingMs / 1000);

  return (
    <Box
      ref={rootRef}
      bg="var(--mantine-color-body)"
      style={{ minHeight: isFullscreen ? '100vh' : undefined }}
    >
      <title>{`${title} · ALMA`}</title>
      <Container size="md" py="lg">
        <Stack align="center" gap="md">
          <Group justify="space-between" w="100%" wrap="nowrap">
            <Title order={1} style={{ fontSize: 'clamp(1.5rem, 4vw, 3rem)' }}>
              {title}
            </Title>
            <Tooltip label={isFullscreen ? t('kiosk.exitFullscreen') : t('kiosk.fullscreen')}>
              <ActionIcon
                variant="default"
                size="xl"
                onClick={toggleFullscreen}
                aria-label={isFullscreen ? t('kiosk.exitFullscreen') : t('kiosk.fullscreen')}
              >
                {isFullscreen ? <IconMinimize aria-hidden /> : <IconMaximize aria-hidden />}
              </ActionIcon>
            </Tooltip>
          </Group>
          {error !== null && (
            <Alert color="red" role="alert" w="100%">
              {errorText(error)}
            </Alert>
          )}
          {!state && error === null && (
            <Stack align="center" role="status">
              <Loader aria-hidden />
              <Text>{t('kiosk.loading')}</Text>
            </Stack>
          )}
          {state && (
            <>
              <Box
                data-testid="kiosk-code"
                data-code={state.data.code}
                data-expires-at={state.data.expiresAt}
                bg="white"
                p="xs"
                style={{ borderRadius: 12, lineHeight: 0, opacity: error === null ? 1 : 0.3 }}
              >
                <canvas
                  ref={canvasRef}
                  role="img"
                  aria-label={t('kiosk.qrLabel', { name })}
                  style={{ width: 'min(70vh, 86vw)', height: 'min(70vh, 86vw)', imageRendering: 'pixelated' }}
                />
              </Box>
              <Stack gap={4} w="min(70vh, 86vw)">
                <Progress value={(remainingMs / windowMs) * 100} aria-hidden transitionDuration={250} />
                <Text ta="center" size="xl" fw={600} aria-live="off">
                  {t('kiosk.nextIn', { seconds })}
                </Text>
              </Stack>
              <Text ta="center" size="lg" maw={640}>
                {t('kiosk.instructions')}
              </Text>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
