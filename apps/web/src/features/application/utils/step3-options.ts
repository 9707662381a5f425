import { STEP3_PICKLISTS, type Step3PicklistField } from '@school/domain/application/contracts/step-3';
import { picklistName } from '@school/domain/application/picklists';

/** The catalogue's list of each picklist field of step 3 (`application:step3.options.<list>`). */
const OPTION_LISTS = {
  qualification: 'qualification',
  fieldOfStudy: 'fieldOfStudy',
  howKnown: 'howHeard',
  englishLevel: 'englishLevel',
} as const satisfies Record<Step3PicklistField, string>;

export function isStep3PicklistField(field: string): field is Step3PicklistField {
  return field in STEP3_PICKLISTS;
}

/** The catalogue key of a picklist name ("Laurea Triennale" → "bachelorDegree"), if it is known. */
export function keyOfName<T extends Record<string, string>>(names: T, name: string): keyof T | undefined {
  return (Object.keys(names) as (keyof T)[]).find((key) => names[key] === name);
}

/**
 * The catalogue key naming a value of a step-3 picklist ("IT_Liceo" → `step3.options.fieldOfStudy.lyceum`),
 * or undefined for a name the catalogue does not know (then the name is shown, its prefix stripped).
 */
export function step3OptionKey(field: Step3PicklistField, value: string): string | undefined {
  const key = keyOfName(STEP3_PICKLISTS[field].names, picklistName(value));
  return key === undefined ? undefined : `step3.options.${OPTION_LISTS[field]}.${String(key)}`;
}
