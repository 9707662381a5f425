import { type ApplicationLocale, isLocale, type Locale } from '@school/domain/shared/locale';
import { useTranslation } from 'react-i18next';

/**
 * The interface language (it or en). Chinese, offered on the application route only, follows the
 * English rules everywhere (decision 0012, R-zh), so it counts as English here.
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language === 'zh') return 'en';
  return isLocale(language) ? language : 'it';
}

/** The language of the application route: it, en or zh. */
export function useApplicationLocale(): ApplicationLocale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language === 'zh') return 'zh';
  return isLocale(language) ? language : 'it';
}
