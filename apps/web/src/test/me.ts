import { type EnrolmentFlags, emptyEnrolment } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';

/** A signed-in user as `/api/me` answers it, with the given categories and web-app permissions. */
export function meWith(categories: string[], webappPermissions: string[] = [], values: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    username: 'x@example.test',
    email: 'x@example.test',
    firstName: 'X',
    lastName: 'Y',
    language: 'it',
    applicationStep: null,
    productCode: null,
    hasPassword: true,
    subject: {
      categories,
      isShopEnabled: false,
      webappPermissions,
      stageStatus: 99,
      hasOpenFeedback: false,
      enrolments: [],
    },
    ...values,
  } as Me;
}

/** A student with one active course enrolment carrying the flags given (`emptyEnrolment`'s otherwise). */
export function courseStudent(flags: Partial<EnrolmentFlags> = {}, subject: Partial<Me['subject']> = {}): Me {
  return meWith(['Studente'], [], {
    subject: {
      categories: ['Studente'],
      isShopEnabled: false,
      webappPermissions: [],
      stageStatus: 99,
      hasOpenFeedback: false,
      enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, ...flags }],
      ...subject,
    },
  });
}
