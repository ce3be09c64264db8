import * as z from 'zod/mini';
import { noContentSchema } from '../schemas/common';
import {
  addUserAnswerSchema,
  addUserBodySchema,
  basisOptionSchema,
  clientOptionSchema,
  companyDetailsSchema,
  companyProfileSchema,
  companySearchHitSchema,
  companyUserSchema,
  notificationSchema,
  personalProfileSchema,
  updateUserBodySchema,
  userSettingsSchema,
  warrantedPersonSchema,
} from '../schemas/profile';
import { endpoint } from './define';

/** Profile, company users, business register and notifications (client spec §7 "Session and profile"). */
export const profileEndpoints = {
  allClients: endpoint({
    method: 'GET',
    path: 'all-clients/',
    summary: 'Clients for the filters',
    response: z.array(clientOptionSchema),
  }),
  personalProfile: endpoint({
    method: 'GET',
    path: 'profile/user-data/',
    summary: 'Personal profile',
    response: personalProfileSchema,
  }),
  updatePersonalProfile: endpoint({
    method: 'PUT',
    path: 'profile/user-data/',
    summary: 'Saves the personal profile',
    body: z.partial(personalProfileSchema),
    response: noContentSchema,
  }),
  companyProfile: endpoint({
    method: 'GET',
    path: 'profile/business-data/',
    summary: 'Company profile',
    response: companyProfileSchema,
  }),
  updateCompanyProfile: endpoint({
    method: 'PUT',
    path: 'profile/business-data/',
    summary: 'Saves the company profile',
    body: z.partial(companyProfileSchema),
    response: noContentSchema,
  }),
  userSettings: endpoint({
    method: 'GET',
    path: 'profile/user-settings/',
    summary: 'E-mail notification settings',
    response: z.array(userSettingsSchema),
  }),
  updateUserSettings: endpoint({
    method: 'PUT',
    path: 'profile/user-settings/{id}/',
    summary: 'Saves one notification setting',
    body: z.partial(z.omit(userSettingsSchema, { id: true, role: true })),
    response: noContentSchema,
  }),
  searchCompanies: endpoint({
    method: 'GET',
    path: 'companies/{query}',
    summary: 'Business register search by name (more than 2 characters)',
    response: z.array(companySearchHitSchema),
  }),
  companyDetails: endpoint({
    method: 'POST',
    path: 'business-register/company-details/',
    summary: 'Business register data of a company, with board members',
    kind: 'query',
    body: z.object({ reg_code: z.string().check(z.minLength(1)) }),
    response: companyDetailsSchema,
  }),
  basisOptions: endpoint({
    method: 'GET',
    path: 'document/basis/',
    summary: 'Representation basis options',
    response: z.array(basisOptionSchema),
  }),
  users: endpoint({
    method: 'GET',
    path: 'users/',
    summary: 'Users of the active company',
    response: z.array(companyUserSchema),
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: 'users/',
    summary: "Changes a user's details and role",
    body: updateUserBodySchema,
    response: noContentSchema,
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: 'users/{userId}/',
    summary: 'Removes a user from the company',
    response: noContentSchema,
  }),
  addUser: endpoint({
    method: 'POST',
    path: 'profile/add-user/',
    summary: 'Adds a user (208: already linked; 226: code and e-mail returned)',
    body: addUserBodySchema,
    response: addUserAnswerSchema,
    withStatus: true,
  }),
  showWarrantedInfo: endpoint({
    method: 'GET',
    path: 'profile/show-warranted-info-to-client/',
    summary: 'Whether the client sees the warranted person',
    response: z.boolean(),
  }),
  warrantUsers: endpoint({
    method: 'GET',
    path: 'profile/warrant-users/',
    summary: 'Warranted persons of the company',
    response: z.array(warrantedPersonSchema),
  }),
  notifications: endpoint({
    method: 'GET',
    path: 'notifications/',
    summary: 'Notifications, newest first',
    response: z.array(notificationSchema),
  }),
  markNotificationRead: endpoint({
    method: 'PUT',
    path: 'notifications/notification/{id}/',
    summary: 'Marks a notification read',
    response: noContentSchema,
  }),
  deleteNotification: endpoint({
    method: 'DELETE',
    path: 'notifications/notification/{id}/',
    summary: 'Deletes a notification',
    response: noContentSchema,
  }),
} as const;
