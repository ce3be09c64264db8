// One hook per call of endpoints/profile.ts.
import { mutationHook, queryHook } from './factories';

/** GET all-clients/ — Clients for the filters. */
export const useAllClients = queryHook('allClients');

/** GET profile/user-data/ — Personal profile. */
export const usePersonalProfile = queryHook('personalProfile');

/** PUT profile/user-data/ — Saves the personal profile. */
export const useUpdatePersonalProfile = mutationHook('updatePersonalProfile');

/** GET profile/business-data/ — Company profile. */
export const useCompanyProfile = queryHook('companyProfile');

/** PUT profile/business-data/ — Saves the company profile. */
export const useUpdateCompanyProfile = mutationHook('updateCompanyProfile');

/** GET profile/user-settings/ — E-mail notification settings. */
export const useUserSettings = queryHook('userSettings');

/** PUT profile/user-settings/{id}/ — Saves one notification setting. */
export const useUpdateUserSettings = mutationHook('updateUserSettings');

/** GET companies/{query} — Business register search by name (more than 2 characters). */
export const useSearchCompanies = queryHook('searchCompanies');

/** POST business-register/company-details/ — Business register data of a company, with board members. */
export const useCompanyDetails = queryHook('companyDetails');

/** GET document/basis/ — Representation basis options. */
export const useBasisOptions = queryHook('basisOptions');

/** GET users/ — Users of the active company. */
export const useUsers = queryHook('users');

/** PUT users/ — Changes a user's details and role. */
export const useUpdateUser = mutationHook('updateUser');

/** DELETE users/{userId}/ — Removes a user from the company. */
export const useDeleteUser = mutationHook('deleteUser');

/** POST profile/add-user/ — Adds a user (208: already linked; 226: code and e-mail returned). */
export const useAddUser = mutationHook('addUser');

/** GET profile/show-warranted-info-to-client/ — Whether the client sees the warranted person. */
export const useShowWarrantedInfo = queryHook('showWarrantedInfo');

/** GET profile/warrant-users/ — Warranted persons of the company. */
export const useWarrantUsers = queryHook('warrantUsers');

/** GET notifications/ — Notifications, newest first. */
export const useNotifications = queryHook('notifications');

/** PUT notifications/notification/{id}/ — Marks a notification read. */
export const useMarkNotificationRead = mutationHook('markNotificationRead');

/** DELETE notifications/notification/{id}/ — Deletes a notification. */
export const useDeleteNotification = mutationHook('deleteNotification');
