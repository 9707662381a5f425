import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { APPLICATION_TEXT_MAX } from '@school/domain/application/limits';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { noPaste } from '../components/fields/no-paste';
import { useWizard } from '../components/wizard-context';

export interface StepFormOptions<Values extends Record<string, unknown>> {
  initialValues: Values;
  /** The step's schema from packages/domain (`stepNSchema(ctx)`), the server's own check. */
  schema: z.ZodType;
  /** The body posted (`StepNBody`) from the form values; the values themselves by default. */
  toBody?: (values: Values) => Record<string, unknown>;
  /**
   * Fields the server keeps the moment they change (the files, uploaded as soon as they are
   * chosen): a change of theirs is no unsaved work, so the leave guard does not ask about it.
   */
  storedOnChange?: readonly (keyof Values & string)[];
}

export interface StepForm<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  /** The `onSubmit` of the step's <form>: checks, then Next. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** An error of the save that is not about one field (translated), null otherwise. */
  formError: string | null;
  /**
   * The props of a text input of the step: its value and error, the maximum length (the default
   * text maximum of the application unless given) and "Paste is blocked in text inputs".
   */
  textProps: (
    field: keyof Values & string,
    max?: number,
  ) => ReturnType<UseFormReturnType<Values>['getInputProps']> & {
    maxLength: number;
  };
}

/** Moves the focus to the first field with an error, so a keyboard or screen-reader user finds it. */
export function focusFirstError(errors: FormErrors): void {
  const first = Object.keys(errors)[0];
  if (!first || typeof document === 'undefined') return;
  // Field paths are identifiers ("firstName", "cv"); quotes and backslashes are escaped anyway.
  const element = document.querySelector<HTMLElement>(`[data-path="${first.replace(/["\\]/g, '\\$&')}"]`);
  element?.focus();
}

/**
 * The form of a step: @mantine/form validated by the step's domain schema (so the browser and the
 * server apply the same rules), the dirty flag reported to the wizard's leave guard, and Next:
 * checks every visible field, shows the translated messages and focuses the first; when all are
 * valid, posts the body. A refusal of the server puts its field messages on the fields.
 */
export function useStepForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
  toBody = (values) => values,
  storedOnChange = [],
}: StepFormOptions<Values>): StepForm<Values> {
  const wizard = useWizard();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<Values>(schema, { toInput: toBody }),
    validateInputOnBlur: true,
    // The data-path attribute lets focusFirstError find the field.
    enhanceGetInputProps: ({ field }) => ({ 'data-path': field }),
  });

  const isDirty = Object.keys(form.getValues()).some(
    (field) => !storedOnChange.includes(field) && form.isDirty(field),
  );
  const { setDirty } = wizard;
  useEffect(() => {
    setDirty(isDirty);
  }, [isDirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);

  const { next } = wizard;
  const submit = useCallback(
    async (values: Values) => {
      setFormError(null);
      try {
        await next(toBody(values));
      } catch (error) {
        if (isApiError(error, 'request.invalid') && error.fields && Object.keys(error.fields).length > 0) {
          const errors = fieldErrorsText(error.fields);
          form.setErrors(errors);
          focusFirstError(errors);
        } else {
          setFormError(errorText(error));
        }
      }
    },
    [next, toBody, form, errorText],
  );

  const onSubmit = form.onSubmit(
    (values) => void submit(values),
    (errors) => focusFirstError(errors),
  );

  const textProps: StepForm<Values>['textProps'] = (field, max = APPLICATION_TEXT_MAX) => ({
    maxLength: max,
    ...noPaste,
    ...form.getInputProps(field),
  });

  return { form, onSubmit, formError, textProps };
}
