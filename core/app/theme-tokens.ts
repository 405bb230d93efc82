import { presetPalettes } from '@ant-design/colors';

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

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
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
  return deepened(hex, (colour) => contrastWithWhite(colour) >= minimum);
}

/** `hex` deepened step by step (hue kept) until `enough` holds. */
function deepened(hex: string, enough: (colour: string) => boolean): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return hex;
  let [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
  let colour = hex.toLowerCase();
  for (let step = 0; step < 40 && !enough(colour); step += 1) {
    [r, g, b] = [r * 0.95, g * 0.95, b * 0.95];
    colour = `#${toHex(r)}${toHex(g)}${toHex(b)}`;
  }
  return colour;
}

/** The AA minimum for body text (12–14 px). */
const AA_TEXT = 4.5;

/**
 * The text shade (`green7`, `gold7`, …) of every preset colour, deepened until it reads at AA on that
 * colour's light fill (`green1`): what a coloured Tag (可使用, 管理员, a role's colour) paints. Keys
 * of palettes antd's tokens lack (grey) are harmless.
 */
export function readablePresetTexts(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(presetPalettes)
      .map(([key, palette]) => {
        const fill = palette[0] as string;
        return [
          deepened(palette[6] as string, (colour) => contrastRatio(colour, fill) >= AA_TEXT),
          key,
        ] as const;
      })
      // antd also keeps the legacy `green-7` key, which names the same CSS variable (`--ant-green-7`).
      .flatMap(([text, key]) => [
        [`${key}7`, text],
        [`${key}-7`, text],
      ]),
  );
}

/**
 * antd tokens: the theme colour, and texts dark enough for AA on white and light grey — secondary
 * texts, and the status colours that tags (在职, 已启用) and danger buttons (删除) use as text colour.
 */
export function themeTokens(theme: string) {
  return {
    ...readablePresetTexts(),
    colorPrimary: accessiblePrimary(theme),
    // A primary button under the pointer or pressed keeps its white text readable: antd would lighten
    // it (its hover tint is 3:1 on white), so hover and press deepen it instead.
    colorPrimaryHover: accessiblePrimary(theme, 6),
    colorPrimaryActive: accessiblePrimary(theme, 7.5),
    colorLinkHover: accessiblePrimary(theme, 6),
    colorLinkActive: accessiblePrimary(theme, 7.5),
    // 处理中 tags and info alerts: the theme's blue, as deep as the primary.
    colorInfo: accessiblePrimary(theme),
    // Darker than antd's defaults so that status text passes AA; their light fills stay antd's.
    colorSuccess: '#2f7d0e',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorWarning: '#995c00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorLink: accessiblePrimary(theme),
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Select and input placeholders: AA on white (antd's 0.25 black is 1.8:1).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  };
}

/**
 * antd component tokens: card headers of one style. A page's side panel (部门, 角色, 消息分类) is a
 * small card beside a default one; their headers share height, size and weight, so the two titles
 * sit on one line and read alike (only the small card's padding stays tighter).
 */
export function themeComponents() {
  const headerHeight = 16 * 1.5 + 16 * 2; // antd's default card header: fontSizeLG × lineHeightLG + padding × 2
  return {
    Card: { headerFontSizeSM: 16, headerHeightSM: headerHeight },
  };
}
