import { Alert } from '@mantine/core';
import { isApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';

/**
 * What went wrong with a save or a delete in the console, as one alert, or nothing:
 * - a refusal with a code per field is left to the form, which shows each under its field;
 * - a record someone changed meanwhile (409 `staff.staleRecord`) says so in the page's own words
 *   (`staleText`), in grape; `staleText={null}` leaves it to the page, which says it once the
 *   record is read again;
 * - anything else is the error's translated text, in red.
 */
export function SaveProblem({ error, staleText }: { error: unknown; staleText?: string | null }) {
  const errorText = useErrorText();
  if (!error || (isApiError(error) && error.fields)) return null;
  if (isApiError(error, 'staff.staleRecord')) {
    if (staleText === null) return null;
    return (
      <Alert color="grape.9" role="alert">
        {staleText ?? errorText(error)}
      </Alert>
    );
  }
  return (
    <Alert color="red.9" role="alert">
      {errorText(error)}
    </Alert>
  );
}

/** The console's note that a record was changed meanwhile and is now shown as it is. */
export function StaleNotice({ text }: { text: string }) {
  return (
    <Alert color="grape.9" role="alert">
      {text}
    </Alert>
  );
}
