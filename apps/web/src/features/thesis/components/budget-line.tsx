import { Badge, Text } from '@mantine/core';
import { formatPriceCents } from '@school/domain/shop/money';
import { useTranslation } from 'react-i18next';

/** The thesis's budget ("Budget_Complessivo__c"; none when empty or 0) and, above it, "Fuori Budget". */
export function BudgetLine({ budgetCents, over }: { budgetCents: number | null; over: boolean }) {
  const { t } = useTranslation('thesis');
  return (
    <>
      <Text size="sm" c="gray.7">
        {budgetCents === null ? t('budget.none') : t('budget.of', { budget: formatPriceCents(budgetCents) })}
      </Text>
      {over && (
        <Badge color="red.9" variant="filled" data-testid="over-budget">
          {t('budget.over')}
        </Badge>
      )}
    </>
  );
}
