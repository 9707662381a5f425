import type { ApplicationFile, ApplicationForm } from '@school/domain/application/contracts/get-state';
import { savedInstituteNotListed } from '@school/domain/application/contracts/step-3';
import { documentKindOf } from '@school/domain/application/issuing-body';
import { splitPhone } from '@school/domain/application/phone';
import { isItaly, sameName, sameProvince } from '@school/domain/application/places';
import { parseStep, STEP } from '@school/domain/application/steps';
import type { ApplicationFileKind } from '@school/domain/application/uploads';
import type { DocumentRow, UserRow } from '../../db/schema/index.ts';
import type { ReferenceData } from '../reference/reference-data.ts';

export function toApplicationFile(row: DocumentRow): ApplicationFile | null {
  if (!row.applicationFile || !row.uploadedAt || !row.fileName) return null;
  return {
    kind: row.applicationFile,
    fileName: row.fileName,
    size: row.size ?? 0,
    uploadedAt: row.uploadedAt.toISOString(),
    status: row.status,
  };
}

/**
 * The values saved on the account, as the step forms send them, so that a returning applicant finds
 * the form filled in. Answers with a default in the form (Si/No, the consents) are given only once
 * their step was saved.
 */
export function toApplicationForm(
  user: UserRow,
  files: readonly ApplicationFile[],
  data: ReferenceData,
): ApplicationForm {
  const stored = parseStep(user.applicationStep) ?? 0;
  const savedAfter = (step: number) => stored > step;
  const file = (kind: ApplicationFileKind) => {
    const found = files.find((f) => f.kind === kind);
    return found ? { name: found.fileName, size: found.size } : null;
  };
  const mobile = splitPhone(user.mobilePhone, data.phonePrefixes);
  const phone2 = splitPhone(user.phone2, data.phonePrefixes);
  const documentKind = documentKindOf(user.documentType);
  const municipalityListed =
    user.documentIssuingMunicipality === '' ||
    data.municipalities.some(
      (m) =>
        sameName(m.name, user.documentIssuingMunicipality) &&
        (user.documentIssuingProvince === '' || sameProvince(m.province, user.documentIssuingProvince)),
    );
  return {
    personalData: {
      firstName: user.firstName,
      lastName: user.lastName,
      sex: user.sex,
      mobilePrefix: mobile.prefix,
      mobileNumber: mobile.number,
      phone2Prefix: phone2.prefix,
      phone2Number: phone2.number,
      email: user.email,
      secondaryEmail: user.secondaryEmail,
      ...(savedAfter(STEP.personalData)
        ? {
            privacy: user.privacyAccepted,
            marketing: user.marketingConsent,
            notifications: user.notificationsConsent,
          }
        : {}),
    },
    registry: {
      birthDate: user.birthDate ?? '',
      ...(savedAfter(STEP.registry) ? { hasItalianTaxCode: user.withoutItalianTaxCode ? 'No' : 'Si' } : {}),
      taxCode: user.taxCode,
      birthCity: user.birthCity,
      birthProvince: user.birthProvince,
      birthCountry: user.birthCountry,
      street: user.street,
      residenceCity: user.city,
      postalCode: user.postalCode,
      residenceProvince: user.province,
      residenceCountry: user.country,
      citizenship: user.citizenship,
      secondCitizenship: user.citizenship2,
    },
    studies: {
      qualification: user.qualification,
      otherQualification: user.otherQualification,
      fieldOfStudy: user.fieldOfStudy,
      graduationYear: user.diplomaYear,
      instituteCountry: user.instituteCountry,
      instituteRegion: user.instituteRegion,
      instituteProvince: user.instituteProvince,
      instituteCity: user.instituteCity,
      instituteCode: user.instituteCode,
      instituteNotListed: savedInstituteNotListed({}, user),
      instituteName: user.instituteName,
      ...(savedAfter(STEP.studies) ? { attendedOtherSchool: user.attendedOtherSchools ? 'Si' : 'No' } : {}),
      otherSchoolName: user.otherCookingSchools,
      howKnown: user.heardFrom,
      howKnownOther: user.heardFromOther,
      englishLevel: user.englishLevel,
      englishCertificate: file('englishCertificate'),
    },
    documents: { cv: file('cv'), motivationalLetter: file('motivationalLetter') },
    identityDocument: {
      documentType: documentKind ?? '',
      documentNumber: user.documentNumber,
      issueDate: user.documentIssueDate ?? '',
      expiryDate: user.documentExpiryDate ?? '',
      issuingCountry: user.documentIssuingCountry,
      issuingProvince: user.documentIssuingProvince,
      issuingMunicipality: user.documentIssuingMunicipality,
      municipalityNotFound: !municipalityListed,
      issuingBody: isItaly(user.documentIssuingCountry) ? '' : user.documentIssuingBody,
      identityDocumentFile: file('identityDocument'),
    },
  };
}
