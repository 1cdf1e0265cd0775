import { PRIMARY_COLOR, SECONDARY_COLOR } from '@layout/model';
import { type CSSVariablesResolver, Loader, type MantineColorsTuple, Menu, Modal, Notification, createTheme } from '@mantine/core';

// Ten shades around the brand colours (index 9 and 5 are the spec's primary and secondary).
const layout: MantineColorsTuple = ['#eef1f6', '#dde2ec', '#b8c2d7', '#91a0c1', '#7083ae', '#5b71a3', '#4f679e', '#40578a', '#364c7c', PRIMARY_COLOR];
const accent: MantineColorsTuple = ['#e3f9fd', '#d2f0f7', '#a7e0ed', '#77cfe3', SECONDARY_COLOR, '#3cbcdb', '#28b6d8', '#119fbf', '#008eaa', '#007b95'];

export const theme = createTheme({
  primaryColor: 'layout',
  primaryShade: 9,
  colors: { layout, accent },
  fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  // Accessibility defaults (issue 25, docs/decisions.md): the axe scan of e2e/accessibility.spec.ts.
  components: {
    // The x of every dialog is an icon: it needs a name ('Close dialog': the dialogs' own Close buttons keep 'Close').
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // A spinner's aria-label ('Loading My logos') is allowed only on an element with a role.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // Without the focus placeholder (role="presentation" inside role="menu", which may hold only
    // menu items): an opened menu puts the focus on its first item (WAI-ARIA's menu button).
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/**
 * Mantine's dimmed grey (gray.6, 3.3:1 on white) and error red (red.6, 3.3:1) are below the 4.5:1
 * WCAG AA asks of small text: darker shades, still grey and red (6.1:1 and 5.5:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
