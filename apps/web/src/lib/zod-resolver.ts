import type { FormErrors } from '@mantine/form';
import { ERROR_CODES } from '@school/domain/shared/errors';
import { EMAIL_PATTERN } from '@school/domain/shared/text';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';

type Issue = z.core.$ZodIssue;

export interface ZodResolverOptions<Values> {
  /** Turns the form values into the input of the schema (e.g. a select's string into a number). */
  toInput?: (values: Values) => unknown;
  /** Catalogue keys for given field paths, used instead of the generic texts. */
  messages?: Partial<Record<string, string>>;
}

const errorCodes = new Set<string>(ERROR_CODES);

/** Catalogue lookup by a key computed at run time ("ns:key"), in the current language. */
function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key as never, options as never) as unknown as string;
}

/** The translated text of one zod issue. */
export function issueText(issue: Issue, override?: string): string {
  if (override) return translate(override);
  if (errorCodes.has(issue.message)) return translate(`errors:${issue.message}`);
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? translate('common:validation.required')
        : translate('common:validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return translate('common:validation.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if ('pattern' in issue && issue.pattern === String(EMAIL_PATTERN))
        return translate('common:validation.email');
      if ('pattern' in issue && issue.pattern === String(/^\d*$/))
        return translate('common:validation.digits');
      return translate('common:validation.invalid');
    default:
      return translate('common:validation.invalid');
  }
}

/**
 * A @mantine/form `validate` function from a zod schema of packages/domain: the first issue of
 * each field becomes its translated message, keyed by the dotted path (`personal.firstName`).
 */
export function zodResolver<Values>(
  schema: z.ZodType,
  options: ZodResolverOptions<Values> = {},
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path in errors) continue;
      errors[path] = issueText(issue, options.messages?.[path]);
    }
    return errors;
  };
}

/**
 * Field errors of a `request.invalid` answer (`{ field: code }`) as translated messages:
 * known error codes get their catalogue text, anything else the generic "invalid" text.
 */
export function fieldErrorsText(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, code] of Object.entries(fields)) {
    errors[field] = errorCodes.has(code)
      ? translate(`errors:${code}`)
      : translate('common:validation.invalid');
  }
  return errors;
}
