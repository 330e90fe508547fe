import { staffRoleLabels, staffRoles } from '@venue/domain/staff-roles';

/** The role select's options: "Reception Staff" and "Jana (Manager)". */
export const roleOptions = staffRoles.map((role) => ({
  value: role,
  label: staffRoleLabels[role],
}));
