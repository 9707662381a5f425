import type { ApplicationState } from '@school/domain/application/contracts/get-state';
import { type ApplicationStep, parseStep } from '@school/domain/application/steps';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { type Wizard, WizardContext } from '../components/wizard-context';

/** A state as the server answers it for a signed-in applicant on `step` (override what a test needs). */
export function applicationState(
  step: ApplicationStep,
  overrides: Partial<ApplicationState> = {},
): ApplicationState {
  return {
    productCode: 'CUCINA-2027A',
    edition: { courseName: 'Corso Superiore di Cucina Italiana', editionName: '2027 A', isOpen: true },
    isLoggedIn: step > 0,
    step,
    redirect: false,
    reason: 'stay',
    error: null,
    locale: 'it',
    storedStep: step,
    storedProductCode: 'CUCINA-2027A',
    fee: {
      amountCents: 10_000,
      currency: 'EUR',
      applies: true,
      paid: false,
      skippable: false,
      pending: false,
      lastPaymentStatus: null,
    },
    files: [],
    form: null,
    isSubmitted: false,
    ...overrides,
  };
}

/**
 * Renders one step component inside a wizard whose `next` is a spy (resolving by default), with
 * the app's providers. Stub `fetch` first for the reference lists the step loads.
 */
export function renderStep(
  Step: ComponentType,
  {
    state,
    locale = 'it',
    next = vi.fn(async () => {}),
    previous = vi.fn(),
    profileEmail = null,
    setDirty = vi.fn(),
  }: {
    state: ApplicationState;
    locale?: ApplicationLocale;
    next?: Wizard['next'];
    previous?: () => void;
    profileEmail?: string | null;
    /** The leave guard's flag as the step reports it. */
    setDirty?: (dirty: boolean) => void;
  },
) {
  const wizard: Wizard = {
    productCode: state.productCode,
    state,
    step: (parseStep(state.step) ?? 0) as ApplicationStep,
    locale,
    context: { locale, hasProfileId: state.isLoggedIn, profileEmail, today: '2026-11-22' },
    next,
    previous,
    canGoPrevious: state.step > 0,
    isSaving: false,
    setDirty,
  };
  const result = renderWithApp(
    <WizardContext.Provider value={wizard}>
      <Step />
    </WizardContext.Provider>,
    { path: `/candidatura/${state.productCode}/${state.step}` },
  );
  return { ...result, wizard, next, previous, setDirty };
}
