import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  BILLING_TYPES,
  type BillingKind,
  type BillingType,
  billingFormFields,
  canConfirmBilling,
  canEditBilling,
  type HousingBillingField,
  type HousingBillingForm,
  NATURAL_PERSON_DETAILS,
  REQUIRED_FOR_ALL,
  REQUIRED_FOR_HOUSING,
  requiredBillingFields,
} from '@school/domain/billing/billing';
import {
  billingFieldMaxLength,
  housingBillingDraftShape,
} from '@school/domain/billing/contracts/billing-fields';
import { ConfirmCourseBillingBodySchema } from '@school/domain/billing/contracts/confirm-course-billing';
import { ConfirmHousingBillingBodySchema } from '@school/domain/billing/contracts/confirm-housing-billing';
import type { BillingStateDto, GetBillingResponse } from '@school/domain/billing/contracts/get-billing';
import { SaveCourseBillingBodySchema } from '@school/domain/billing/contracts/save-course-billing';
import { SaveHousingBillingBodySchema } from '@school/domain/billing/contracts/save-housing-billing';
import { formatDate } from '@school/domain/format/date';
import { IconAlertCircle, IconCheck, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LeaveGuard } from '../../../components/leave-guard';
import { DateField, SexSelect } from '../../../components/person-fields';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useConfirmBilling } from '../api/confirm-billing';
import { useSaveBilling } from '../api/save-billing';

/**
 * The order of the fields on screen: the billed party (company, or person), then the address,
 * contacts, legal representative and account.
 */
const FIELD_ORDER: readonly HousingBillingField[] = [
  'companyName',
  'vatNumber',
  'sdiCode',
  'certifiedEmail',
  ...NATURAL_PERSON_DETAILS,
  ...REQUIRED_FOR_ALL,
  'email',
  'phone',
  'legalRepFirstName',
  'legalRepLastName',
  'legalRepEmail',
  ...REQUIRED_FOR_HOUSING,
];

const INPUT_TYPES: Partial<
  Record<HousingBillingField, { type?: string; inputMode?: 'numeric' | 'tel' | 'email' }>
> = {
  certifiedEmail: { type: 'email' },
  email: { type: 'email' },
  legalRepEmail: { type: 'email' },
  phone: { type: 'tel' },
  postalCode: { inputMode: 'numeric' },
};

const ACCOUNT_FIELDS = new Set<string>(['iban', 'ibanHolder']);

/**
 * The body of a draft save: every field of the form (the course form has no account fields). A
 * field hidden by the chosen type that is not well formed is sent empty, so it cannot block a save
 * the person cannot see.
 */
function draftBody(kind: BillingKind, values: HousingBillingForm, visible: ReadonlySet<string>) {
  const body: Record<string, unknown> = { ...values };
  for (const [field, schema] of Object.entries(housingBillingDraftShape)) {
    if (field === 'type' || visible.has(field)) continue;
    if (!schema.safeParse(body[field]).success) body[field] = '';
  }
  if (kind === 'course') {
    delete body.iban;
    delete body.ibanHolder;
  }
  return body;
}

/** Only the errors of fields on screen (and the type). */
function visibleErrors(errors: FormErrors, visible: ReadonlySet<string>): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path === 'type' || visible.has(path)));
}

/**
 * One billing form (specification 000: "Course billing", "Housing billing"; sections 4 and 5).
 * Type MeStesso (default), PersonaGiuridica or PersonaFisica with the fields of that type
 * (`billingFormFields`), required marks (`requiredBillingFields`), IBAN and account holder on
 * housing. Save keeps a draft; Confirm ("disabled when compiled or sent, or ... when required
 * items missing": `canConfirmBilling`) asks once, then locks the form. Read-only unless
 * `canEditBilling`. Leaving with unsaved changes asks first.
 */
