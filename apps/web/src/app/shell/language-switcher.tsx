import { ActionIcon, Group } from '@mantine/core';
import type { Locale } from '@school/domain/shared/locale';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGb, FlagIt } from '../../components/flags';
import { useUpdateLanguage } from '../../features/profile/api/update-language';
import { rememberChinese, rememberLocale } from '../../i18n/i18n';
import { useCurrentUser } from '../../lib/me';

const FLAGS: { locale: Locale; label: string; Flag: ComponentType<{ size?: number }> }[] = [
  { locale: 'it', label: 'Italiano', Flag: FlagIt },
  { locale: 'en', label: 'English', Flag: FlagGb },
];

/**
 * The language flags (it, gb). A route may add its own flags through `extraFlags` (the
 * application route adds cn). When signed in, the choice is saved in the profile.
 */
export function LanguageSwitcher({ extraFlags }: { extraFlags?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // The language shown (zh on the application route), not the rules' locale.
  const current = i18n.resolvedLanguage ?? i18n.language;
  const me = useCurrentUser();
  const updateLanguage = useUpdateLanguage();

  const handleChange = (locale: Locale) => {
    if (locale === current) return;
    rememberChinese(false);
    void i18n.changeLanguage(locale);
    rememberLocale(locale);
    if (me) updateLanguage.mutate({ language: locale });
  };

  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
      {FLAGS.map(({ locale, label, Flag }) => (
        <ActionIcon
          key={locale}
          variant={locale === current ? 'light' : 'subtle'}
          color="gray"
          size="lg"
          aria-label={label}
          aria-pressed={locale === current}
          lang={locale}
          onClick={() => handleChange(locale)}
        >
          <Flag />
        </ActionIcon>
      ))}
      {extraFlags}
    </Group>
  );
}
