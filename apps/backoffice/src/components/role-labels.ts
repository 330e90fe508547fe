import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@venue/domain/staff-roles';

/** The roles' names (the domain's English `staffRoleLabels`) in the staff member's language. */
export const roleLabels: Readonly<Record<StaffRole, MessageDescriptor>> = {
  reception: msg`Reception Staff`,
  jana: msg`Jana (Manager)`,
};
