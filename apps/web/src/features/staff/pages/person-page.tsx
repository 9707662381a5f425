import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { staffPermissions } from '@school/domain/access/staff';
import { CATEGORIES, type Category } from '@school/domain/access/subject';
import {
  type GetPersonResponse,
  SetRegistrationBodySchema,
  type StaffEnrolment,
  type StaffPerson,
} from '@school/domain/staff/contracts/people';
import {
  claimedCategory,
  ENROLMENT_SWITCHES,
  WEBAPP_PERMISSIONS,
  type WebappPermission,
} from '@school/domain/staff/people';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../auth/api/get-me';
import { type PersonChange, useChangePerson } from '../api/change-person';
import { usePerson } from '../api/get-person';
import { PersonHistory } from '../components/person-history';
import { StaffPage } from '../components/staff-page';
import { staffPath } from '../utils/staff-navigation';
import { PersonBadges } from './people-page';

const fullName = (p: StaffPerson) => `${p.firstName} ${p.lastName}`.trim() || p.username;

/**
 * One person: the role claimed at sign-up to confirm or refuse, access (blocked), categories,
 * web-app permissions, registration number and PIN, each enrolment's flags with their meaning,
 * and the history of the changes made from the console. Every change is sent with the version
 * read; a 409 reloads the person and says so.
 */
export default function PersonPage() {
  const { id = '' } = useParams();
  return <PersonView id={id} />;
}

export function PersonView({ id }: { id: string }) {
  const { t } = useTranslation('staff');
  const { data, error } = usePerson(id);
  const errorText = useErrorText();
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorText(error)}
      </Alert>
    );
  if (!data) return null;
  return <PersonDetail key={id} data={data} t={t} />;
}

function PersonDetail({
  data,
  t,
}: {
  data: GetPersonResponse;
  t: ReturnType<typeof useTranslation<'staff'>>['t'];
}) {
  const { person, enrolments } = data;
  const held = staffPermissions(useCurrentUser()?.subject ?? null);
  const isSecretariat = held.includes('Segreteria');
  const isAdministration = held.includes('Amministrazione');
  const change = useChangePerson(person.id);
  const errorText = useErrorText();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const send = (next: PersonChange) => {
    setMessage(null);
    change.mutate(next, {
      onSuccess: () => setMessage({ ok: true, text: t('people.detail.saved') }),
      onError: (error) =>
        setMessage({
          ok: false,
          text: isApiError(error, 'staff.staleRecord')
            ? t('people.detail.stale')
            : isApiError(error) && error.fields
              ? Object.values(error.fields)
                  .map((code) => errorText(code))
                  .join(' ')
              : errorText(error),
        }),
    });
  };

  return (
    <StaffPage
      title={fullName(person)}
      actions={
        <Anchor component={Link} to={staffPath('people')}>
          {t('people.detail.back')}
        </Anchor>
      }
    >
      <Group gap="lg">
        <Text>
          {t('people.detail.username')}: {person.username}
        </Text>
        <Text>
          {t('people.detail.language')}: {person.language}
        </Text>
        {person.signupRole !== null && (
          <Text>
            {t('people.detail.signupRole')}: {t(`people.roles.${person.signupRole}` as 'people.roles.1')}
          </Text>
        )}
        <PersonBadges person={person} />
      </Group>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <RoleClaimSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <BlockSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <CategoriesSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <PermissionsSection person={person} canChange={isAdministration} busy={change.isPending} send={send} />
      <RegistrationSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <Card withBorder component="section" aria-labelledby="enrolments-title">
        <Title order={2} size="h3" id="enrolments-title" mb="sm">
          {t('people.enrolments.title')}
        </Title>
        {enrolments.length === 0 && <Text>{t('people.detail.noEnrolments')}</Text>}
        <Stack gap="lg">
          {enrolments.map((enrolment) => (
            <EnrolmentFlags
              key={enrolment.id}
              enrolment={enrolment}
              canChange={isSecretariat}
              busy={change.isPending}
              send={send}
            />
          ))}
        </Stack>
      </Card>
      <PersonHistory person={person} enrolments={enrolments} />
    </StaffPage>
  );
}

