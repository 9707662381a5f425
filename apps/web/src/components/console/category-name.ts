import type { Category } from '@school/domain/access/subject';
import type { TFunction } from 'i18next';

/**
 * A person's category (Candidato, Studente… as the portal stores them) in the console's language:
 * "Applicant", "Student"… in English. A category the catalogue does not know is shown as it is.
 */
export function categoryName(t: TFunction<'staff'>, category: Category | string): string {
  return t(`people.categoryNames.${category}` as 'people.categoryNames.Candidato', {
    defaultValue: category,
  });
}
