import { SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  SHIPPING_MAX,
  type ShippingField,
  type ShippingFieldProblem,
  type ShippingForm,
} from '@school/domain/shop/checkout';
import { useTranslation } from 'react-i18next';

export const EMPTY_SHIPPING: ShippingForm = {
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  province: '',
  postcode: '',
  mobile: '',
  notes: '',
};

const FIELDS: readonly { field: Exclude<ShippingField, 'notes'>; autoComplete: string; numeric?: boolean }[] =
  [
    { field: 'firstName', autoComplete: 'shipping given-name' },
    { field: 'lastName', autoComplete: 'shipping family-name' },
    { field: 'street', autoComplete: 'shipping street-address' },
    { field: 'city', autoComplete: 'shipping address-level2' },
    { field: 'province', autoComplete: 'shipping address-level1' },
    { field: 'postcode', autoComplete: 'shipping postal-code', numeric: true },
    { field: 'mobile', autoComplete: 'shipping tel', numeric: true },
  ];

/**
 * The shipping form of the summary ("shipping form only for graduates not in an active course"):
 * name, surname, address, city, province, postcode, mobile, notes; Italy as the one country. The
 * problems are `shippingFormProblems`' (the page passes them), each shown under its field once the
 * field has been left.
 */
export function ShippingFormFields({
  form,
  problems,
  touched,
  disabled,
  onChange,
  onBlur,
}: {
  form: ShippingForm;
  problems: Partial<Record<ShippingField, ShippingFieldProblem>>;
  touched: Partial<Record<ShippingField, boolean>>;
  disabled: boolean;
  onChange: (field: ShippingField, value: string) => void;
  onBlur: (field: ShippingField) => void;
}) {
  const { t } = useTranslation('shop');
  const errorOf = (field: ShippingField): string | undefined => {
    const problem = problems[field];
    if (!problem || !touched[field]) return undefined;
    return t(`summary.shippingForm.problems.${problem}`, { max: SHIPPING_MAX[field] });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="shipping-title">
      <Title order={2} size="h3" id="shipping-title">
        {t('summary.shippingForm.title')}
      </Title>
      <Text>{t('summary.shippingForm.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map(({ field, autoComplete, numeric }) => (
          <TextInput
            key={field}
            name={field}
            label={t(`summary.shippingForm.${field}`)}
            value={form[field]}
            required
            disabled={disabled}
            autoComplete={autoComplete}
            inputMode={numeric ? 'numeric' : undefined}
            onChange={(event) => onChange(field, event.currentTarget.value)}
            onBlur={() => onBlur(field)}
            error={errorOf(field)}
            errorProps={{ role: 'alert' }}
          />
        ))}
        <TextInput
          label={t('summary.shippingForm.country')}
          value={t('summary.shippingForm.italy')}
          readOnly
          name="country"
        />
      </SimpleGrid>
      <Textarea
        name="notes"
        label={t('summary.shippingForm.notes')}
        value={form.notes}
        disabled={disabled}
        rows={3}
        onChange={(event) => onChange('notes', event.currentTarget.value)}
        onBlur={() => onBlur('notes')}
        error={errorOf('notes')}
        errorProps={{ role: 'alert' }}
      />
    </Stack>
  );
}
