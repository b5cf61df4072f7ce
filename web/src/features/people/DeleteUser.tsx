// Deleting a user asks first (the dialog names the account); a refusal (the last super-admin,
// a user ranked at or above the caller) is shown as the server's text.
import { useLingui } from '@lingui/react/macro';
import type { ListedUser } from '../../session/account-api.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { DeleteAction } from '../../workspace/forms/DeleteAction.tsx';
import { usePeopleApi } from './people-api.ts';

/** The question and the request of deleting a user; `onDeleted` after the server agreed. */
export function useDeleteUser(onDeleted: () => void) {
  const { t } = useLingui();
  const api = usePeopleApi();
  const toast = useApiErrorToast();
  return {
    name: (user: ListedUser) => user.username,
    question: (user: ListedUser) =>
      t`Delete the account “${user.username}” (${user.email})? The user can no longer sign in.`,
    run: async (user: ListedUser) => {
      try {
        await api.deleteUser(user.id);
        onDeleted();
      } catch (error) {
        toast(error);
      }
    },
  };
}

export function DeleteUser({ user, onDeleted }: { user: ListedUser; onDeleted(): void }) {
  const remove = useDeleteUser(onDeleted);
  return (
    <DeleteAction
      name={remove.name(user)}
      question={remove.question(user)}
      usages={() => Promise.resolve([])}
      onDelete={() => remove.run(user)}
    />
  );
}
