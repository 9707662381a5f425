import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import {
  APPLICATION_PASSWORD_MAX,
  APPLICATION_POSTCODE_MAX,
  APPLICATION_TEXT_MAX,
  BIRTH_CITY_MAX,
  DATE_MAX,
  DATE_MIN,
  FIRST_NAME_MAX,
  FOREIGN_PROVINCE,
  LAST_NAME_MAX,
  MOBILE_MAX,
  RESIDENCE_CITY_MAX,
  STREET_MAX,
  TAX_CODE_LENGTH,
  USERNAME_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from './limits.ts';

describe('application limits — specification 001, section 9', () => {
  it('"Text limits: default 80; first name 40; last name 80; street 75; residence city 40; postal code 20; tax code 16"', () => {
    expect({
      APPLICATION_TEXT_MAX,
      FIRST_NAME_MAX,
      LAST_NAME_MAX,
      STREET_MAX,
      RESIDENCE_CITY_MAX,
      APPLICATION_POSTCODE_MAX,
      TAX_CODE_LENGTH,
    }).toEqual({
      APPLICATION_TEXT_MAX: 80,
      FIRST_NAME_MAX: 40,
      LAST_NAME_MAX: 80,
      STREET_MAX: 75,
      RESIDENCE_CITY_MAX: 40,
      APPLICATION_POSTCODE_MAX: 20,
      TAX_CODE_LENGTH: 16,
    });
  });

  it('"username required (max 80); password required (max 80)"; "birth city letters only, max 80"; "mobile required, max 40"', () => {
    expect([USERNAME_MAX, APPLICATION_PASSWORD_MAX, BIRTH_CITY_MAX, MOBILE_MAX]).toEqual([80, 80, 80, 40]);
  });

  it('"year 4 digits 1900 to 2100; date range 1900-01-01 to 2100-12-31"', () => {
    expect([YEAR_MIN, YEAR_MAX, DATE_MIN, DATE_MAX]).toEqual([1900, 2100, '1900-01-01', '2100-12-31']);
  });

  it('"Foreign province value "EE - For Foreign Country""', () => {
    expect(FOREIGN_PROVINCE).toBe('EE - For Foreign Country');
  });

  it('"File max 4.5 MB": the shared stricter reading, 4,718,592 bytes', () => {
    expect(UPLOAD_MAX_BYTES).toBe(4_718_592);
  });
});
