/**
 * The words of the manager's content tabs for each kind of content: toasts after adding, editing
 * and moving (spec section 8: "... added/updated successfully!", "Error adding/updating ...").
 */
export type ContentTexts = {
  added: string;
  updated: string;
  addError: string;
  updateError: string;
  moveError: string;
};

function textsFor(name: string, lowerName: string): ContentTexts {
  return {
    added: `${name} added successfully!`,
    updated: `${name} updated successfully!`,
    addError: `Error adding ${lowerName}`,
    updateError: `Error updating ${lowerName}`,
    moveError: `Error moving ${lowerName}`,
  };
}

export const contentTexts = {
  menuItem: textsFor('Menu item', 'menu item'),
  offer: textsFor('Offer', 'offer'),
  faq: textsFor('FAQ', 'FAQ'),
  birthdayPackage: textsFor('Birthday package', 'birthday package'),
} as const;

/** The labels of an item's buttons; `name` says which item for screen readers. */
export const itemActionLabels = {
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
};

export const formButtonLabels = { save: 'Save', cancel: 'Cancel' } as const;
