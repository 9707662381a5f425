import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Passkey, RenamePasskeyBodySchema } from '@school/domain/auth/contracts/passkeys';
import { canRemovePasskey, PASSKEY_NAME_MAX } from '@school/domain/auth/passkeys';
import { formatDate } from '@school/domain/format/date';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlainList } from '../../../components/plain-list';
import { useErrorText } from '../../../lib/error-text';
import { zodResolver } from '../../../lib/zod-resolver';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/list-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { isPasskeyCancelled, supportsPasskeys } from '../utils/webauthn';

function useSaved() {
  const { t } = useTranslation(['auth', 'common']);
  return (message: string) =>
    notifications.show({ color: 'green.9', message, closeButtonProps: { 'aria-label': t('common:close') } });
}

/**
 * The profile's passkeys: each with its name, when it was created and last used; add one (named
 * by the person), rename, remove. The last way in of an account with no password and no
 * Google/Apple identity cannot be removed (`canRemovePasskey`), and the panel says why.
 */
export function PasskeysPanel() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const query = usePasskeys();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const saved = useSaved();

  const list = query.data?.passkeys ?? [];
  const removable = query.data
    ? canRemovePasskey({
        passkeys: list.length,
        hasPassword: query.data.hasPassword,
        identities: query.data.identities,
      })
    : false;

  return (
    <Stack gap="sm" maw={480} component="section" aria-labelledby="passkeys-title">
      <Title order={2} size="h3" id="passkeys-title">
        {t('passkeys.title')}
      </Title>
      <Text size="sm">{t('passkeys.intro')}</Text>
      {query.isPending && <Loader size="sm" aria-label={t('passkeys.list')} />}
      {query.isError && (
        <Alert color="red" variant="light">
          {errorText(query.error)}
        </Alert>
      )}
      {query.data && list.length === 0 && <Text c="dimmed">{t('passkeys.empty')}</Text>}
      {list.length > 0 && (
        <PlainList gap="xs" aria-label={t('passkeys.list')}>
          {list.map((passkey) => (
            <Card key={passkey.id} withBorder padding="sm" component="li">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <IconKey size={16} aria-hidden="true" />
                    <Text fw={600}>{passkey.name}</Text>
                    {passkey.backedUp && (
                      <Badge variant="light" color="gray" size="sm">
                        {t('passkeys.synced')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{t('passkeys.created', { date: formatDate(passkey.createdAt) })}</Text>
                  <Text size="sm">
                    {passkey.lastUsedAt
                      ? t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) })
                      : t('passkeys.neverUsed')}
                  </Text>
                </Stack>
                <Group gap={6}>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('passkeys.renameLabel', { name: passkey.name })}
                    onClick={() => setRenaming(passkey)}
                  >
                    {t('passkeys.rename')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red.8"
                    aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                    disabled={!removable}
                    onClick={() => setRemoving(passkey)}
                  >
                    {t('passkeys.remove')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </PlainList>
      )}
      {query.data && list.length > 0 && !removable && (
        <Text size="sm" c="dimmed">
          {t('passkeys.onlyWayIn')}
        </Text>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(remove.error)}
        </Alert>
      )}
      <AddPasskeyForm />
      <RenameModal passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('passkeys.removeTitle')}
        text={t('passkeys.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('passkeys.remove')}
        cancelLabel={t('passkeys.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const passkey = removing;
          setRemoving(null);
          if (passkey) remove.mutate(passkey.id, { onSuccess: () => saved(t('passkeys.removed')) });
        }}
      />
    </Stack>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const add = useAddPasskey();
  const saved = useSaved();
  const [supported, setSupported] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ name: string }>({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: zodResolver<{ name: string }>(RenamePasskeyBodySchema),
  });

  useEffect(() => {
    let active = true;
    void supportsPasskeys().then((yes) => active && setSupported(yes));
    return () => {
      active = false;
    };
  }, []);

  const handleSubmit = ({ name }: { name: string }) => {
    setProblem(null);
    add.mutate(name.trim(), {
      onSuccess: () => {
        form.reset();
        saved(t('passkeys.added'));
      },
      onError: (error) => {
        if (!isPasskeyCancelled(error)) setProblem(errorText(error));
      },
    });
  };

  if (!supported) return <Text size="sm">{t('passkeys.unsupported')}</Text>;
  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('passkeys.name')}
          placeholder={t('passkeys.namePlaceholder')}
          maxLength={PASSKEY_NAME_MAX}
          required
          {...form.getInputProps('name')}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Button
          type="submit"
          variant="default"
          leftSection={<IconKey size={18} aria-hidden="true" />}
          loading={add.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('passkeys.add')}
        </Button>
      </Stack>
    </form>
  );
}

function RenameModal({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const rename = useRenamePasskey();
  const saved = useSaved();
  const form = useForm<{ name: string }>({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: zodResolver<{ name: string }>(RenamePasskeyBodySchema),
  });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (passkey) {
      setValues({ name: passkey.name });
      resetDirty({ name: passkey.name });
    }
  }, [passkey, setValues, resetDirty]);

  const handleSubmit = ({ name }: { name: string }) => {
    if (!passkey) return;
    rename.mutate(
      { id: passkey.id, name: name.trim() },
      {
        onSuccess: () => {
          onClose();
          saved(t('passkeys.renamed'));
        },
      },
    );
  };

  return (
    <Modal
      opened={passkey !== null}
      onClose={onClose}
      title={t('passkeys.renameTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('passkeys.name')}
            maxLength={PASSKEY_NAME_MAX}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          {rename.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(rename.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('passkeys.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('passkeys.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
