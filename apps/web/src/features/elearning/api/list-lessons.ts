import {
  type ListLessonsResponse,
  ListLessonsResponseSchema,
} from '@school/domain/elearning/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/elearning/lessons`: the lessons of the profile's language, with where the student stopped. */
export async function listLessons(signal?: AbortSignal): Promise<ListLessonsResponse> {
  return ListLessonsResponseSchema.parse(await api.get<unknown>('/api/elearning/lessons', { signal }));
}

/** Keyed by the profile language: changing it (the flags) reads the other language's lessons. */
export const lessonsQueryKey = (language: string) => ['elearning', 'lessons', language] as const;

export const lessonsQueryOptions = (language: string) =>
  queryOptions({ queryKey: lessonsQueryKey(language), queryFn: ({ signal }) => listLessons(signal) });

export function useLessons(language: string) {
  return useQuery(lessonsQueryOptions(language));
}
