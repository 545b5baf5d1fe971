import type { UpdateProfileInput } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { applySavedProfile, updateProfile } from './update-profile.ts';

/** PUT user/profile from the profile page. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: applySavedProfile,
  });
}
