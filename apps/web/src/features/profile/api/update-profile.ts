import {
  type ProfileResponse,
  profileResponseSchema,
  type UpdateProfileRequest,
} from '@souq/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { ACCOUNT_QUERY_KEY } from '@/shared/session/use-session-check';

/** POST /api/user/profile {name, phone}: checked by sign-up's rules, the phone stored in E.164 form. */
export function updateProfile(request: UpdateProfileRequest): Promise<ProfileResponse> {
  return apiRequest('/api/user/profile', { method: 'POST', body: request, schema: profileResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] }),
  });
}
