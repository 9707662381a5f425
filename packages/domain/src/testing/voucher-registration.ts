import type { VoucherRegistrationFields } from '../vouchers/registration.ts';

/** Test-only. A complete voucher registration of someone born and living in Italy. */
export const VOUCHER_REGISTRATION = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  sex: 'F',
  mobilePhone: '+393331234567',
  email: 'giulia.bianchi@example.com',
  emailConfirmation: 'giulia.bianchi@example.com',
  street: 'Via Roma 1',
  city: 'Parma',
  postalCode: '43121',
  province: 'PR - Parma',
  country: 'Italia',
  birthDate: '1995-04-12',
  birthCity: 'Milano',
  birthProvince: 'MI - Milano',
  birthCountry: 'Italia',
  taxCode: 'BNCGLI95D52F205X',
  occupation: 'Operatore di Cucina',
  password: 'cipolla rossa di Tropea',
  passwordConfirmation: 'cipolla rossa di Tropea',
  privacy: true,
  marketing: true,
} as const satisfies VoucherRegistrationFields;
