// Deleting a user asks first (the dialog names the account); a refusal (the last super-admin,
// a user ranked at or above the caller) is shown as the server's text.
import { useLingui } from '@lingui/react/macro';
import type { ListedUser } from '../../../session/account-api.ts';
import { useApiErrorToast } from '../../../session/api-error-toast.ts';
import { DeleteAction } from '../../../workspace-forms/DeleteAction.tsx';
import { usePeopleApi } from '../people/people-api.ts';

export function DeleteUser({ user, onDeleted }: { user: ListedUser; onDeleted(): void }) {
  const { t } = useLingui();
  const api = usePeopleApi();
  const toast = useApiErrorToast();
  return (
    <DeleteAction
      name={user.username}
      question={t`Delete the account “${user.username}” (${user.email})? The user can no longer sign in.`}
      usages={() => Promise.resolve([])}
      onDelete={async () => {
        try {
          await api.deleteUser(user.id);
          onDeleted();
        } catch (error) {
          toast(error);
        }
      }}
    />
  );
}
