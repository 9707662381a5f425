import { SignUpBodySchema } from '@school/domain/auth/contracts/sign-up';
import { UpdateProfileBodySchema } from '@school/domain/profile/contracts/profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { fieldErrorsText, zodResolver } from './zod-resolver';

const personal = {
  firstName: 'Anna',
  lastName: 'Bianchi',
  phone: '',
  secondaryEmail: '',
  mobilePhone: '',
  phone2: '',
};

describe('zodResolver', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('it');
    await loadNamespaces(['auth', 'errors']);
  });

  it('returns no errors for valid values', () => {
    expect(zodResolver(UpdateProfileBodySchema)({ personal })).toEqual({});
  });

  it('keys errors by dotted path with translated texts', () => {
    const errors = zodResolver(UpdateProfileBodySchema)({
      personal: { ...personal, lastName: '', secondaryEmail: 'not-an-email' },
      residence: { street: '', city: '', postalCode: '43A', province: '', country: '' },
    });
    expect(errors['personal.lastName']).toBe('Campo obbligatorio');
    expect(errors['personal.secondaryEmail']).toBeTruthy();
    expect(errors['residence.postalCode']).toBe('Inserire solo cifre');
  });

  it("gives an Italian residence's CAP of other than five digits the profile's translated message", async () => {
    const residence = { street: '', city: 'Bologna', postalCode: '4012', province: '', country: 'Italia' };
    const validate = zodResolver(UpdateProfileBodySchema);
    expect(validate({ personal, residence })).toEqual({
      'residence.postalCode': "CAP non valido: per l'Italia sono 5 cifre.",
    });
    expect(validate({ personal, residence: { ...residence, country: 'Svizzera' } })).toEqual({});
    await i18n.changeLanguage('en');
    try {
      expect(validate({ personal, residence })).toEqual({
        'residence.postalCode': 'Invalid postcode: an Italian CAP has 5 digits.',
      });
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('reports too long texts with the limit', () => {
    const errors = zodResolver(UpdateProfileBodySchema)({
      personal: { ...personal, firstName: 'x'.repeat(101) },
    });
    expect(errors['personal.firstName']).toBe('Massimo 100 caratteri');
  });

  it('translates error codes used as messages and honours per-field overrides', () => {
    const body = {
      username: 'a@b.it',
      password: 'Segreta-2026',
      firstName: '',
      lastName: 'Rossi',
      email: 'c@d.it',
      role: 1,
      privacy: true,
      language: 'it',
    };
    expect(zodResolver(SignUpBodySchema)(body)).toEqual({ email: 'Le e-mail non coincidono.' });
    expect(zodResolver(SignUpBodySchema)({ ...body, email: 'a@b.it', password: 'corta' })).toEqual({
      password: 'La password deve avere almeno 8 caratteri.',
    });
    const withOverride = zodResolver(SignUpBodySchema, {
      messages: { privacy: 'auth:signup.privacyRequired' },
    });
    expect(withOverride({ ...body, email: 'a@b.it', privacy: false }).privacy).toBe(
      "È necessario accettare l'informativa sulla privacy",
    );
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(zodResolver(UpdateProfileBodySchema)({ personal: { ...personal, lastName: '' } })).toEqual({
      'personal.lastName': 'Required field',
    });
    await i18n.changeLanguage('it');
  });
});

describe('fieldErrorsText', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('it');
    await loadNamespaces(['errors']);
  });
  it('maps server field codes to catalogue texts, unknown ones to the generic text', () => {
    expect(fieldErrorsText({ email: 'auth.emailTaken', phone: 'invalid_format' })).toEqual({
      email: 'Questa e-mail è già usata da un altro account.',
      phone: 'Valore non valido',
    });
  });
});
