import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isChineseRemembered } from '../../i18n/i18n';
import { useCurrentUser } from '../../lib/me';

/** "The user profile language sets the locale": on load when signed in, and after login. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const me = useCurrentUser();
  const userId = me?.id;
  const language = me?.language;

  useEffect(() => {
    // Chinese, chosen on the application route, is kept there (the profile holds it or en).
    if (userId && language && i18n.language !== 'zh' && !isChineseRemembered())
      void i18n.changeLanguage(language);
  }, [userId, language, i18n]);

  return null;
}
