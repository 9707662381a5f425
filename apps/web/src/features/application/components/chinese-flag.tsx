import { ActionIcon, Tooltip } from '@mantine/core';
import { canChooseChinese, parseStep } from '@school/domain/application/steps';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FlagCn } from '../../../components/flags';
import { isChineseRemembered, rememberChinese } from '../../../i18n/i18n';

/**
 * The cn flag of the navbar on the application route: "cn also on candidatura routes, disabled
 * past step 1 there". Chinese is not saved in the profile (it holds it or en); it is remembered
 * for this tab on the application route only (`rememberChinese`).
 */
export function ChineseFlag() {
  const { t, i18n } = useTranslation('application');
  const { step } = useParams();
  const shownStep = parseStep(step ?? '0') ?? 0;
  const enabled = canChooseChinese(shownStep);
  const active = i18n.language === 'zh';
  // Back from the checkout or after a reload: Chinese, if it was chosen in this tab.
  useEffect(() => {
    if (isChineseRemembered() && i18n.language !== 'zh') void i18n.changeLanguage('zh');
  }, [i18n]);
  const button = (
    <ActionIcon
      variant={active ? 'light' : 'subtle'}
      color="gray"
      size="lg"
      aria-label="中文"
      aria-pressed={active}
      lang="zh"
      disabled={!enabled}
      // A disabled flag is drawn faded, not as a pressed button.
      style={enabled ? undefined : { backgroundColor: 'transparent', opacity: 0.4 }}
      onClick={() => {
        if (active) return;
        rememberChinese(true);
        void i18n.changeLanguage('zh');
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
