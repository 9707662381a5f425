import { hasExtendedData } from '@school/domain/access/rules';
import type { Profile, UpdateProfileBody } from '@school/domain/profile/contracts/profile';
import { localeFromProfile } from '@school/domain/shared/locale';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadAccessSubject } from '../auth/me.ts';
import { hasHousingEnrolment, updateProfileFields } from './profile.repository.ts';

function toProfile(user: UserRow, extended: boolean, hasHousingBilling: boolean): Profile {
  return {
    username: user.username,
    email: user.email,
    language: localeFromProfile(user.language),
    hasExtendedData: extended,
    hasHousingBilling: extended && hasHousingBilling,
    personal: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      secondaryEmail: user.secondaryEmail,
      mobilePhone: user.mobilePhone,
      phone2: user.phone2,
    },
    birth: extended
      ? {
          sex: user.sex === 'F' || user.sex === 'M' ? user.sex : '',
          birthDate: user.birthDate ?? '',
          taxCode: user.taxCode,
          birthCity: user.birthCity,
          birthProvince: user.birthProvince,
          birthCountry: user.birthCountry,
          citizenship: user.citizenship,
          citizenship2: user.citizenship2,
        }
      : null,
    residence: extended
      ? {
          street: user.street,
          city: user.city,
          postalCode: user.postalCode,
          province: user.province,
          country: user.country,
        }
      : null,
    studies: extended
      ? {
          qualification: user.qualification,
          diplomaYear: user.diplomaYear,
          instituteName: user.instituteName,
          instituteCity: user.instituteCity,
          instituteCountry: user.instituteCountry,
          attendedOtherSchools: user.attendedOtherSchools,
          otherCookingSchools: user.otherCookingSchools,
          heardFrom: user.heardFrom,
        }
      : null,
  };
}

export async function getProfile(db: Db, user: UserRow): Promise<Profile> {
  const subject = await loadAccessSubject(db, user);
  return toProfile(user, hasExtendedData(subject), await hasHousingEnrolment(db, user.id));
}

/**
 * Saves the whole profile form. Extended data (birth, residence, studies) only for candidates,
 * students and graduates: anyone else sending it is refused and nothing is saved.
 */
export async function updateProfile(db: Db, user: UserRow, body: UpdateProfileBody): Promise<Profile> {
  const subject = await loadAccessSubject(db, user);
  const extended = hasExtendedData(subject);
  if (!extended && (body.birth || body.residence || body.studies)) {
    throw new AppError(403, 'auth.forbidden', 'Extended profile data is not available for this account');
  }
  const { birth, residence, studies } = body;
  const updated = await updateProfileFields(db, user.id, {
    ...body.personal,
    ...(birth ? { ...birth, birthDate: birth.birthDate || null } : {}),
    ...(residence ?? {}),
    ...(studies ?? {}),
  });
  if (!updated) throw new AppError(500, 'profile.saveFailed', 'The profile could not be saved');
  return toProfile(updated, extended, await hasHousingEnrolment(db, user.id));
}

export async function updateLanguage(db: Db, user: UserRow, language: 'it' | 'en'): Promise<void> {
  await updateProfileFields(db, user.id, { language });
}
