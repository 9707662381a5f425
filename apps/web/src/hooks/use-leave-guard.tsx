import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * The forms of the page that have unsaved changes. React Router consults only the blocker
 * registered last, so every guard blocks when *any* form of the page is dirty (the profile page
 * has the personal-data form and the billing forms mounted side by side).
 */
const dirtyForms = new Set<symbol>();

const isAnyFormDirty = () => dirtyForms.size > 0;

/**
 * "Si desidera uscire?": while `isDirty`, leaving the page (in-app navigation, reload, closing
 * the tab) asks for confirmation. Returns the confirmation modal, to be rendered by the caller.
 */
export function useLeaveGuard(isDirty: boolean): ReactNode {
  const { t } = useTranslation();
  const [token] = useState(() => Symbol('leave-guard'));
  useEffect(() => {
    if (isDirty) dirtyForms.add(token);
    return () => {
      dirtyForms.delete(token);
    };
  }, [isDirty, token]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isAnyFormDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own confirmation.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !isAnyFormDirty()) blocker.reset();
  }, [blocker]);

  const isBlocked = blocker.state === 'blocked';
  const handleStay = () => blocker.reset?.();
  const handleLeave = () => blocker.proceed?.();

  return (
    <Modal
      opened={isBlocked}
      onClose={handleStay}
      title={t('leave.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Text>{t('leave.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={handleStay}>
          {t('leave.stay')}
        </Button>
        <Button color="red.9" onClick={handleLeave}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
