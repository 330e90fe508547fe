import {
  createTheme,
  type MantineColorsTuple,
  Modal,
  Notification,
  PasswordInput,
} from '@mantine/core';
import dialogClasses from '../components/dialog.module.css';

/**
 * A deep lane-teal for actions and a neutral slate for surfaces: calm for long evenings at the
 * desk, with shade choices that keep text and buttons at WCAG AA contrast in both colour schemes.
 */
const lane: MantineColorsTuple = [
  '#e6f7f6',
  '#cdeceb',
  '#9dd9d6',
  '#69c5c0',
  '#41b4ae',
  '#28a9a3',
  '#14a39c',
  '#028e88',
  '#007f79',
  '#006e69',
];

/**
 * The theme, with the dialogs' close button and the password fields' show button named in the
 * staff member's language.
 */
export const themeWith = ({
  closeLabel,
  showPasswordLabel,
}: {
  closeLabel: string;
  showPasswordLabel: string;
}) =>
  createTheme({
    primaryColor: 'lane',
    primaryShade: { light: 8, dark: 6 },
    colors: { lane },
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    autoContrast: true,
    // Below this luminance a filled colour gets white text, above it dark text: green and amber
    // fills read in dark text, which keeps their labels above 4.5:1.
    luminanceThreshold: 0.25,
    components: {
      Badge: { defaultProps: { variant: 'light' } },
      // Every dialog, the shared confirmation included, is one shell: centred, the same space on
      // all sides, a named close button and a title that wraps.
      Modal: Modal.extend({
        defaultProps: {
          centered: true,
          padding: 'lg',
          closeButtonProps: { 'aria-label': closeLabel },
        },
        classNames: {
          header: dialogClasses.header,
          title: dialogClasses.title,
          body: dialogClasses.body,
        },
      }),
      // The eye button of a password field: a toggle, pressed while the password shows (Mantine
      // names it in English).
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPasswordLabel } },
      }),
      // A toast's message under its title: Mantine's grey there reads at 3.3:1 on white; the
      // text colour keeps it above 4.5:1 in both colour schemes.
      Notification: Notification.extend({
        styles: { description: { color: 'var(--mantine-color-text)' } },
      }),
    },
  });
