import { Alert, Anchor, Container, Progress, Stack, Text, Title } from '@mantine/core';
import type { ApplicationContext } from '@school/domain/application/contracts/fields';
import {
  type ApplicationStep,
  canGoPrevious,
  LAST_STEP,
  parseStep,
  previousStep,
  STEP,
  STEP_NAMES,
} from '@school/domain/application/steps';
import { schoolClock } from '@school/domain/shared/clock';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ComponentType, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { useApplicationLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { lazyModule } from '../../../ssr/lazy-module';
import { useEnterApplication } from '../api/enter-application';
import { useApplicationState } from '../api/get-application-state';
import { useSaveStep } from '../api/save-step';
import { applicationStepPath } from '../utils/application-paths';
import { type Wizard, WizardContext } from './wizard-context';

/**
 * A step in its own chunk (a phone downloads only the step it shows); the step the server rendered
 * is loaded before hydration, so the page hydrates whole instead of showing a loader.
 */
const stepModule = (file: string, load: () => Promise<{ default: ComponentType }>) =>
  lazyModule(`src/features/application/components/steps/${file}.tsx`, load);

/** Each step is its own chunk: a phone downloads only the step it shows. */
const STEP_COMPONENTS: Record<ApplicationStep, ComponentType> = {
  0: stepModule('step-0-credentials', () => import('./steps/step-0-credentials')),
  1: stepModule('step-1-personal-data', () => import('./steps/step-1-personal-data')),
  2: stepModule('step-2-registry', () => import('./steps/step-2-registry')),
  3: stepModule('step-3-studies', () => import('./steps/step-3-studies')),
  4: stepModule('step-4-fee', () => import('./steps/step-4-fee')),
  5: stepModule('step-5-documents', () => import('./steps/step-5-documents')),
  6: stepModule('step-6-identity-document', () => import('./steps/step-6-identity-document')),
  7: stepModule('step-7-thank-you', () => import('./steps/step-7-thank-you')),
};

/** The state of a navigation made by the Next or Previous button (the entry check's "buttons"). */
interface ButtonNavigation {
  viaButtons: true;
}

function isButtonNavigation(state: unknown): state is ButtonNavigation {
  return (
    typeof state === 'object' && state !== null && (state as { viaButtons?: unknown }).viaButtons === true
  );
}

/**
 * The application (candidatura), `/candidatura/{productcode}` and `/candidatura/{productcode}/{step}`:
 * the entry state check of the server decides the step shown (a visitor above step 0 goes to 0, the
 * stored step is resumed, ...); the URL is replaced when it names another step. Steps 1 to 7 show a
 * progress bar; each step's form checks its fields with the rules of packages/domain and Next saves
 * it with the target step. Leaving with unsaved changes asks "Si desidera uscire?".
 */
export function ApplicationWizard() {
  const { t } = useTranslation('application');
  const errorText = useErrorText();
  const { productCode = '', step: stepParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useApplicationLocale();
  const me = useCurrentUser();
  const viaButtons = isButtonNavigation(location.state);
  const query = useApplicationState({ productCode, step: stepParam, viaButtons, locale });
  const saveStep = useSaveStep();
  const [isDirty, setDirty] = useState(false);
  const [pendingStep, setPendingStep] = useState<ApplicationStep | null>(null);
  const leaveGuard = useLeaveGuard(isDirty);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const state = query.data && !query.isPlaceholderData ? query.data : null;
  const shown = query.data ?? null;
  /** The step shown (the server's answer is always 0 to 7). */
  const step: ApplicationStep = (shown && parseStep(shown.step)) ?? STEP.credentials;
  const urlStep = stepParam === undefined ? null : parseStep(stepParam);

  // The entry check named another step than the URL: show that one (replacing the URL).
  useEffect(() => {
    if (!state || state.error) return;
    const target = parseStep(state.step);
    if (target !== null && (state.redirect || urlStep !== target)) {
      navigate(applicationStepPath(productCode, target, location.search), {
        replace: true,
        state: { viaButtons: true } satisfies ButtonNavigation,
      });
    }
  }, [state, urlStep, productCode, navigate, location.search]);

  // "Logged in with no product: set product and step 1 ... Different product: switch product and
  // restart at step 1": the entry check answered so, the entry's save stores it (once per product).
  const { mutate: enterMutate, isError: entryFailed } = useEnterApplication();
  const entered = useRef<string | null>(null);
  // Until the entry is stored the state has no form (the account's data prefill the steps once the
  // product is theirs): a step mounted now, even on a placeholder answer, would start empty and
  // keep it.
  const awaitingEntry = Boolean(
    shown?.isLoggedIn &&
      shown.edition.isOpen &&
      (shown.reason === 'newProduct' || shown.reason === 'productSwitch') &&
      shown.form === null &&
      !entryFailed,
  );
  useEffect(() => {
    if (!state?.isLoggedIn || !state.edition.isOpen || entered.current === productCode) return;
    if (state.reason !== 'newProduct' && state.reason !== 'productSwitch') return;
    entered.current = productCode;
    enterMutate({ productCode, step: stepParam, viaButtons, locale });
  }, [state, productCode, stepParam, viaButtons, locale, enterMutate]);

  // After a save the form is no longer dirty; once the guard knows it, move to the target step.
  useEffect(() => {
    if (pendingStep === null || isDirty) return;
    setPendingStep(null);
    navigate(applicationStepPath(productCode, pendingStep), {
      state: { viaButtons: true } satisfies ButtonNavigation,
    });
  }, [pendingStep, isDirty, productCode, navigate]);

  // A new step starts at the top with the focus on its title.
  const hasShown = shown !== null;
  const focusedStep = useRef<ApplicationStep | null>(null);
  useEffect(() => {
    if (!hasShown || focusedStep.current === step) return;
    focusedStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, hasShown]);

  const next = useCallback(
    async (body: Record<string, unknown>) => {
      if (!shown || step === STEP.thankYou) return;
      const saved = await saveStep.mutateAsync({ productCode, step, body, locale });
      setDirty(false);
      setPendingStep(parseStep(saved.step) ?? step);
    },
    [shown, step, saveStep, productCode, locale],
  );

  const previous = useCallback(() => {
    if (!shown) return;
    const target = previousStep(step, { feeSkippable: shown.fee.skippable });
    navigate(applicationStepPath(productCode, target), {
      state: { viaButtons: true } satisfies ButtonNavigation,
    });
  }, [shown, step, productCode, navigate]);

  const context = useMemo<ApplicationContext>(
    () => ({
      locale,
      hasProfileId: shown?.isLoggedIn ?? false,
      profileEmail: me?.email ?? null,
      today: schoolClock(new Date()).today,
    }),
    [locale, shown?.isLoggedIn, me?.email],
  );

  const wizard = useMemo<Wizard | null>(
    () =>
      shown
        ? {
            productCode,
            state: shown,
            step,
            locale,
            context,
            next,
            previous,
            canGoPrevious: canGoPrevious(step, shown.storedStep),
            isSaving: saveStep.isPending || pendingStep !== null,
            setDirty,
          }
        : null,
    [shown, step, productCode, locale, context, next, previous, saveStep.isPending, pendingStep],
  );

  if (query.isError) {
    const notFound =
      isApiError(query.error, 'application.productNotFound') ||
      isApiError(query.error, 'application.invalidProduct');
    return (
      <Container size="sm" py="xl">
        <title>{`${t('shell.title')} · ALMA`}</title>
        <Stack>
          <Title order={1}>{t('shell.title')}</Title>
          <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {notFound ? t('shell.productNotFound') : errorText(query.error)}
          </Alert>
          <Anchor component={Link} to={paths.courses}>
            {t('shell.toCourses')}
          </Anchor>
        </Stack>
      </Container>
    );
  }

  if (!wizard || !shown) return <PageLoader />;

  const Step = STEP_COMPONENTS[step];
  const stepTitle = t(`shell.steps.${STEP_NAMES[step]}`);
  const showProgress = step >= STEP.personalData;

  return (
    <WizardContext.Provider value={wizard}>
      <Container size="sm" py="xl">
        <title>{`${stepTitle} · ${t('shell.title')} · ALMA`}</title>
        <Stack gap="lg">
          <div>
            <Text c="dimmed" size="sm">
              {t('shell.course', { course: shown.edition.courseName, edition: shown.edition.editionName })}
            </Text>
            {/* Focused by script when a step opens (not a control: no focus ring, like the main). */}
            <Title order={1} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {stepTitle}
            </Title>
          </div>
          {showProgress && (
            <div>
              <Text size="sm" id="application-progress-label">
                {t('shell.progress', { step, total: LAST_STEP })}
              </Text>
              {/* Mantine gives the progressbar role to the inner section, which takes only aria-label. */}
              <Progress
                value={(step / LAST_STEP) * 100}
                aria-label={t('shell.progress', { step, total: LAST_STEP })}
                size="lg"
                radius="xl"
                mt={4}
              />
            </div>
          )}
          {shown.error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {errorText(shown.error)}
            </Alert>
          )}
          {!shown.edition.isOpen && step < STEP.thankYou && (
            <Alert color="yellow" icon={<IconAlertCircle aria-hidden="true" />}>
              {t('shell.editionClosed')}
            </Alert>
          )}
          {awaitingEntry ? (
            <PageLoader />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <Step key={step} />
            </Suspense>
          )}
        </Stack>
      </Container>
      {leaveGuard}
    </WizardContext.Provider>
  );
}
