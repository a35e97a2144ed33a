import type { Profile, ProfileUpdate } from '@soul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';

/** POST /profile; the answer becomes the profile every part of the screen shows. */
export function useSaveProfile(onSaved: (profile: Profile) => void, onFailed: (error: unknown) => void) {
  const client = useAccountClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => client.updateProfile(update),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      onSaved(profile);
    },
    onError: onFailed,
  });
}
