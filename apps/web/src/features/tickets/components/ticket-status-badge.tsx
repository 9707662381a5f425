import { Badge } from '@mantine/core';
import type { TicketStatus } from '@school/domain/tickets/tickets';
import { useTranslation } from 'react-i18next';

/** Axe-safe colours on white: teal for new, grape while worked on, gray once closed. */
const COLOURS: Record<TicketStatus, string> = { New: 'teal.9', Working: 'grape.9', Closed: 'gray.7' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    // As wide as its word: a narrow table column does not cut it to "N…".
    <Badge color={COLOURS[status]} variant="filled" data-status={status} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
