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
