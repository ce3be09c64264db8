export { ApiRoleSelector, type ApiRoleSelectorProps } from './api-role-selector';
export {
  activeProfileOf,
  CREATE_CLIENT_KEY,
  groupProfiles,
  type ProfileKind,
  profileKey,
  profilesOf,
  type RoleProfile,
} from './profiles';
export { RoleSelector, type RoleSelectorProps } from './role-selector';
export { roleSelectorTextAreas } from './text-areas';
