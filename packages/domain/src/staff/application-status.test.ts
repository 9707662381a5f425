import { describe, expect, it } from 'vitest';
import { candidateIcon, completionIcon, editionIcon, enrolmentIcon } from '../candidate/status-bar.ts';
import { STATUS_FIELD_VALUES, statusChoices } from './application-status.ts';

describe('the status values staff choose', () => {
  it('are the values the status bar colours', () => {
    expect(STATUS_FIELD_VALUES.generalStatus.map((v) => candidateIcon(v).colour)).toEqual([
      'red',
      'yellow',
      'green',
    ]);
    expect(STATUS_FIELD_VALUES.editionStatus.map((v) => editionIcon(v))).toMatchObject([
      { colour: 'yellow', variant: 'standard' },
      { colour: 'green' },
      { colour: 'yellow', variant: 'timer' },
    ]);
    expect(STATUS_FIELD_VALUES.enrolmentStatus.map((v) => enrolmentIcon(v).colour)).toEqual([
      'grey',
      'yellow',
      'green',
    ]);
    expect(STATUS_FIELD_VALUES.completionStatus.map((v) => completionIcon(v).colour)).toEqual([
      'grey',
      'red',
      'green',
    ]);
  });

  it('keep a stored value of another spelling among the choices', () => {
    expect(statusChoices('generalStatus', 'validato ')).toContain('validato ');
    expect(statusChoices('generalStatus', 'Validato')).toHaveLength(3);
    expect(statusChoices('generalStatus', null)).toHaveLength(3);
  });
});
