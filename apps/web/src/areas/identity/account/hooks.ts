import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountInfoKey } from '../hooks';
import { type PictureKind, updateBaseUserInfo, updatePassword, uploadOwnPicture } from './api';

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

export function useUploadPicture(kind: PictureKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadOwnPicture(kind, file, file.name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountInfoKey }),
  });
}