interface SectionProps {
  person: StaffPerson;
  canChange: boolean;
  busy: boolean;
  send: (change: PersonChange) => void;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function RoleClaimSection({ person, canChange, busy, send }: SectionProps) {
  const { t } = useTranslation('staff');
  const [asking, setAsking] = useState<'confirm' | 'refuse' | null>(null);
  const [registrationNumber, setRegistrationNumber] = useState(person.registrationNumber ?? '');
  const claim = person.roleClaim;
  if (!claim) return null;
  const role = t(`people.roles.${claim.role}` as 'people.roles.1');
  if (claim.state !== 'pending') {
    return (
      <Text>
        {t(claim.state === 'confirmed' ? 'people.claim.confirmed' : 'people.claim.refused', { role })}
      </Text>
    );
  }
  const values = { name: fullName(person), category: claimedCategory(claim.role) ?? '' };
  return (
    <Section id="claim-title" title={t('people.claim.title')}>
      <Stack gap="sm">
        <Text>{t('people.claim.text', { role, category: values.category })}</Text>
        <TextInput
          label={t('people.claim.registrationNumber')}
          value={registrationNumber}
          onChange={(event) => setRegistrationNumber(event.currentTarget.value)}
          maxLength={20}
          w={{ base: '100%', sm: 320 }}
          disabled={!canChange}
        />
        <Group>
          <Button onClick={() => setAsking('confirm')} disabled={!canChange} loading={busy}>
            {t('people.claim.confirm')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            onClick={() => setAsking('refuse')}
            disabled={!canChange}
            loading={busy}
          >
            {t('people.claim.refuse')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking === 'refuse' ? 'people.claim.refuseTitle' : 'people.claim.confirmTitle')}
        text={t(asking === 'refuse' ? 'people.claim.refuseText' : 'people.claim.confirmText', values)}
        confirmLabel={t(asking === 'refuse' ? 'people.claim.refuse' : 'people.claim.confirm')}
        cancelLabel={t('people.claim.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          send(
            asking === 'refuse'
              ? { kind: 'refuseClaim', body: { version: person.version } }
              : {
                  kind: 'confirmClaim',
                  body: { version: person.version, registrationNumber: registrationNumber.trim() || null },
                },
          );
          setAsking(null);
        }}
      />
    </Section>
  );
}

function BlockSection({ person, canChange, busy, send }: SectionProps) {
  const { t } = useTranslation('staff');
  const [asking, setAsking] = useState(false);
  const values = { name: fullName(person) };
  return (
    <Section id="block-title" title={t('people.block.title')}>
      <Switch
        label={t('people.block.label')}
        checked={person.isBlocked}
        onChange={() => setAsking(true)}
        disabled={!canChange || busy}
      />
      <ConfirmDialog
        opened={asking}
        title={t(person.isBlocked ? 'people.block.unblockTitle' : 'people.block.blockTitle')}
        text={t(person.isBlocked ? 'people.block.unblockText' : 'people.block.blockText', values)}
        confirmLabel={t('people.block.confirm')}
        cancelLabel={t('people.block.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          send({ kind: 'blocked', body: { blocked: !person.isBlocked, version: person.version } });
          setAsking(false);
        }}
      />
    </Section>
  );
}

function CategoriesSection({ person, canChange, busy, send }: SectionProps) {
  const { t } = useTranslation('staff');
  const [categories, setCategories] = useState<string[]>(person.categories);
  useEffect(() => setCategories(person.categories), [person.categories]);
  return (
    <Section id="categories-title" title={t('people.categories.title')}>
      <Group align="flex-end">
        <MultiSelect
          label={t('people.categories.label')}
          data={[...CATEGORIES]}
          value={categories}
          onChange={setCategories}
          disabled={!canChange}
          w={{ base: '100%', sm: 420 }}
        />
        <Button
          onClick={() =>
            send({
              kind: 'categories',
              body: { categories: categories as Category[], version: person.version },
            })
          }
          disabled={!canChange}
          loading={busy}
        >
          {t('people.categories.save')}
        </Button>
      </Group>
    </Section>
  );
}

