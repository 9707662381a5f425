import { ActionIcon, Tooltip } from '@mantine/core';
import { canChooseChinese, parseStep } from '@school/domain/application/steps';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FlagCn } from '../../../components/flags';

/**
 * The cn flag of the navbar on the application route: "cn also on candidatura routes, disabled
 * past step 1 there". Chinese is not saved in the profile (it holds it or en) nor remembered for
 * other pages.
 */
export function ChineseFlag() {
  const { t, i18n } = useTranslation('application');
  const { step } = useParams();
  const shownStep = parseStep(step ?? '0') ?? 0;
  const enabled = canChooseChinese(shownStep);
  const active = i18n.language === 'zh';
  const button = (
    <ActionIcon
      variant={active ? 'light' : 'subtle'}
      color="gray"
      size="lg"
      aria-label="中文"
      aria-pressed={active}
      lang="zh"
      disabled={!enabled}
      onClick={() => {
        if (!active) void i18n.changeLanguage('zh');
      }}
    >
      <FlagCn />
    </ActionIcon>
  );
  if (enabled) return button;
  return (
    <Tooltip label={t('shell.chineseDisabled')}>
      <span>{button}</span>
    </Tooltip>
  );
}
