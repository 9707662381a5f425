import type { ApplicationContext } from '@school/domain/application/contracts/fields';
import type { ApplicationState } from '@school/domain/application/contracts/get-state';
import type { ApplicationStep } from '@school/domain/application/steps';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { createContext, useContext } from 'react';

/** What the wizard gives the step it shows (see application-wizard.tsx). */
export interface Wizard {
  productCode: string;
  /** The server's state for the step shown (entry check, fee, files, saved values). */
  state: ApplicationState;
  step: ApplicationStep;
  locale: ApplicationLocale;
  /**
   * The context of the step schemas known without reference lists: the locale, whether the
   * account exists, its e-mail, today. Steps add the lists they load (countries, provinces...).
   */
  context: ApplicationContext;
  /**
   * Next: posts the step's form (`Step<n>Body`), then shows the target step the server answers.
   * Rejects with the API error (`request.invalid` carries the field codes) and changes nothing.
   */
  next: (body: Record<string, unknown>) => Promise<void>;
  /** Previous: the step before (`previousStep`), without saving. */
  previous: () => void;
  canGoPrevious: boolean;
  isSaving: boolean;
  /** The step's form has unsaved changes: leaving the page asks "Si desidera uscire?". */
  setDirty: (dirty: boolean) => void;
}

export const WizardContext = createContext<Wizard | null>(null);

export function useWizard(): Wizard {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard outside the application wizard');
  return wizard;
}
