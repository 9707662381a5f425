import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormValidateInput, useForm } from '@mantine/form';
import type { Visa } from '@school/domain/candidate/visa';
import { canModifyPhase, isVisaPhaseSaved } from '@school/domain/candidate/visa';
import type { SchoolClock } from '@school/domain/shared/clock';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText } from '../../../lib/zod-resolver';
import { useUpdateVisa, type VisaSave } from '../api/update-visa';
import { DetailsList } from './details-list';

/** What the visa tab gives each phase it shows: the record, the school's clock, what to do once saved. */
export interface VisaPhaseProps {
  visa: Visa;
  clock: SchoolClock;
  onSaved: (visa: Visa) => void;
}

type TextField<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * The form of a visa phase the candidate fills in, and its save. Save waits until the form is
 * valid: each field says what is wrong as soon as it is left. `upper` is a text field typed in
 * capitals (names, addresses, the ticket, the refusal reason). The server's objections to single
 * fields are shown beside them.
 */
export function useVisaPhaseForm<Values extends object>({
  initialValues,
  validate,
}: {
  initialValues: Values;
  validate: FormValidateInput<Values>;
}) {
  const update = useUpdateVisa();
  const form = useForm<Values>({ mode: 'controlled', validateInputOnBlur: true, initialValues, validate });

  const upper = (field: TextField<Values>) => ({
    ...form.getInputProps(field),
    maxLength: TEXT_MAX,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.toUpperCase() as never),
  });

  const save = (body: VisaSave, onSuccess: (visa: Visa) => void) =>
    update.mutate(body, {
      onSuccess: ({ visa }) => onSuccess(visa),
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
      },
    });

  return { form, upper, update, save };
}

/** Below a phase's fields: the save's error, if any, and the phase's buttons. */
export function VisaPhaseActions({
  update,
  canSubmit,
  submitLabel,
  onCancel,
}: {
  update: ReturnType<typeof useUpdateVisa>;
  canSubmit: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  return (
    <>
      {update.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorText(update.error)}
        </Alert>
      )}
      <Group>
        {/* Like every form of the portal: Save waits until the required fields are valid. */}
        <Button type="submit" loading={update.isPending} disabled={!canSubmit}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('visa.cancel')}
          </Button>
        )}
      </Group>
    </>
  );
}

/**
 * Phases 1 and 2: the form until saved, then the saved values, locked; Modifica re-opens the form
 * while `canModifyPhase` allows (until the appointment or the arrival), else `pastText` says why not.
 */
export function EditableVisaPhase<Values extends object>({
  phase,
  visa,
  clock,
  phaseForm,
  toSave,
  canSave,
  details,
  pastText,
  onSaved,
  children,
}: VisaPhaseProps & {
  phase: 1 | 2;
  phaseForm: ReturnType<typeof useVisaPhaseForm<Values>>;
  toSave: (values: Values) => VisaSave;
  canSave: boolean;
  details: readonly { id: string; label: string; value: string }[];
  pastText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('candidate');
  const { form, update, save } = phaseForm;
  const isSaved = isVisaPhaseSaved(visa, phase);
  const canModify = canModifyPhase(visa, phase, clock);
  const [isEditing, setIsEditing] = useState(!isSaved);

  if (!isEditing) {
    return (
      <Stack gap="md">
        <DetailsList items={details} />
        <Group>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            disabled={!canModify}
            onClick={() => {
              update.reset();
              setIsEditing(true);
            }}
          >
            {t('visa.modify')}
          </Button>
          {!canModify && <Text size="sm">{pastText}</Text>}
        </Group>
      </Stack>
    );
  }

  const handleSave = (values: Values) =>
    save(toSave(values), (saved) => {
      setIsEditing(false);
      onSaved(saved);
    });

  return (
    <form onSubmit={form.onSubmit(handleSave)} noValidate>
      <Stack gap="md">
        {children}
        <VisaPhaseActions
          update={update}
          canSubmit={canSave}
          submitLabel={t('visa.save')}
          onCancel={
            isSaved
              ? () => {
                  form.reset();
                  setIsEditing(false);
                }
              : undefined
          }
        />
      </Stack>
    </form>
  );
}
