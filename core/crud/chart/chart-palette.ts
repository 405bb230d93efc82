/** A colour `#rrggbb` as hue (degrees), saturation and lightness (0–1). */
function hslOf(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, lightness];
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

function hexOf(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const channel = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** The golden angle: successive hues stay far apart however many series there are. */
const HUE_STEP = 137.508;

/**
 * `count` colours for a chart's series, the first the theme's own and the others turned round the
 * colour wheel from it at the same saturation and lightness (kept in a readable band), so every
 * colour the member picks in 项目配置 gives a palette of its own. Not a colour: antd's blue.
 */
export function paletteOf(primary: string, count: number): string[] {
  const base = hslOf(primary) ? primary.trim().toLowerCase() : '#1677ff';
  const [hue, saturation, lightness] = hslOf(base) as [number, number, number];
  const s = Math.min(Math.max(saturation, 0.45), 0.85);
  const l = Math.min(Math.max(lightness, 0.4), 0.6);
  return Array.from({ length: Math.max(count, 1) }, (_, index) =>
    index === 0 ? base : hexOf((hue + index * HUE_STEP) % 360, s, l),
  );
}
