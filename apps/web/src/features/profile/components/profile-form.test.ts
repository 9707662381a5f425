import '../../../test/setup';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { saveErrorText } from './profile-form';

const errorText = (error: unknown) =>
  i18n.t(`errors:${typeof error === 'string' ? error : (error as ApiError).code}` as never) as string;

describe('saveErrorText — specification 000, section 8', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['errors', 'common']);
    await i18n.changeLanguage('it');
  });

  it('says "Errore nel salvataggio! Contattare l\'amministrazione." when the save fails on the server', () => {
    expect(saveErrorText(new ApiError(500, 'server.error'), errorText)).toBe(
      "Errore nel salvataggio! Contattare l'amministrazione.",
    );
    expect(saveErrorText(new ApiError(0, 'network'), errorText)).toBe(
      "Errore nel salvataggio! Contattare l'amministrazione.",
    );
  });

  it("shows the server's first message when it names fields", () => {
    const error = new ApiError(400, 'request.invalid', 'x', {
      'personal.email': 'auth.emailTaken',
      'address.postalCode': 'invalid',
    });
    expect(saveErrorText(error, errorText)).toBe('Questa e-mail è già usata da un altro account.');
  });
});
