import { isLocale, type Locale } from '@school/domain/shared/locale';
import { useTranslation } from 'react-i18next';

/** The interface language (it or en). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'it';
}
