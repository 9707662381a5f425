import { EXAM_SLUGS, type ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { paths } from '../../../config/paths';

/** `/tesi?exam={intermediate|final}`: one exam's thesis. */
export function thesisPath(exam: ExamSlug): string {
  return `${paths.thesis}?exam=${exam}`;
}

/** The exam of the address's `exam` parameter, or null when it names none. */
export function examOfParam(value: string | null): ExamSlug | null {
  return (EXAM_SLUGS as readonly string[]).includes(value ?? '') ? (value as ExamSlug) : null;
}
