import { staffPath } from '../../../config/paths';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
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
  PIN_MAX,
  REGISTRATION_NUMBER_MAX,
  WEBAPP_PERMISSIONS,
  type WebappPermission,
} from '@school/domain/staff/people';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { categoryName } from '../../../components/console/category-name';
import { choices } from '../../../components/console/list-filters';
import { PersonPicker, type PickedPerson, personName } from '../../../components/console/person-picker';
import { ErrorAlert, Notices } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { PersonPasskeys } from '../../auth/staff/person-passkeys';
import { type PersonChange, useChangePerson } from '../api/change-person';
import { usePerson } from '../api/get-person';
import { PersonHistory } from '../components/person-history';
import { PersonBadges } from './people-page';

const fullName = (p: StaffPerson) => `${p.firstName} ${p.lastName}`.trim() || p.username;

/**
 * One person: the role claimed at sign-up to confirm or refuse, access (blocked), categories,
 * web-app permissions, registration number and PIN, passkeys, each enrolment's flags with their
 * meaning, and the history of the changes made from the console. Every change is sent with the version
 * read; a 409 reloads the person and says so.
 */
export default function PersonPage() {
  const { id = '' } = useParams();
  return <PersonView id={id} />;
}

export function PersonView({ id }: { id: string }) {
  const { t } = useTranslation('staff');
  const { data, error } = usePerson(id);
  if (error) return <ErrorAlert error={error} color="red" />;
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
  const [done, setDone] = useState<{ text: string; link?: string } | null>(null);

  const send = (next: PersonChange, said?: { text: string; link: string }) => {
    setDone(null);
    change.mutate(next, { onSuccess: () => setDone(said ?? { text: t('people.detail.saved') }) });
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
      <Notices
        message={
          done && (
            <>
              {done.text}
              {done.link && (
                <>
                  {' '}
                  <Anchor component={Link} to={done.link}>
                    {t('people.enrolments.openPerson')}
                  </Anchor>
                </>
              )}
            </>
          )
        }
        error={change.error}
        staleText={t('people.detail.stale')}
      />
      <RoleClaimSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <BlockSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <CategoriesSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <PermissionsSection person={person} canChange={isAdministration} busy={change.isPending} send={send} />
      <RegistrationSection person={person} canChange={isSecretariat} busy={change.isPending} send={send} />
      <PersonPasskeys personId={person.id} personName={fullName(person)} canChange={isSecretariat} />
      <Card withBorder component="section" aria-labelledby="enrolments-title">
        <Title order={2} size="h3" id="enrolments-title" mb="sm">
          {t('people.enrolments.title')}
        </Title>
        {enrolments.length === 0 && <Text>{t('people.detail.noEnrolments')}</Text>}
        <Stack gap="lg">
          {enrolments.map((enrolment) => (
            <EnrolmentFlags
              key={enrolment.id}
              personId={person.id}
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
  /** `done`: what to tell on success instead of "saved" (with a link). */
  send: (change: PersonChange, done?: { text: string; link: string }) => void;
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
  const claimed = claimedCategory(claim.role);
  const values = { name: fullName(person), category: claimed ? categoryName(t, claimed) : '' };
  return (
    <Section id="claim-title" title={t('people.claim.title')}>
      <Stack gap="sm">
        <Text>{t('people.claim.text', { role, category: values.category })}</Text>
        <Text size="sm" c="dimmed">
          {t('people.claim.linkHint')}
        </Text>
        <TextInput
          label={t('people.claim.registrationNumber')}
          value={registrationNumber}
          onChange={(event) => setRegistrationNumber(event.currentTarget.value)}
          maxLength={REGISTRATION_NUMBER_MAX}
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
          data={choices(CATEGORIES, (category) => categoryName(t, category))}
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
            maxLength={REGISTRATION_NUMBER_MAX}
            disabled={!canChange}
          />
          <TextInput
            label={t('people.registration.pin')}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={problem('pin')}
            maxLength={PIN_MAX}
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
  personId,
  enrolment,
  canChange,
  busy,
  send,
}: {
  personId: string;
  enrolment: StaffEnrolment;
  canChange: boolean;
  busy: boolean;
  send: SectionProps['send'];
}) {
  const { t } = useTranslation('staff');
  const titleId = `enrolment-${enrolment.id}`;
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<PickedPerson | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id={titleId}>
          {enrolment.name} · {t(`people.enrolments.kinds.${enrolment.kind}`)}
        </Title>
        {canChange && (
          <Button variant="default" size="xs" onClick={() => setMoving(true)} disabled={busy}>
            {t('people.enrolments.move')}
          </Button>
        )}
      </Group>
      <Modal
        opened={moving}
        onClose={() => setMoving(false)}
        closeButtonProps={{ 'aria-label': t('people.claim.cancel') }}
        title={t('people.enrolments.moveTitle', { name: enrolment.name })}
        size="lg"
      >
        <Stack gap="sm">
          <Text size="sm">{t('people.enrolments.moveText')}</Text>
          <PersonPicker
            label={t('people.enrolments.movePerson')}
            placeholder={t('people.enrolments.movePlaceholder')}
            onChange={setTarget}
            exclude={personId}
            width={440}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMoving(false)}>
              {t('people.claim.cancel')}
            </Button>
            <Button
              disabled={!target || busy}
              onClick={() => {
                if (!target) return;
                setMoving(false);
                send(
                  {
                    kind: 'move',
                    enrolmentId: enrolment.id,
                    body: { toUserId: target.id, version: enrolment.version },
                  },
                  {
                    text: t('people.enrolments.moved', { name: personName(target) }),
                    link: staffPath(`people/${target.id}`),
                  },
                );
              }}
            >
              {t('people.enrolments.moveConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
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
