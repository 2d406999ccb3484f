import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountInfoKey } from '../auth/hooks';
import { updateBaseUserInfo, updatePassword } from './api';

export function useUpdateBaseUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBaseUserInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountInfoKey }),
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
