/** Query keys of the manager's content tabs. */
export const contentKeys = {
  all: ['content'] as const,
  menuItems: (search: string) => ['content', 'menu-items', search] as const,
  menuItemsAll: ['content', 'menu-items'] as const,
  feedback: ['content', 'feedback'] as const,
  birthdayPackages: ['content', 'birthday-packages'] as const,
  offers: ['content', 'offers'] as const,
  prices: ['content', 'prices'] as const,
  faqs: ['content', 'faqs'] as const,
};
