import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import {
  codeFromScannedText,
  parseQrCode,
  QR_RESCAN_WAIT_MS,
  REDIRECT_AFTER_CHECK_IN_MS,
  REDIRECT_AFTER_TEST_CODE_MS,
} from '@school/domain/attendance/qr-code';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCreateCheckIn } from '../api/create-check-in';
import { useLastCheckIn } from '../api/get-last-check-in';
import { QrCamera } from './qr-camera';

type Phase =
  | { kind: 'scanning' }
  | { kind: 'sending' }
  | { kind: 'already' }
  | { kind: 'registered'; classroomId: string }
  | { kind: 'testCode' }
  | { kind: 'linkRefused' }
  | { kind: 'cameraFailed'; name: string };

/**
 * The attendance page (specification 000, sections 2, 4, 5, 8 and 9): on load the last check-in
 * is read ("Ti sei già registrato per questa ora"); otherwise the code passed in the link
 * (`?qr=`) is used, or the camera starts. A test code (TEST_QR, TQR_) gives "QRCode OK" and returns
 * to Didattica after 2 s; a recorded check-in shows "Presenza registrata: Aula {id}", then
 * "Procedura terminata, chiusura in corso..." and returns after 4 s; after a refused code the
 * camera reads again 5 s later.
 */
export function AttendanceScanner({ linkCode }: { linkCode: string | null }) {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const lastCheckIn = useLastCheckIn();
  const createCheckIn = useCreateCheckIn();
  const [phase, setPhase] = useState<Phase | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rescanAt, setRescanAt] = useState<number | null>(null);
  const [isSending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const isHandling = useRef(false);

  const leaveAfter = useCallback(
    (ms: number) => {
      const timer = setTimeout(() => navigate(paths.didactics), ms);
      return () => clearTimeout(timer);
    },
    [navigate],
  );

  /** One code, from the link or the camera: true when the procedure is over. */
  const handleCode = useCallback(
    async (text: string, source: 'link' | 'camera') => {
      if (isHandling.current) return;
      isHandling.current = true;
      const parsed = parseQrCode(codeFromScannedText(text));
      const refuse = (message: string) => {
        setRefusal(message);
        if (source === 'link') setPhase({ kind: 'linkRefused' });
        else {
          setPhase({ kind: 'scanning' });
          setRescanAt(Date.now() + QR_RESCAN_WAIT_MS);
        }
        isHandling.current = false;
      };
      if (!parsed) {
        refuse(errorText('attendance.malformedCode'));
        return;
      }
      if (parsed.isTest) {
        setRefusal(null);
        setPhase({ kind: 'testCode' });
        return;
      }
      setRefusal(null);
      // From the camera the stream stays on (paused) while the code is sent.
      if (source === 'link') setPhase({ kind: 'sending' });
      else setSending(true);
      try {
        const checkIn = await createCheckIn.mutateAsync(`${parsed.token};${parsed.roomId}`);
        setPhase({ kind: 'registered', classroomId: checkIn.classroomId });
      } catch (error) {
        if (isApiError(error, 'attendance.alreadyCheckedIn')) {
          setPhase({ kind: 'already' });
          return;
        }
        refuse(errorText(error));
      } finally {
        setSending(false);
      }
    },
    [createCheckIn, errorText],
  );

  // On load: the last check-in decides, then the link's code or the camera.
  useEffect(() => {
    if (phase !== null || !lastCheckIn.isSuccess) return;
    if (lastCheckIn.data.checkIn) setPhase({ kind: 'already' });
    else if (linkCode !== null) void handleCode(linkCode, 'link');
    else setPhase({ kind: 'scanning' });
  }, [phase, lastCheckIn.isSuccess, lastCheckIn.data, linkCode, handleCode]);

  useEffect(() => {
    if (phase?.kind === 'registered') return leaveAfter(REDIRECT_AFTER_CHECK_IN_MS);
    if (phase?.kind === 'testCode') return leaveAfter(REDIRECT_AFTER_TEST_CODE_MS);
    return undefined;
  }, [phase, leaveAfter]);

  // The re-scan wait: the camera reads again once it is over.
  useEffect(() => {
    if (rescanAt === null) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= rescanAt) {
        setRescanAt(null);
        isHandling.current = false;
      }
    }, 250);
    return () => clearInterval(timer);
  }, [rescanAt]);

  const handleCameraError = useCallback((name: string) => {
    // "Camera init failure: alert with the error name."
    window.alert(name);
    setPhase({ kind: 'cameraFailed', name });
  }, []);

  if (lastCheckIn.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(lastCheckIn.error)}
      </Alert>
    );
  }
  if (phase === null || phase.kind === 'sending') {
    return (
      <Stack align="center" role="status">
        <Loader aria-hidden />
        {phase?.kind === 'sending' && <Text>{t('sending')}</Text>}
      </Stack>
    );
  }

  const back = (
    <Anchor component={Link} to={paths.didactics}>
      {t('backToDidactics')}
    </Anchor>
  );

  switch (phase.kind) {
    case 'already':
      return (
        <Stack align="flex-start">
          <Alert color="blue" role="status" data-testid="attendance-message">
            {t('alreadyRegistered')}
          </Alert>
          {back}
        </Stack>
      );
    case 'registered':
      return (
        <Stack role="status" data-testid="attendance-message">
          <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
            <Text fw={700}>{t('registered', { id: phase.classroomId })}</Text>
          </Alert>
          <Text>{t('closing')}</Text>
        </Stack>
      );
    case 'testCode':
      return (
        <Stack role="status" data-testid="attendance-message">
          <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
            <Text fw={700}>{t('testCodeOk')}</Text>
          </Alert>
        </Stack>
      );
    case 'linkRefused':
      return (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
          <Button
            onClick={() => {
              setRefusal(null);
              isHandling.current = false;
              setPhase({ kind: 'scanning' });
            }}
          >
            {t('retryCamera')}
          </Button>
          {back}
        </Stack>
      );
    case 'cameraFailed':
      return (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {t('cameraError', { name: phase.name })}
          </Alert>
          <Button
            onClick={() => {
              isHandling.current = false;
              setPhase({ kind: 'scanning' });
            }}
          >
            {t('retryCamera')}
          </Button>
          {back}
        </Stack>
      );
    case 'scanning':
      return (
        <Stack>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
              {rescanAt !== null && (
                <Text size="sm" mt={4}>
                  {t('rescanIn', { seconds: Math.max(1, Math.ceil((rescanAt - now) / 1000)) })}
                </Text>
              )}
            </Alert>
          )}
          {isSending && (
            <Text role="status" ta="center">
              {t('sending')}
            </Text>
          )}
          <QrCamera
            isPaused={rescanAt !== null || isSending}
            onCode={(text) => void handleCode(text, 'camera')}
            onError={handleCameraError}
          />
        </Stack>
      );
  }
}
