import { Badge } from '@mantine/core';
import type { TicketStatus } from '@school/domain/tickets/tickets';
import { useTranslation } from 'react-i18next';

/** Axe-safe colours on white: teal for new, grape while worked on, gray once closed. */
const COLOURS: Record<TicketStatus, string> = { New: 'teal.9', Working: 'grape.9', Closed: 'gray.7' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={COLOURS[status]} variant="filled" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
