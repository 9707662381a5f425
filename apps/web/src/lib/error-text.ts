import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';
import { useAppConfig } from './app-config';

/** The error code of anything thrown by an API call ('unknown' for everything else). */
export function errorCodeOf(error: unknown): string {
  return isApiError(error) ? error.code : 'unknown';
}

/**
 * Translates an error (or an error code) into the catalogue text of the `errors` namespace;
 * unknown codes get the generic text. `{{email}}` is the secretariat's address.
 */
export function useErrorText(): (error: unknown, values?: Record<string, string>) => string {
  const { t, i18n } = useTranslation('errors');
  const { data: config } = useAppConfig();
  const email = config?.secretariatEmail ?? '';
  return useCallback(
    (error, values) => {
      const code = typeof error === 'string' ? error : errorCodeOf(error);
      const options = { email, ...values };
      // Codes are dotted paths of the catalogue ("auth.wrongCredentials").
      if (i18n.exists(code, { ns: 'errors' })) return t(code as 'unknown', options);
      return t('unknown', options);
    },
    [t, i18n, email],
  );
}
