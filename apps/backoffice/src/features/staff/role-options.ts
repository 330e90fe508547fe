import type { I18n } from '@lingui/core';
import { staffRoles } from '@venue/domain/staff-roles';
import { roleLabels } from '../../components/role-labels.ts';

/** The role select's options: "Reception Staff" and "Jana (Manager)", in the staff member's language. */
export function roleOptions(i18n: I18n) {
  return staffRoles.map((role) => ({ value: role, label: i18n._(roleLabels[role]) }));
}
