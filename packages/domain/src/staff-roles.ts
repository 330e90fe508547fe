/** Staff roles (spec section 6): reception reviews bookings; jana, the manager, also runs content and accounts. */

export const staffRoles = ['reception', 'jana'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How each role is named in the add-user role select and on user cards. */
export const staffRoleLabels: Readonly<Record<StaffRole, string>> = Object.freeze({
  reception: 'Reception Staff',
  jana: 'Jana (Manager)',
});
