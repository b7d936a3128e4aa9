import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineThemeOverride,
} from '@mantine/core';

// Rounded, friendly faces that ship with common tablets and desktops; no web font to download offline.
const friendlyFonts =
  'ui-rounded, "SF Pro Rounded", "Nunito", "Quicksand", "Varela Round", "Segoe UI", "Trebuchet MS", system-ui, sans-serif';

/** Large touch targets (controls at least 44 px high), generous spacing and round corners for children. */
export const theme: MantineThemeOverride = createTheme({
  fontFamily: friendlyFonts,
  headings: { fontFamily: friendlyFonts, fontWeight: '800' },
  primaryColor: 'indigo',
  // Mantine's default light shade (6) gives white button text and indigo links 4.3:1; 7 reaches WCAG AA's 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  // Filled controls pick black or white text by their colour's luminance. At 0.18 both sides reach
  // 4.5:1 (white needs at most 0.183, black at least 0.175); Mantine's 0.3 left white on green at 2.7:1.
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'lg',
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1.125rem', lg: '1.25rem', xl: '1.5rem' },
  spacing: { xs: '0.75rem', sm: '1rem', md: '1.5rem', lg: '2rem', xl: '3rem' },
  components: {
    // Every target a finger uses is at least 44×44 px, whatever size a screen asks for.
    // A label longer than a phone is wide wraps onto a second line instead of being cut.
    Button: {
      defaultProps: { size: 'lg' },
      styles: {
        root: { minHeight: 44, minWidth: 44, height: 'auto', paddingBlock: 4, maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.25 },
        inner: { minHeight: 'calc(var(--button-height) - 8px)' },
      },
    },
    CloseButton: { styles: { root: { minHeight: 44, minWidth: 44 } } },
    Input: { styles: { input: { minHeight: 44 } } },
    Select: { defaultProps: { size: 'md' } },
    // A link a finger taps ("Forgot your password?") is a 44 px target, even as a line of text.
    Anchor: { styles: { root: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } } },
    // A checkbox or switch is tapped through its row: the row is the 44 px target.
    Checkbox: { defaultProps: { size: 'md' }, styles: { body: { minHeight: 44, alignItems: 'center' } } },
    Switch: { styles: { body: { minHeight: 44, alignItems: 'center' } } },
    SegmentedControl: {
      styles: { label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } },
    },
    NativeSelect: { defaultProps: { size: 'md' } },
    // Statuses are read in full: no ellipsis, no capitals shouting, never squeezed by a table cell.
    Badge: {
      styles: {
        root: { textTransform: 'none', flexShrink: 0, maxWidth: 'none', height: 'auto', minHeight: 24 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    TextInput: { defaultProps: { size: 'lg' } },
    PasswordInput: {
      defaultProps: { size: 'lg', rightSectionWidth: 52 },
      styles: { visibilityToggle: { minWidth: 44, minHeight: 44 } },
    },
    ActionIcon: { defaultProps: { size: 44 } },
    Burger: { defaultProps: { size: 'lg' } },
    Menu: { defaultProps: { shadow: 'md', width: 240 } },
    MenuItem: { defaultProps: { py: 'sm' } },
  },
});

/**
 * Coloured text on the light theme (outline and light badges, `c="teal"`): even the darkest shade of
 * Mantine's green, teal or orange is under 4.5:1 on white, so each is mixed with black.
 */
const darkerColouredText: Record<string, string> = Object.fromEntries(
  Object.keys(DEFAULT_THEME.colors).flatMap((color) =>
    ['outline', 'light-color', 'text'].map((use) => [
      `--mantine-color-${color}-${use}`,
      `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`,
    ]),
  ),
);

/**
 * Dimmed text (hints, dates, secondary lines) and placeholders at WCAG AA contrast in both themes:
 * Mantine's default greys are 2.1–3.3:1 on white and 2.5–4.0:1 on the dark body.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...darkerColouredText,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
