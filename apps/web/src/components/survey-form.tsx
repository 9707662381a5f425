import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { DATE_MAX, DATE_MIN } from '@school/domain/shared/limits';
import {
  answerProblem,
  canSubmit,
  filterTextInput,
  formatAnswers,
  moveItem,
  type OtherAnswer,
  rankingOrder,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyProblemCode,
  serializeAnswers,
} from '@school/domain/survey/answers';
import {
  choicesOf,
  isAnswerable,
  maxCharsOf,
  otherOptionOf,
  parseDefinition,
  type SurveyDefinition,
  type SurveyField,
} from '@school/domain/survey/definition';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import {
  type ClipboardEvent,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from './plain-list';

/** What the form hands over when it is sent: the answers and the two saved texts of section 3. */
export interface SurveySubmission {
  answers: SurveyAnswers;
  /** "fieldName:value pairs joined by ";"". */
  saved: string;
  /** "A formatted variant joins pairs with ";" plus a newline." */
  formatted: string;
}

export interface SurveyFormProps {
  /** The definition: parsed, or as its JSON (text or value), e.g. a course edition's surveyConfig__c. */
  definition: SurveyDefinition | unknown;
  answers: SurveyAnswers;
  readOnly?: boolean;
  onChange: (answers: SurveyAnswers) => void;
  onSubmit: (submission: SurveySubmission) => void;
  /** The page's button text ("Send Preferences", "Submit survey"); "Invia" by default. */
  submitLabel?: ReactNode;
  /** A send in progress: the button shows it and does not send twice. */
  isSubmitting?: boolean;
}

/** "Paste is blocked" on the text inputs (not on passwords, as in the application's steps). */
const blockPaste = (event: ClipboardEvent<HTMLElement>) => event.preventDefault();

const FIELDSET_STYLE: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * The survey engine's one renderer (specification 001, section 3 "Survey definition" and section 5
 * "Survey"): any definition, every field type and setting, the answers kept by the caller. Fields
 * sit two per row unless `alone` (or as wide as `col` of 12). A field's message shows once the
 * person tried to send or left the field. The button is disabled as `canSubmit` says ("Submit
 * disabled when read-only or when any visible required field is invalid"); while answers are
 * missing it stays focusable (aria-disabled), and pressing it shows the messages and moves to the
 * first field in error. An empty or unparsable definition shows "Form non disponibile" and warns
 * in the console.
 */
export function SurveyForm({
  definition,
  answers,
  readOnly = false,
  onChange,
  onSubmit,
  submitLabel,
  isSubmitting = false,
}: SurveyFormProps) {
  const { t } = useTranslation('survey');
  const formId = useId();
  const fields = useMemo(() => parseDefinition(definition), [definition]);
  const [attempted, setAttempted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!fields) console.warn('Survey: the survey configuration is empty or cannot be read', definition);
  }, [fields, definition]);

  if (!fields) {
    return <Alert color="yellow">{t('unavailable')}</Alert>;
  }

  const names = fields.filter(isAnswerable).map((field) => field.fieldName);
  const problemOf = (field: SurveyField): SurveyProblemCode | null =>
    field.on && isAnswerable(field) ? answerProblem(field, answers[field.fieldName], names) : null;
  const allowed = canSubmit(fields, answers, { readOnly });
  const fieldDomId = (field: SurveyField) => `${formId}-${field.fieldName}`;

  const setAnswer = (field: SurveyField, answer: SurveyAnswer | undefined) => {
    onChange({ ...answers, [field.fieldName]: answer });
  };
  const markLeft = (field: SurveyField) => {
    if (!left.has(field.fieldName)) setLeft(new Set([...left, field.fieldName]));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly || isSubmitting) return;
    if (!allowed) {
      setAttempted(true);
      const first = fields.find((field) => problemOf(field) !== null);
      const target = first
        ? document
            .getElementById(fieldDomId(first))
            ?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')
        : null;
      target?.focus();
      return;
    }
    onSubmit({
      answers,
      saved: serializeAnswers(fields, answers),
      formatted: formatAnswers(fields, answers),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Grid gap="lg">
          {fields
            .filter((field) => field.on)
            .map((field) => {
              const code = problemOf(field);
              const shown = code !== null && (attempted || left.has(field.fieldName));
              const wide = field.type === 'label' || field.settings.alone;
              const span = wide ? 12 : (field.settings.col ?? 6);
              return (
                <Grid.Col key={field.fieldName} span={{ base: 12, sm: span }} data-span={span}>
                  <div id={fieldDomId(field)}>
                    <SurveyFieldInput
                      field={field}
                      answer={answers[field.fieldName]}
                      readOnly={readOnly}
                      error={shown ? t(`problems.${code}`) : null}
                      onAnswer={(answer) => setAnswer(field, answer)}
                      onLeave={() => markLeft(field)}
                    />
                  </div>
                </Grid.Col>
              );
            })}
        </Grid>
        {/* Read-only answers have nothing to send. */}
        {!readOnly && (
          <Group>
            <Button
              type="submit"
              aria-disabled={!allowed || undefined}
              data-disabled={!allowed || undefined}
              loading={isSubmitting}
            >
              {submitLabel ?? t('submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

interface FieldInputProps {
  field: SurveyField;
  answer: SurveyAnswer | undefined;
  readOnly: boolean;
  /** The message under the field, or null. */
  error: string | null;
  onAnswer: (answer: SurveyAnswer | undefined) => void;
  onLeave: () => void;
}

/** A catalogue key of the `survey` namespace, or the text itself when it is not one. */
function useLabel() {
  const { t } = useTranslation('survey');
  return (key: string) => t(key as never, { defaultValue: key }) as string;
}

function SurveyFieldInput(props: FieldInputProps) {
  const { field } = props;
  switch (field.type) {
    case 'label':
      return <LabelField field={field} />;
    case 'fieldRadioButtons':
    case 'radioButtons':
    case 'fieldRadioButtonsWithOther':
      return <RadioField {...props} />;
    case 'fieldPickList':
      return <PickListField {...props} />;
    case 'Ranking':
      return <RankingField {...props} />;
    case 'date':
      return <DateField {...props} />;
    case 'PASSWORD':
      return <PasswordField {...props} />;
    case 'text':
    case 'email':
    case 'tel':
      return <TextField {...props} />;
  }
}

function LabelField({ field }: { field: SurveyField }) {
  const label = useLabel();
  return (
    <Text fw={600} size="lg">
      {label(field.label)}
    </Text>
  );
}

/** The legend of a group, with the required mark. */
function Legend({ field }: { field: SurveyField }) {
  const label = useLabel();
  return (
    <Text component="legend" fw={500} size="sm" mb={4} p={0}>
      {label(field.label)}
      {field.required && (
        <Text component="span" c="red" aria-hidden="true">
          {' *'}
        </Text>
      )}
    </Text>
  );
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <Text id={id} c="red" size="sm" mt={4}>
      {error}
    </Text>
  ) : null;
}

/** The counter of a text input: "12/80". */
function Counter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation('survey');
  return <>{t('counter', { count: value.length, max })}</>;
}

/** Yes/no (saved Si/No), radios, and radios with "Altro" and its free text, as one fieldset. */
function RadioField({ field, answer, readOnly, error, onAnswer, onLeave }: FieldInputProps) {
  const { t } = useTranslation('survey');
  const label = useLabel();
  const name = useId();
  const errorId = `${name}-error`;
  const disabled = readOnly || Boolean(field.settings.isDisabled);

  const isYesNo = field.type === 'fieldRadioButtons';
  const isWithOther = field.type === 'fieldRadioButtonsWithOther';
  const other = otherOptionOf(field);
  const choices = isYesNo
    ? [
        { value: 'true', label: field.yesNoLabels ? label(field.yesNoLabels.yes) : t('yes') },
        { value: 'false', label: field.yesNoLabels ? label(field.yesNoLabels.no) : t('no') },
      ]
    : choicesOf(field).map((choice) => ({
        value: choice.value,
        label: choice.label === null ? t('other') : label(choice.label),
      }));
  const otherAnswer: OtherAnswer | null =
    isWithOther && answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : null;
  const selected = isYesNo
    ? typeof answer === 'boolean'
      ? String(answer)
      : ''
    : isWithOther
      ? (otherAnswer?.choice ?? '')
      : typeof answer === 'string'
        ? answer
        : '';

  const choose = (value: string) => {
    if (isYesNo) onAnswer(value === 'true');
    else if (isWithOther)
      onAnswer({ choice: value, other: value === other ? (otherAnswer?.other ?? '') : '' });
    else onAnswer(value);
  };

  return (
    <fieldset style={FIELDSET_STYLE} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <Legend field={field} />
      <Group gap="md" mt={4}>
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            name={name}
            value={choice.value}
            label={choice.label}
            checked={selected === choice.value}
            onChange={() => choose(choice.value)}
            disabled={disabled}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </Group>
      {isWithOther && selected === other && (
        <TextInput
          mt="xs"
          label={t('otherText')}
          required
          value={otherAnswer?.other ?? ''}
          maxLength={maxCharsOf(field)}
          onChange={(event) =>
            onAnswer({ choice: other, other: filterTextInput(field, event.currentTarget.value) })
          }
          onPaste={blockPaste}
          onBlur={onLeave}
          readOnly={readOnly}
          description={<Counter value={otherAnswer?.other ?? ''} max={maxCharsOf(field)} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function PickListField({ field, answer, readOnly, error, onAnswer, onLeave }: FieldInputProps) {
  const { t } = useTranslation('survey');
  const label = useLabel();
  return (
    <Select
      label={label(field.label)}
      placeholder={t('pickPlaceholder')}
      data={field.options.map((option) => ({ value: option.value, label: label(option.label) }))}
      value={typeof answer === 'string' && answer !== '' ? answer : null}
      onChange={(value) => onAnswer(value ?? undefined)}
      onBlur={onLeave}
      required={field.required}
      clearable={!field.required}
      allowDeselect={!field.required}
      readOnly={readOnly}
      disabled={Boolean(field.settings.isDisabled)}
      error={error}
    />
  );
}

/**
 * "Ranking (drag-to-order)": an ordered list the person reorders by dragging an item, or with the
 * keyboard through each item's "move up" and "move down" buttons; each move is announced.
 */
function RankingField({ field, answer, readOnly, error, onAnswer }: FieldInputProps) {
  const { t } = useTranslation('survey');
  const label = useLabel();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const disabled = readOnly || Boolean(field.settings.isDisabled);
  const order = rankingOrder(field, Array.isArray(answer) ? answer : undefined);
  const labelOf = (value: string) => {
    const option = field.options.find((candidate) => candidate.value === value);
    return option ? label(option.label) : value;
  };
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  useEffect(() => {
    if (focusAfterMove === null) return;
    buttons.current.get(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    if (disabled || to < 0 || to >= order.length || from === to) return;
    const next = moveItem(order, from, to);
    const item = order[from] ?? '';
    onAnswer(next);
    setAnnouncement(t('ranking.moved', { item: labelOf(item), position: to + 1, total: order.length }));
    if (direction) {
      const atEdge = direction === 'up' ? to === 0 : to === order.length - 1;
      const keep = atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
      setFocusAfterMove(`${item}:${keep}`);
    }
  };

  return (
    <fieldset style={FIELDSET_STYLE} aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}>
      <Legend field={field} />
      <Text id={hintId} size="xs" c="dimmed" mb={4}>
        {t('ranking.hint')}
      </Text>
      <PlainList ordered gap={4}>
        {order.map((value, index) => (
          <Group
            key={value}
            component="li"
            gap="xs"
            wrap="nowrap"
            p={4}
            draggable={!disabled}
            data-dragging={dragged === index || undefined}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', value);
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              cursor: disabled ? undefined : 'grab',
              opacity: dragged === index ? 0.5 : 1,
            }}
          >
            <IconGripVertical size={16} aria-hidden="true" />
            <Text fw={600} w="2ch" aria-hidden="true">
              {index + 1}.
            </Text>
            <Text style={{ flex: 1 }}>{labelOf(value)}</Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('ranking.moveUp', { item: labelOf(value) })}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1, 'up')}
              ref={(element) => {
                buttons.current.set(`${value}:up`, element);
              }}
            >
              <IconArrowUp size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('ranking.moveDown', { item: labelOf(value) })}
              disabled={disabled || index === order.length - 1}
              onClick={() => move(index, index + 1, 'down')}
              ref={(element) => {
                buttons.current.set(`${value}:down`, element);
              }}
            >
              <IconArrowDown size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
      </PlainList>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Text, e-mail and tel: maxChars with its counter, the filters, paste blocked. */
function TextField({ field, answer, readOnly, error, onAnswer, onLeave }: FieldInputProps) {
  const label = useLabel();
  const value = typeof answer === 'string' ? answer : '';
  const max = maxCharsOf(field);
  return (
    <TextInput
      label={label(field.label)}
      type={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'}
      inputMode={field.type === 'tel' ? 'tel' : undefined}
      value={value}
      maxLength={max}
      onChange={(event) => onAnswer(filterTextInput(field, event.currentTarget.value))}
      onPaste={blockPaste}
      onBlur={onLeave}
      required={field.required}
      readOnly={readOnly}
      disabled={Boolean(field.settings.isDisabled)}
      error={error}
      description={<Counter value={value} max={max} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** "dates bounded 1900-01-01 to 2100-12-31". */
function DateField({ field, answer, readOnly, error, onAnswer, onLeave }: FieldInputProps) {
  const label = useLabel();
  return (
    <TextInput
      label={label(field.label)}
      type="date"
      min={DATE_MIN}
      max={DATE_MAX}
      value={typeof answer === 'string' ? answer : ''}
      onChange={(event) => onAnswer(event.currentTarget.value)}
      onBlur={onLeave}
      required={field.required}
      readOnly={readOnly}
      disabled={Boolean(field.settings.isDisabled)}
      error={error}
    />
  );
}

/** A password, with a reveal button when `showRevealButton`. */
function PasswordField({ field, answer, readOnly, error, onAnswer, onLeave }: FieldInputProps) {
  const { t } = useTranslation('survey');
  const label = useLabel();
  const [visible, setVisible] = useState(false);
  const value = typeof answer === 'string' ? answer : '';
  const max = maxCharsOf(field);
  const common = {
    label: label(field.label),
    value,
    maxLength: max,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onAnswer(filterTextInput(field, event.currentTarget.value)),
    onBlur: onLeave,
    required: field.required,
    readOnly,
    disabled: Boolean(field.settings.isDisabled),
    error,
    autoComplete: 'off',
    description: <Counter value={value} max={max} />,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
  };
  if (!field.settings.showRevealButton) return <TextInput {...common} type="password" />;
  return (
    <PasswordInput
      {...common}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('password.hide') : t('password.show'),
        'aria-pressed': visible,
        tabIndex: 0,
      }}
    />
  );
}
