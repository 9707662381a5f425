import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { PageLoader } from '../page-loader';
import classes from './record-page.module.css';
import { StaleNotice } from './save-problem';

/** The way back to a record's list, among the page's actions (beside CSV, refund…). */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

/** The way back to a record's list as a small link above the record (a case, an erasure request). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** A record page whose record is not read yet: the loader, or why it could not be read. */
export function RecordUnread({ error, color = 'red.9' }: { error: unknown; color?: string }) {
  return error ? <ErrorAlert error={error} color={color} /> : <PageLoader />;
}

/** What went wrong, as its translated text in a red alert, or nothing. */
export function ErrorAlert({ error, color = 'red.9' }: { error: unknown; color?: string }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert color={color} role="alert">
      {errorText(error)}
    </Alert>
  );
}

/** A change that went well, said until closed (`closeLabel` names the close button), or nothing. */
export function DoneNotice({
  text,
  onClose,
  closeLabel,
  color = 'teal.9',
}: {
  text: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  color?: string;
}) {
  if (!text) return null;
  return (
    <Alert
      color={color}
      role="status"
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel={closeLabel}
    >
      {text}
    </Alert>
  );
}

/**
 * A record page's messages in one live region: what went well (`message`, closable when `onClose`
 * is given), what went wrong (`error`; a record changed meanwhile in the page's own words when
 * `staleText` is given), then the page's own notes (`children`). `under`: shown under the controls
 * it reports on, with a little room above and between its messages while it says something.
 */
export function Notices({
  message,
  onClose,
  closeLabel,
  error,
  staleText,
  color,
  errorColor,
  under = false,
  children,
}: {
  message?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  error?: unknown;
  staleText?: string;
  color?: string;
  errorColor?: string;
  under?: boolean;
  children?: ReactNode;
}) {
  return (
    <div aria-live="polite" className={under ? classes.under : undefined}>
      <DoneNotice text={message} onClose={onClose} closeLabel={closeLabel} color={color} />
      {staleText && isApiError(error, 'staff.staleRecord') ? (
        <StaleNotice text={staleText} />
      ) : (
        <ErrorAlert error={error} color={errorColor} />
      )}
      {children}
    </div>
  );
}

/** Under a record's title: its status badge and a dimmed line (when it was opened). */
export function RecordStatus({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="wrap">
      {badge}
      <Text size="sm" c="gray.7">
        {children}
      </Text>
    </Group>
  );
}

/** One fact of a record: a small label over its value (kept in its lines, long words broken). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A record's facts in a bordered box, two columns from a tablet up; `below`: facts a whole row wide. */
export function FactGrid({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
      {below && (
        <Stack gap="sm" mt="sm">
          {below}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * A part of a record page in a bordered card, named by its heading (`id` is the heading's id);
 * `small`: a smaller heading closer to its content, for a row of short boxes (an order's facts).
 */
export function RecordSection({
  id,
  title,
  small = false,
  spacing = 'sm',
  children,
}: {
  id: string;
  title: ReactNode;
  small?: boolean;
  /** The room under the heading. */
  spacing?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size={small ? 'h5' : 'h4'} id={id} mb={small ? 'xs' : spacing}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
