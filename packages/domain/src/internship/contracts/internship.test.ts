import { describe, expect, it } from 'vitest';
import { STAGE_STATUS, stageSections } from '../stage.ts';
import { InternshipResponseSchema, NO_STAGE_MESSAGE, noStageInternship } from './internship.ts';

describe('the internship area without a stage — "99 no stage or unknown"', () => {
  it('answers status 99 with "There is currently no information for your Internship" and no section', () => {
    const area = InternshipResponseSchema.parse(noStageInternship());
    expect(area.status).toBe(STAGE_STATUS.none);
    expect(area.hasStage).toBe(false);
    expect(area.message).toBe(NO_STAGE_MESSAGE);
    expect(area.sections).toEqual(stageSections(STAGE_STATUS.none));
    expect(area.openSection).toBeNull();
    expect(area.forms).toEqual({ preferences: null, midSurvey: null, endSurvey: null });
    expect(area.canUploadDossier).toBe(false);
  });
});
