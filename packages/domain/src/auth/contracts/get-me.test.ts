import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  emptyEnrolment,
  STAGE_STATUS_NONE,
  WEBAPP_PERMISSION_DOORS,
} from '../../access/subject.ts';
import { titled } from '../../testing/titled.ts';
import { GetMeResponseSchema, type Me, MeSchema } from './get-me.ts';

const ME: Me = {
  id: 'u1',
  username: 'mario@example.com',
  email: 'mario@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  language: 'it',
  applicationStep: null,
  productCode: null,
  hasPassword: true,
  subject: {
    categories: ['Studente', 'Diplomato'],
    isShopEnabled: true,
    webappPermissions: [WEBAPP_PERMISSION_DOORS],
    stageStatus: STAGE_STATUS_NONE,
    hasOpenFeedback: false,
    enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true }, emptyEnrolment('h1', 'housing')],
  },
};

it('an AccessSubject is what Me carries, so both sides evaluate the same rules', () => {
  const subject: AccessSubject = MeSchema.parse(ME).subject;
  expect(subject).toEqual(ME.subject);
});

describe('GetMeResponseSchema — the person and the access subject the web app evaluates section 6 with', () => {
  it.each(
    titled('accepts $case', [
      { case: 'a logged-in user', response: { user: ME } },
      { case: 'a visitor ("visitors are unauthenticated")', response: { user: null } },
      {
        case: 'a user in the middle of an application',
        response: { user: { ...ME, applicationStep: 3, productCode: 'ALMA-2025' } },
      },
    ]),
  )('%s', (_title, { response }) => {
    expect(GetMeResponseSchema.parse(response)).toEqual(response);
  });

  it('every field of an enrolment built by emptyEnrolment() is part of the contract', () => {
    const parsed = MeSchema.parse(ME);
    expect(parsed.subject.enrolments[1]).toEqual(emptyEnrolment('h1', 'housing'));
  });

  it.each(
    titled<{ case: string; user: unknown }>('rejects $case', [
      {
        case: 'a category outside Categoria__c values',
        user: { ...ME, subject: { ...ME.subject, categories: ['Admin'] } },
      },
      {
        case: 'an enrolment kind other than course, housing or shop',
        user: {
          ...ME,
          subject: {
            ...ME.subject,
            enrolments: [
              emptyEnrolment('x', 'course'),
              { ...emptyEnrolment('y', 'course'), kind: 'voucher' },
            ],
          },
        },
      },
      {
        case: 'an enrolment missing a flag',
        user: {
          ...ME,
          subject: { ...ME.subject, enrolments: [{ id: 'c', kind: 'course', isActive: true }] },
        },
      },
      { case: 'a non-integer stage status', user: { ...ME, subject: { ...ME.subject, stageStatus: 1.5 } } },
      { case: 'a locale other than it or en', user: { ...ME, language: 'zh' } },
      { case: 'a non-integer application step', user: { ...ME, applicationStep: 2.5 } },
      { case: 'no subject', user: { ...ME, subject: undefined } },
    ]),
  )('%s', (_title, { user }) => {
    expect(GetMeResponseSchema.safeParse({ user }).success).toBe(false);
  });
});
