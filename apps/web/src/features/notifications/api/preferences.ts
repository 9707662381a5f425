import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import type { UpdatePreferencesBody } from '@school/domain/notifications/contracts/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

/** The choices per kind of notification and channel. */
export const getPreferences = (signal?: AbortSignal) => call(notificationsApi.getPreferences, { signal });

/** Changes the choices: answers every kind's choices as stored. */
export const updatePreferences = (body: UpdatePreferencesBody) =>
  call(notificationsApi.savePreferences, { body });

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
