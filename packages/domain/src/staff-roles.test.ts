import { expect, it } from 'vitest';
import { staffRoleLabels, staffRoles } from './staff-roles.ts';

it('staff roles are reception and jana, labelled "Reception Staff" and "Jana (Manager)"', () => {
  expect(staffRoles).toEqual(['reception', 'jana']);
  expect(staffRoleLabels).toEqual({ reception: 'Reception Staff', jana: 'Jana (Manager)' });
});
