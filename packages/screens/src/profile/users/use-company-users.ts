// A users list wired to its area's calls (useUsersCalls) and the page alerts: what the add answered (added, 208
// "already connected", 226 the returned code), a saved or removed user, a new password sent. Each change
// refetches the list (the hooks' invalidations), so an added user shows as a row.

import { useCurrentUser } from '@epp/api/hooks';
import type { CompanyUser } from '@epp/api/schemas';
import { activeClientOf, companyUserRights, isOwnMembership } from '@epp/core';
import { message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { addUserOutcome } from './add-user-outcome';
import { useUsersCalls } from './use-users-calls';
import type { UserFormValues, UserOrganisation } from './user-form-values';
import { clientIdOf, type UsersTarget } from './users-target';

const fullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`;

/** The one alert of a new password sent (or not): a new answer replaces the last. */
const PASSWORD_ALERT = 'users-new-password';

/** Who a user added to `target` joins. */
function organisationOf(target: UsersTarget, activeClientId: number | null): UserOrganisation {
  switch (target.area) {
    case 'partner':
    case 'operator-partners':
      return { kind: 'partner' };
    case 'operator-epp':
      return { kind: 'epp' };
    case 'operator-client':
      return { kind: 'client', clientId: clientIdOf(target) };
    case 'client':
      return { kind: 'client', clientId: activeClientId };
  }
}

/**
 * `onRemoved` runs once a removed user's row is gone (with the dialog that was opened from it): the screen moves
 * focus to a control that is still there.
 */
export function useCompanyUsers(target: UsersTarget, onRemoved?: () => void) {
  const { area } = target;
  const alerts = usePageAlerts();
  const currentUser = useCurrentUser();
  const calls = useUsersCalls(target);
  const [isAdding, setAdding] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const me = currentUser.data;
  const organisation = organisationOf(target, me ? (activeClientOf(me)?.id ?? null) : null);

  const add = async (values: UserFormValues) => {
    const answer = await calls.add(values, organisation);
    const outcome = addUserOutcome(answer, values.email.trim());
    setAdding(false);
    if (outcome.kind === 'alreadyLinked')
      alerts.show({ tone: 'info', title: message('errors.addUser.alreadyConnected') });
    else if (outcome.kind === 'codeReturned') {
      alerts.show({
        tone: 'info',
        title: message('screens.client.profileUsers.add.codeReturned', { code: outcome.code, email: outcome.email }),
      });
    } else {
      alerts.success(
        message('screens.client.profileUsers.add.added', { name: fullName(values.firstName, values.lastName) }),
      );
    }
  };

  const save = async (user: CompanyUser, values: UserFormValues) => {
    await calls.update(user, values);
    setShownId(null);
    alerts.success(
      message('screens.client.profileUsers.details.saved', { name: fullName(values.firstName, values.lastName) }),
    );
  };

  const remove = async (user: CompanyUser) => {
    await calls.remove(user);
    setShownId(null);
    onRemoved?.();
    // The client's removal names the user; the others say what operator spec §8 gives ('Kasutaja eemaldatud.').
    alerts.success(
      area === 'client'
        ? message('screens.client.profileUsers.remove.done', { name: fullName(user.name, user.last_name) })
        : message('screens.partner.partnerUsers.removed'),
    );
  };

  const newPassword = useSubmitOnce(async (user: CompanyUser) => {
    alerts.dismiss(PASSWORD_ALERT);
    try {
      await calls.sendPassword(user);
      alerts.success(message('screens.operator.users.passwordSent'), { id: PASSWORD_ALERT });
    } catch (error) {
      alerts.error(failureMessage('screens.operator.users.passwordFailed', error), { id: PASSWORD_ALERT });
    }
  });

  const shown = calls.users.data?.find((user) => user.id === shownId) ?? null;
  return {
    users: calls.users,
    rights: companyUserRights(me, area),
    isAdding,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
    add,
    /** The user whose details are open. */
    shown,
    isShownOwn: shown !== null && isOwnMembership(me, shown.id),
    /** Whether `user` is the signed-in user's own membership (no removal, no role change). */
    isOwn: (user: CompanyUser) => isOwnMembership(me, user.id),
    show: (user: CompanyUser) => setShownId(user.id),
    closeDetails: () => setShownId(null),
    save,
    remove,
    /** Sends the user a new password (once, however often asked while it is sent). */
    sendPassword: (user: CompanyUser) => void newPassword.run(user),
  };
}
