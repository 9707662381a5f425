import { Badge } from '@mantine/core';
import type { VoucherStatus } from '@school/domain/vouchers/status';
import { useTranslation } from 'react-i18next';

/** Axe-safe shades for each status. */
const STATUS_COLOR: Record<VoucherStatus, string> = {
  valid: 'teal.9',
  redeemed: 'grape.9',
  expired: 'gray.7',
  disabled: 'red.9',
};

export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation('vouchers');
  return (
    // As wide as its word: a narrow table column does not cut it to "VALI…".
    <Badge size="sm" variant="outline" color={STATUS_COLOR[status]} miw="max-content">
      {t(`staff.statuses.${status}`)}
    </Badge>
  );
}

/** "1 / 3" or "4 / no limit". */
export function usesText(t: (key: 'staff.noLimit') => string, uses: number, maxUses: number | null): string {
  return `${uses} / ${maxUses === null ? t('staff.noLimit') : maxUses}`;
}
