import * as elearningApi from '@school/domain/elearning/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The lessons of the profile's language, with where the student stopped. */
export const listLessons = (signal?: AbortSignal) => call(elearningApi.listLessons, { signal });

/** Keyed by the profile language: changing it (the flags) reads the other language's lessons. */
export const lessonsQueryKey = (language: string) => ['elearning', 'lessons', language] as const;

export const lessonsQueryOptions = (language: string) =>
  queryOptions({ queryKey: lessonsQueryKey(language), queryFn: ({ signal }) => listLessons(signal) });

export function useLessons(language: string) {
  return useQuery(lessonsQueryOptions(language));
}