export function BillingForm({
  kind,
  form: stored,
  state,
}: {
  kind: BillingKind;
  form: HousingBillingForm;
  state: BillingStateDto;
}) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const save = useSaveBilling();
  const confirm = useConfirmBilling();
  const [message, setMessage] = useState<'draft' | 'confirmed' | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const isEditable = canEditBilling(state);

  const form = useForm<HousingBillingForm>({ mode: 'controlled', initialValues: stored });

  // The form object changes identity between renders; a ref keeps the callbacks stable.
  const formRef = useRef(form);
  formRef.current = form;
  const apply = useCallback((next: HousingBillingForm) => {
    const current = formRef.current;
    current.setInitialValues(next);
    current.setValues(next);
    current.resetDirty(next);
    current.clearErrors();
  }, []);

  // Stored data loaded or saved replaces the form, unless the person is editing it.
  useEffect(() => {
    if (!formRef.current.isDirty()) apply(stored);
  }, [stored, apply]);

  const values = form.values;
  const type = values.type;
  const fields = billingFormFields(kind, type);
  const visible = new Set<string>(fields);
  const required = new Set<string>(requiredBillingFields(kind, type));
  const ordered = FIELD_ORDER.filter((field) => visible.has(field));
  const isDirty = form.isDirty();
  const canConfirm =
    isEditable &&
    (kind === 'course'
      ? canConfirmBilling({ kind, compiled: state.compiled, sent: state.sent, form: values })
      : canConfirmBilling({ kind, compiled: state.compiled, sent: state.sent, form: values }));

  const handleServerError = (error: unknown) => {
    if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
  };

  const handleSave = () => {
    setMessage(null);
    confirm.reset();
    const validate = zodResolver<HousingBillingForm>(
      kind === 'course' ? SaveCourseBillingBodySchema : SaveHousingBillingBodySchema,
      { toInput: (v) => draftBody(kind, v, visible) },
    );
    const errors = visibleErrors(validate(values), visible);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body = draftBody(kind, values, visible);
    const onSuccess = (billing: GetBillingResponse) => {
      const saved = kind === 'course' ? billing.course.form : billing.housing?.form;
      if (saved) apply({ ...values, ...saved });
      setMessage('draft');
    };
    if (kind === 'course') {
      const parsed = SaveCourseBillingBodySchema.parse(body);
      save.mutate({ kind, body: parsed }, { onSuccess, onError: handleServerError });
    } else {
      const parsed = SaveHousingBillingBodySchema.parse(body);
      save.mutate({ kind, body: parsed }, { onSuccess, onError: handleServerError });
    }
  };

  const confirmSchema = kind === 'course' ? ConfirmCourseBillingBodySchema : ConfirmHousingBillingBodySchema;

  const handleAskConfirm = () => {
    setMessage(null);
    save.reset();
    const errors = zodResolver<HousingBillingForm>(confirmSchema)(values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setIsAsking(true);
  };

  const handleConfirm = () => {
    setIsAsking(false);
    const onSuccess = (billing: GetBillingResponse) => {
      const saved = kind === 'course' ? billing.course.form : billing.housing?.form;
      if (saved) apply({ ...values, ...saved });
      setMessage('confirmed');
    };
    if (kind === 'course') {
      confirm.mutate(
        { kind, body: ConfirmCourseBillingBodySchema.parse(values) },
        { onSuccess, onError: handleServerError },
      );
    } else {
      confirm.mutate(
        { kind, body: ConfirmHousingBillingBodySchema.parse(values) },
        { onSuccess, onError: handleServerError },
      );
    }
  };

  const input = (field: HousingBillingField) => {
    const common = {
      label: t(`fields.${field}`),
      required: required.has(field),
      readOnly: !isEditable,
      variant: isEditable ? 'default' : 'filled',
      'data-field': field,
    } as const;
    if (!isEditable && (field === 'sex' || field === 'birthDate')) {
      // Read-only: the value as text (a disabled select is faint; dates as DD-MM-YYYY).
      const value =
        field === 'sex' ? (values.sex === '' ? '' : t(`sexes.${values.sex}`)) : formatDate(values.birthDate);
      return <TextInput key={field} {...common} value={value} />;
    }
    if (field === 'sex') {
      return (
        <SexSelect
          key={field}
          {...common}
          chooseLabel={t('choose')}
          sexLabel={(sex) => t(`sexes.${sex}`)}
          {...form.getInputProps('sex')}
        />
      );
    }
    if (field === 'birthDate') return <DateField key={field} {...common} {...form.getInputProps(field)} />;
    return (
      <TextInput
        key={field}
        {...common}
        {...INPUT_TYPES[field]}
        maxLength={billingFieldMaxLength(field)}
        autoComplete="off"
        {...form.getInputProps(field)}
      />
    );
  };

  const partyFields = ordered.filter((field) => !ACCOUNT_FIELDS.has(field));
  const accountFields = ordered.filter((field) => ACCOUNT_FIELDS.has(field));
  const error = save.error ?? confirm.error;

  return (
    <Stack gap="md" data-billing={kind}>
      <LeaveGuard when={isEditable && isDirty} />
      {message === 'confirmed' && (
        <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} role="status">
          {t('confirmed')}
        </Alert>
      )}
      {message === 'draft' && (
        <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} role="status">
          {t('draftSaved')}
        </Alert>
      )}
      {!isEditable && message === null && (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />} role="note">
          {state.compiled || state.sent
            ? state.compiledAt
              ? t('lockedSentOn', { date: formatDate(state.compiledAt) })
              : t('lockedSent')
            : t('notRequested')}
        </Alert>
      )}
      <Text>{t(`intro.${kind}`)}</Text>
      {isEditable ? (
        <Radio.Group
          label={t('type')}
          value={type}
          onChange={(value) => {
            form.setFieldValue('type', value as BillingType);
            form.clearErrors();
          }}
        >
          <Group mt="xs">
            {BILLING_TYPES.map((option) => (
              <Radio key={option} value={option} label={t(`types.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
      ) : (
        <TextInput label={t('type')} value={t(`types.${type}`)} readOnly variant="filled" data-field="type" />
      )}
      {partyFields.length === 0 ? (
        <Text c="dimmed">{t('meStessoText')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{partyFields.map(input)}</SimpleGrid>
      )}
      {accountFields.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{accountFields.map(input)}</SimpleGrid>
      )}
      {error && !(isApiError(error) && error.fields) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorText(error)}
        </Alert>
      )}
      {isEditable && (
        <Group>
          <Button variant="default" onClick={handleSave} loading={save.isPending}>
            {t('save')}
          </Button>
          <Button onClick={handleAskConfirm} disabled={!canConfirm} loading={confirm.isPending}>
            {t('confirm')}
          </Button>
          {!canConfirm && (
            <Text size="sm" c="dimmed">
              {t('confirmNeedsRequired')}
            </Text>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={isAsking}
        title={t('confirmTitle')}
        text={t('confirmText')}
        confirmLabel={t('confirmYes')}
        cancelLabel={t('confirmNo')}
        onConfirm={handleConfirm}
        onCancel={() => setIsAsking(false)}
      />
    </Stack>
  );
}
