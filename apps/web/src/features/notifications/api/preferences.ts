import {
  type PreferencesResponse,
  PreferencesResponseSchema,
  type UpdatePreferencesBody,
} from '@school/domain/notifications/contracts/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

/** `GET /api/notifications/preferences`. */
export async function getPreferences(signal?: AbortSignal): Promise<PreferencesResponse> {
  return PreferencesResponseSchema.parse(
    await api.get<unknown>('/api/notifications/preferences', { signal }),
  );
}

/** `PUT /api/notifications/preferences`: answers every kind's choices as stored. */
export async function updatePreferences(body: UpdatePreferencesBody): Promise<PreferencesResponse> {
  return PreferencesResponseSchema.parse(await api.put<unknown>('/api/notifications/preferences', body));
}

export function usePreferences() {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => getPreferences(signal) });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer),
  });
}
