/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of a colour against white text. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const toHex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/**
 * The theme colour as the console paints it: white text on it must reach WCAG AA (4.5:1, with margin
 * for the light tints antd derives from it for selected items), so a light
 * swatch such as the spec's #1890ff (3.0:1) is deepened step by step, keeping its hue. Colours that
 * already pass are used as chosen.
 */
export function accessiblePrimary(hex: string, minimum = 5): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return hex;
  let [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
  let colour = hex.toLowerCase();
  for (let step = 0; step < 40 && contrastWithWhite(colour) < minimum; step += 1) {
    [r, g, b] = [r * 0.95, g * 0.95, b * 0.95];
    colour = `#${toHex(r)}${toHex(g)}${toHex(b)}`;
  }
  return colour;
}

/**
 * antd tokens: the theme colour, and texts dark enough for AA on white and light grey — secondary
 * texts, and the status colours that tags (在职, 已启用) and danger buttons (删除) use as text colour.
 */
export function themeTokens(theme: string) {
  return {
    colorPrimary: accessiblePrimary(theme),
    // Darker than antd's defaults so that status text passes AA; their light fills stay antd's.
    colorSuccess: '#2f7d0e',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorWarning: '#ad6800',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorLink: accessiblePrimary(theme),
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  };
}