function PermissionsSection({ person, canChange, busy, send }: SectionProps) {
  const { t } = useTranslation('staff');
  const [permissions, setPermissions] = useState<string[]>(person.webappPermissions);
  useEffect(() => setPermissions(person.webappPermissions), [person.webappPermissions]);
  return (
    <Section id="permissions-title" title={t('people.permissions.title')}>
      <Stack gap="sm">
        {!canChange && <Text c="dimmed">{t('people.permissions.onlyAdministration')}</Text>}
        <Checkbox.Group value={permissions} onChange={setPermissions} aria-labelledby="permissions-title">
          <Stack gap="xs">
            {WEBAPP_PERMISSIONS.map((name) => (
              <Checkbox
                key={name}
                value={name}
                label={t(`people.permissions.names.${name}` as 'people.permissions.names.Segreteria')}
                disabled={!canChange}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button
            onClick={() =>
              send({
                kind: 'permissions',
                body: { permissions: permissions as WebappPermission[], version: person.version },
              })
            }
            disabled={!canChange}
            loading={busy}
          >
            {t('people.permissions.save')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

function RegistrationSection({ person, canChange, busy, send }: SectionProps) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const [registrationNumber, setRegistrationNumber] = useState(person.registrationNumber ?? '');
  const [pin, setPin] = useState(person.pin ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  useEffect(() => {
    setRegistrationNumber(person.registrationNumber ?? '');
    setPin(person.pin ?? '');
  }, [person.registrationNumber, person.pin]);
  const problem = (field: string) => (problems[field] ? errorText(problems[field]) : undefined);
  const save = () => {
    // The server's own rules, checked here first so each field says what is wrong.
    const body = { registrationNumber, pin, version: person.version };
    const checked = SetRegistrationBodySchema.safeParse(body);
    setProblems(
      checked.success
        ? {}
        : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
    );
    if (checked.success) send({ kind: 'registration', body: checked.data });
  };
  return (
    <Section id="registration-title" title={t('people.registration.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('people.registration.hint')}</Text>
        <Group align="flex-start">
          <TextInput
            label={t('people.registration.registrationNumber')}
            value={registrationNumber}
            onChange={(event) => setRegistrationNumber(event.currentTarget.value)}
            error={problem('registrationNumber')}
            maxLength={20}
            disabled={!canChange}
          />
          <TextInput
            label={t('people.registration.pin')}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={problem('pin')}
            maxLength={8}
            inputMode="numeric"
            autoComplete="off"
            disabled={!canChange}
          />
          <Button onClick={save} disabled={!canChange} loading={busy} mt={25}>
            {t('people.registration.save')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

function EnrolmentFlags({
  enrolment,
  canChange,
  busy,
  send,
}: {
  enrolment: StaffEnrolment;
  canChange: boolean;
  busy: boolean;
  send: (change: PersonChange) => void;
}) {
  const { t } = useTranslation('staff');
  const titleId = `enrolment-${enrolment.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {enrolment.name} · {t(`people.enrolments.kinds.${enrolment.kind}`)}
      </Title>
      {ENROLMENT_SWITCHES.map((flag) => (
        <Switch
          key={flag}
          label={t(`people.flags.${flag}.label`)}
          description={t(`people.flags.${flag}.meaning`)}
          checked={enrolment.flags[flag]}
          disabled={!canChange || busy}
          onChange={(event) =>
            send({
              kind: 'flag',
              enrolmentId: enrolment.id,
              body: { flag, value: event.currentTarget.checked, version: enrolment.version },
            })
          }
        />
      ))}
    </Stack>
  );
}
